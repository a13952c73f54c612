import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { employmentProperties, employments } from '../../src/db/schema/index.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildAgreement, buildDepartment, buildEmployee, buildEmployment, buildProperty, buildShip, plannerOf } from '../support/organisation.ts';

let test: TestApp;
let admin: Client;
let agreementId: number;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  agreementId = (await buildAgreement(test.db)).id;
});
afterAll(() => test.close());

const employmentCount = async () => (await test.db.select({ n: count() }).from(employments))[0]!.n;
const stored = async (id: number) => (await test.db.select().from(employments).where(eq(employments.id, id)))[0];
const save = (as: Client, body: Record<string, unknown>) => as.post('Employee/SaveEmployment', { agreementId, ...body });

describe('saving employments', () => {
  it('creates an employment with department and position, and reads it back', async () => {
    const { deck } = await buildShip(test.db);
    const position = await buildProperty(test.db, 'position', { name: 'Styrmand' });
    const employee = await buildEmployee(test.db);
    const response = await save(admin, {
      employeeId: employee.id,
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      description: 'Styrmand',
      calculationOrder: 2,
      defaultHidden: true,
      propertyIds: [deck.id, position.id],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({ employeeId: employee.id, agreementId, startDate: '2025-01-01', endDate: '2025-12-31', calculationOrder: 2, isSecondary: false, defaultHidden: true });
    expect(saved.properties.map((p: { name: string }) => p.name).sort()).toEqual(['Dæk', 'Styrmand']);
    expect((await admin.get('Employee/GetEmploymentById', { id: saved.employmentId })).json()).toEqual(saved);
    expect((await admin.get('Employee/GetEmploymentsByEmployeeId', { employeeId: employee.id })).json()).toEqual([saved]);
    expect((await admin.get('Employee/GetEmployeeById', { id: employee.id })).json().employments).toEqual([saved]);
  });

  it('refuses an end before the start, in Danish, and saves nothing', async () => {
    const { deck } = await buildShip(test.db);
    const employee = await buildEmployee(test.db);
    const before = await employmentCount();
    const response = await save(admin, { employeeId: employee.id, startDate: '2025-06-01', endDate: '2025-05-31', propertyIds: [deck.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Slutdatoen skal ligge efter startdatoen');
    expect(await employmentCount()).toBe(before);
  });

  it('refuses overlapping employments unless one is secondary', async () => {
    const { deck } = await buildShip(test.db);
    const employee = await buildEmployee(test.db);
    const first = await buildEmployment(test.db, { employeeId: employee.id, agreementId, departmentId: deck.id, startDate: '2024-01-01', endDate: '2024-12-31' });
    const before = await employmentCount();
    const overlapping = await save(admin, { employeeId: employee.id, startDate: '2024-12-31', propertyIds: [deck.id] });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().message).toBe('Ansættelsen overlapper ansættelsen fra 1.1.2024 til 31.12.2024. Overlappende ansættelser kræver, at den ene er sekundær.');
    expect(await employmentCount()).toBe(before);
    expect((await save(admin, { employeeId: employee.id, startDate: '2024-06-01', isSecondary: true, propertyIds: [deck.id] })).statusCode).toBe(200);
    expect((await save(admin, { employeeId: employee.id, startDate: '2025-01-01', propertyIds: [deck.id] })).statusCode).toBe(200);
    const moved = await save(admin, { employmentId: first.id, employeeId: employee.id, startDate: '2024-01-01', endDate: '2025-01-01', propertyIds: [deck.id] });
    expect(moved.statusCode).toBe(400);
    expect((await stored(first.id))!.endDate).toBe('2024-12-31');
  });

  it('needs exactly one department, one property per type, and choosable properties', async () => {
    const { ship, deck, engine } = await buildShip(test.db);
    const disabled = await buildDepartment(test.db, { disabled: true });
    const employee = await buildEmployee(test.db);
    const before = await employmentCount();
    const cases: [number[], string][] = [
      [[], 'Ansættelsen skal have en afdeling.'],
      [[deck.id, engine.id], 'Ansættelsen kan kun have én egenskab af typen Afdeling.'],
      [[ship.id], `${ship.name} samler kun andre egenskaber og kan ikke vælges.`],
      [[disabled.id], `${disabled.name} er deaktiveret og kan ikke vælges.`],
      [[99999], 'En af de valgte egenskaber findes ikke.'],
    ];
    for (const [propertyIds, message] of cases) {
      const response = await save(admin, { employeeId: employee.id, startDate: '2025-01-01', propertyIds });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await save(admin, { employeeId: employee.id, agreementId: 99999, startDate: '2025-01-01', propertyIds: [deck.id] })).json().message).toBe('Overenskomsten findes ikke.');
    expect(await employmentCount()).toBe(before);
  });

  it('keeps a department that was disabled after it was chosen', async () => {
    const department = await buildDepartment(test.db);
    const employee = await buildEmployee(test.db);
    const employment = await buildEmployment(test.db, { employeeId: employee.id, agreementId, departmentId: department.id });
    await admin.get('Property/EditProperty', { propertyId: department.id, name: department.name, disabled: true });
    const response = await save(admin, { employmentId: employment.id, employeeId: employee.id, startDate: '2024-02-01', propertyIds: [department.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().startDate).toBe('2024-02-01');
  });

  it('lets a planner save employments in their departments only (403, nothing changed)', async () => {
    const ours = await buildShip(test.db);
    const theirs = await buildShip(test.db);
    const employee = await buildEmployee(test.db);
    const foreign = await buildEmployment(test.db, { employeeId: employee.id, agreementId, departmentId: theirs.deck.id, startDate: '2020-01-01', endDate: '2020-12-31' });
    const { token } = await plannerOf(test, [ours.ship.id]);
    const as = client(test, token);
    const before = await employmentCount();
    expect((await save(as, { employeeId: employee.id, startDate: '2025-01-01', propertyIds: [theirs.deck.id] })).statusCode).toBe(403);
    expect((await save(as, { employmentId: foreign.id, employeeId: employee.id, startDate: '2020-01-01', propertyIds: [ours.deck.id] })).statusCode).toBe(403);
    expect(await employmentCount()).toBe(before);
    expect((await test.db.select().from(employmentProperties).where(eq(employmentProperties.employmentId, foreign.id)))[0]!.propertyId).toBe(theirs.deck.id);
    expect((await save(as, { employeeId: employee.id, startDate: '2025-01-01', propertyIds: [ours.engine.id] })).statusCode).toBe(200);
    expect((await as.get('Employee/DeleteEmploymentById', { id: foreign.id })).statusCode).toBe(403);
    expect(await stored(foreign.id)).toBeDefined();
  });

  it('refuses to move an employment to another employee with "save" (use MoveEmployment)', async () => {
    const { deck } = await buildShip(test.db);
    const [a, b] = [await buildEmployee(test.db), await buildEmployee(test.db)];
    const employment = await buildEmployment(test.db, { employeeId: a.id, agreementId, departmentId: deck.id });
    const response = await save(admin, { employmentId: employment.id, employeeId: b.id, startDate: '2024-01-01', propertyIds: [deck.id] });
    expect(response.statusCode).toBe(400);
    expect((await stored(employment.id))!.employeeId).toBe(a.id);
  });
});

describe('deleting and moving employments', () => {
  it('deletes an employment without watches', async () => {
    const { deck } = await buildShip(test.db);
    const employee = await buildEmployee(test.db);
    const employment = await buildEmployment(test.db, { employeeId: employee.id, agreementId, departmentId: deck.id });
    expect((await admin.get('Employee/DeleteEmploymentById', { id: employment.id })).statusCode).toBe(204);
    expect(await stored(employment.id)).toBeUndefined();
    expect((await admin.get('Employee/DeleteEmploymentById', { id: employment.id })).statusCode).toBe(404);
  });

  it('moves an employment to another employee and answers that employee', async () => {
    const { deck } = await buildShip(test.db);
    const [from, to] = [await buildEmployee(test.db), await buildEmployee(test.db)];
    const employment = await buildEmployment(test.db, { employeeId: from.id, agreementId, departmentId: deck.id, startDate: '2023-01-01', endDate: '2023-12-31' });
    const response = await admin.get('Employee/MoveEmployment', { employmentId: employment.id, employeeId: to.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().employeeId).toBe(to.id);
    expect(response.json().employments.map((e: { employmentId: number }) => e.employmentId)).toEqual([employment.id]);
  });

  it('refuses a move that would overlap, or that leaves the planner’s departments, changing nothing', async () => {
    const ours = await buildShip(test.db);
    const theirs = await buildShip(test.db);
    const [from, to, foreign] = [await buildEmployee(test.db), await buildEmployee(test.db), await buildEmployee(test.db)];
    const employment = await buildEmployment(test.db, { employeeId: from.id, agreementId, departmentId: ours.deck.id, startDate: '2023-01-01' });
    await buildEmployment(test.db, { employeeId: to.id, agreementId, departmentId: ours.deck.id, startDate: '2024-01-01' });
    await buildEmployment(test.db, { employeeId: foreign.id, agreementId, departmentId: theirs.deck.id, startDate: '2010-01-01', endDate: '2010-12-31' });
    const overlap = await admin.get('Employee/MoveEmployment', { employmentId: employment.id, employeeId: to.id });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toContain('overlapper');
    const { token } = await plannerOf(test, [ours.ship.id]);
    expect((await client(test, token).get('Employee/MoveEmployment', { employmentId: employment.id, employeeId: foreign.id })).statusCode).toBe(403);
    expect((await stored(employment.id))!.employeeId).toBe(from.id);
  });
});

describe('stopping employees', () => {
  it('lists the employments that end in a month within reach, by end date', async () => {
    const ours = await buildShip(test.db);
    const theirs = await buildShip(test.db);
    const [early, late, foreign, later] = [await buildEmployee(test.db), await buildEmployee(test.db), await buildEmployee(test.db), await buildEmployee(test.db)];
    await buildEmployment(test.db, { employeeId: late.id, agreementId, departmentId: ours.deck.id, startDate: '2020-01-01', endDate: '2027-03-31' });
    await buildEmployment(test.db, { employeeId: early.id, agreementId, departmentId: ours.engine.id, startDate: '2020-01-01', endDate: '2027-03-01' });
    await buildEmployment(test.db, { employeeId: foreign.id, agreementId, departmentId: theirs.deck.id, startDate: '2020-01-01', endDate: '2027-03-15' });
    await buildEmployment(test.db, { employeeId: later.id, agreementId, departmentId: ours.deck.id, startDate: '2020-01-01', endDate: '2027-04-01' });
    const { token } = await plannerOf(test, [ours.ship.id]);
    const stopping = (await client(test, token).get('Employee/GetStoppingEmployees', { month: 3, year: 2027 })).json();
    expect(stopping.map((row: { employeeId: number; endDate: string }) => [row.employeeId, row.endDate])).toEqual([
      [early.id, '2027-03-01'],
      [late.id, '2027-03-31'],
    ]);
    expect((await admin.get('Employee/GetStoppingEmployees', { month: 3, year: 2027 })).json()).toHaveLength(3);
    expect((await admin.get('Employee/GetStoppingEmployees', { month: 13, year: 2027 })).json().message).toBe("Parameteren 'month' er ugyldig: den skal være mellem 1 og 12.");
  });
});
