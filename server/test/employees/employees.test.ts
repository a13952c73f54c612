import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { employees, exportPackages, users } from '../../src/db/schema/index.ts';
import { buildUser, createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildShip, giveReach, plannerOf } from '../support/organisation.ts';

let test: TestApp;
let admin: Client;
let agreementId: number;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  agreementId = (await buildAgreement(test.db)).id;
});
afterAll(() => test.close());

const employeeCount = async () => (await test.db.select({ n: count() }).from(employees))[0]!.n;
const stored = async (id: number) => (await test.db.select().from(employees).where(eq(employees.id, id)))[0];

/** An employee with an employment in a department. */
async function crewOf(departmentId: number, options: { code?: string; firstName?: string; lastName?: string } = {}) {
  const employee = await buildEmployee(test.db, options);
  await buildEmployment(test.db, { employeeId: employee.id, agreementId, departmentId });
  return employee;
}

describe('creating and editing employees', () => {
  it('creates an employee and answers the employee form', async () => {
    const response = await admin.post('Employee/SaveEmployee', {
      code: ' 5001 ',
      firstName: 'Karen',
      lastName: 'Blixen',
      initials: 'KB',
      telephone: '+45 12 34 56 78',
      email: 'karen@example.dk',
      birthDate: '1985-04-17',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: '5001',
      firstName: 'Karen',
      initials: 'KB',
      email: 'karen@example.dk',
      birthDate: '1985-04-17',
      employments: [],
      nextOfKin: [],
      namedInfo: [],
      draftId: null,
      masterId: null,
      userId: null,
    });
  });

  it('refuses an employee number in use, in Danish, and creates or changes nothing', async () => {
    const holder = await buildEmployee(test.db, { code: '7001', firstName: 'Niels', lastName: 'Bohr' });
    const other = await buildEmployee(test.db, { code: '7002' });
    const before = await employeeCount();
    const created = await admin.post('Employee/SaveEmployee', { code: '7001', firstName: 'A', lastName: 'B' });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe('Lønnummer 7001 bruges allerede af Niels Bohr.');
    const edited = await admin.post('Employee/SaveEmployee', { employeeId: other.id, code: '7001', firstName: 'A', lastName: 'B' });
    expect(edited.statusCode).toBe(400);
    expect(await employeeCount()).toBe(before);
    expect((await stored(other.id))!.code).toBe('7002');
    expect((await admin.post('Employee/SaveEmployee', { employeeId: holder.id, code: '7001', firstName: 'Niels', lastName: 'Bohr' })).statusCode).toBe(200);
  });

  it('validates the form in Danish', async () => {
    const response = await admin.post('Employee/SaveEmployee', { firstName: ' ', lastName: 'B', email: 'ikke-en-mail' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Fornavn skal udfyldes');
    expect(response.json().message).toContain('Email skal være en valid email adress');
  });

  it('links a user to the employee, moving the link from whoever had it', async () => {
    const employee = await buildEmployee(test.db);
    const person = await buildUser(test.db, { roles: ['Employee'] });
    const response = await admin.post('Employee/SaveEmployee', { employeeId: employee.id, firstName: 'Med', lastName: 'Bruger', userId: person.id });
    expect(response.json().userId).toBe(person.id);
    const next = await buildEmployee(test.db);
    await admin.post('Employee/SaveEmployee', { employeeId: next.id, firstName: 'Ny', lastName: 'Bruger', userId: person.id });
    expect((await admin.get('Employee/GetEmployeeById', { id: employee.id })).json().userId).toBeNull();
    expect((await test.db.select().from(users).where(eq(users.id, person.id)))[0]!.employeeId).toBe(next.id);
  });
});

describe("a planner's reach", () => {
  it('lists only the employees of their departments (and those with no employment yet)', async () => {
    const ours = await buildShip(test.db);
    const theirs = await buildShip(test.db);
    const mine = await crewOf(ours.deck.id, { lastName: 'Egen' });
    const foreign = await crewOf(theirs.deck.id, { lastName: 'Fremmed' });
    const fresh = await buildEmployee(test.db, { lastName: 'Nyansat' });
    const { token } = await plannerOf(test, [ours.ship.id]);
    const as = client(test, token);
    const listed = (await as.get('Employee/GetEmployees')).json().map((e: { employeeId: number }) => e.employeeId);
    expect(listed).toContain(mine.id);
    expect(listed).toContain(fresh.id);
    expect(listed).not.toContain(foreign.id);
    expect((await admin.get('Employee/GetEmployees')).json().map((e: { employeeId: number }) => e.employeeId)).toContain(foreign.id);
    expect((await as.get('Employee/GetEmployeeById', { id: mine.id })).statusCode).toBe(200);
    expect((await as.get('Employee/GetEmployeeById', { id: foreign.id })).statusCode).toBe(403);
    expect((await as.get('Employee/GetEmployeeByCode', { code: foreign.code! })).statusCode).toBe(403);
    expect((await as.get('Employee/GetEmployeeByCode', { code: mine.code! })).json().employeeId).toBe(mine.id);
    expect((await as.get('Employee/GetEmployeeByCode', { code: 'findes-ikke' })).statusCode).toBe(204);
  });

  it("answers another user's reach to Admin only", async () => {
    const { ship, deck } = await buildShip(test.db);
    const mine = await crewOf(deck.id);
    const planner = await plannerOf(test, [ship.id]);
    const listed = (await admin.get('Employee/GetEmployees', { planUserId: planner.user.id })).json().map((e: { employeeId: number }) => e.employeeId);
    expect(listed).toContain(mine.id);
    const other = await plannerOf(test, [ship.id]);
    expect((await client(test, other.token).get('Employee/GetEmployees', { planUserId: planner.user.id })).statusCode).toBe(403);
  });

  it('searches by name, initials and employee number within reach', async () => {
    const ours = await buildShip(test.db);
    const theirs = await buildShip(test.db);
    const found = await crewOf(ours.deck.id, { firstName: 'Søren', lastName: 'Kierkegaard', code: '8101' });
    await crewOf(theirs.deck.id, { firstName: 'Søren', lastName: 'Kierkegaard', code: '8102' });
    const { token } = await plannerOf(test, [ours.ship.id]);
    const as = client(test, token);
    for (const name of ['søren kierke', 'KIERKEGAARD', '8101']) {
      expect((await as.get('Employee/GetEmployeeByName', { name })).json().map((e: { employeeId: number }) => e.employeeId)).toEqual([found.id]);
    }
    expect((await admin.get('Employee/GetEmployeeByName', { name: 'Kierkegaard' })).json()).toHaveLength(2);
    expect((await as.get('Employee/GetEmployeeByName', { name: '100%_' })).json()).toEqual([]);
  });

  it('refuses to change an employee outside reach, and export package or user link to a planner, changing nothing', async () => {
    const ours = await buildShip(test.db);
    const theirs = await buildShip(test.db);
    const foreign = await crewOf(theirs.deck.id, { firstName: 'Uændret' });
    const mine = await crewOf(ours.deck.id, { firstName: 'Min' });
    const [pkg] = await test.db.insert(exportPackages).values({ name: `Pakke ${mine.id}` }).returning();
    const { token } = await plannerOf(test, [ours.ship.id]);
    const as = client(test, token);
    expect((await as.post('Employee/SaveEmployee', { employeeId: foreign.id, firstName: 'Ændret', lastName: 'X' })).statusCode).toBe(403);
    expect((await stored(foreign.id))!.firstName).toBe('Uændret');
    const packaged = await as.post('Employee/SaveEmployee', { employeeId: mine.id, firstName: 'Min', lastName: 'Y', exportPackageId: pkg!.id });
    expect(packaged.statusCode).toBe(403);
    expect((await stored(mine.id))!.exportPackageId).toBeNull();
    expect((await as.post('Employee/SaveEmployee', { employeeId: mine.id, firstName: 'Min', lastName: 'Ændret' })).statusCode).toBe(200);
  });

  it('refuses employee calls to roles without access', async () => {
    const employee = await buildEmployee(test.db);
    const { token } = await signedIn(test, ['Employee']);
    const as = client(test, token);
    expect((await as.get('Employee/GetEmployees')).statusCode).toBe(403);
    expect((await as.get('Employee/GetEmployeeById', { id: employee.id })).statusCode).toBe(403);
    expect((await as.post('Employee/SaveEmployee', { firstName: 'A', lastName: 'B' })).statusCode).toBe(403);
    const approver = client(test, (await signedIn(test, ['Approver'])).token);
    expect((await approver.post('Employee/SaveEmployee', { employeeId: employee.id, firstName: 'A', lastName: 'B' })).statusCode).toBe(403);
    expect((await approver.get('Employee/DeleteEmployeeById', { id: employee.id })).statusCode).toBe(403);
    expect(await stored(employee.id)).toBeDefined();
  });

  it("does not let an approver's departments grant planning in them", async () => {
    const { ship, deck } = await buildShip(test.db);
    const crew = await crewOf(deck.id, { firstName: 'Uændret' });
    const session = await signedIn(test, ['Planner', 'Approver']);
    await giveReach(test.db, session.user.id, 'Approver', [ship.id]);
    const as = client(test, session.token);
    expect((await as.get('Employee/GetEmployeeById', { id: crew.id })).statusCode).toBe(200);
    expect((await as.post('Employee/SaveEmployee', { employeeId: crew.id, firstName: 'Ændret', lastName: 'X' })).statusCode).toBe(403);
    expect((await stored(crew.id))!.firstName).toBe('Uændret');
  });
});

describe('deleting employees', () => {
  it('deletes an employee without employments, and unlinks its user', async () => {
    const employee = await buildEmployee(test.db);
    const person = await buildUser(test.db);
    await test.db.update(users).set({ employeeId: employee.id }).where(eq(users.id, person.id));
    expect((await admin.get('Employee/DeleteEmployeeById', { id: employee.id })).statusCode).toBe(204);
    expect(await stored(employee.id)).toBeUndefined();
    expect((await test.db.select().from(users).where(eq(users.id, person.id)))[0]!.employeeId).toBeNull();
  });

  it('refuses an employee with employments or a draft, keeping it', async () => {
    const { deck } = await buildShip(test.db);
    const employed = await crewOf(deck.id);
    const withEmployments = await admin.get('Employee/DeleteEmployeeById', { id: employed.id });
    expect(withEmployments.statusCode).toBe(400);
    expect(withEmployments.json().message).toBe('Medarbejderen har ansættelser. Slet dem først.');
    const master = await buildEmployee(test.db);
    await buildEmployee(test.db, { masterId: master.id });
    const withDraft = await admin.get('Employee/DeleteEmployeeById', { id: master.id });
    expect(withDraft.json().message).toBe('Medarbejderen har en kladde. Slet kladden først.');
    expect(await stored(employed.id)).toBeDefined();
    expect(await stored(master.id)).toBeDefined();
    expect((await admin.get('Employee/DeleteEmployeeById', { id: 99999 })).statusCode).toBe(404);
  });
});
