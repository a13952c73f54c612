import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employeeAddresses, employeeCars, users } from '../../src/db/schema/index.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildShip, plannerOf } from '../support/organisation.ts';

let test: TestApp;
let admin: Client;
let agreementId: number;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  agreementId = (await buildAgreement(test.db)).id;
});
afterAll(() => test.close());

const home = { locationType: 2, roadName: 'Havnegade', houseNumber: '12', postalCode: '8000', city: 'Aarhus C' };
const addressesOf = (employeeId: number) => test.db.select().from(employeeAddresses).where(eq(employeeAddresses.employeeId, employeeId));
const carsOf = (employeeId: number) => test.db.select().from(employeeCars).where(eq(employeeCars.employeeId, employeeId));

/** A signed-in employee linked to an employee record of their own. */
async function selfServiceEmployee() {
  const session = await signedIn(test, ['Employee']);
  const employee = await buildEmployee(test.db);
  await test.db.update(users).set({ employeeId: employee.id }).where(eq(users.id, session.user.id));
  return { as: client(test, session.token), employeeId: employee.id };
}

async function crewOf(departmentId: number) {
  const employee = await buildEmployee(test.db);
  await buildEmployment(test.db, { employeeId: employee.id, agreementId, departmentId });
  return employee;
}

describe("an employee's own addresses and cars", () => {
  it('creates, lists, edits and removes an address through Milage and App alike', async () => {
    const { as, employeeId } = await selfServiceEmployee();
    const saved = await as.post('Milage/SaveEmployeeAddress', { ...home, floor: '2', door: 'tv' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ locationType: 2, roadName: 'Havnegade', floor: '2', text: null, x: null });
    const id = saved.json().employeeAddressId as number;
    const edited = await as.post('App/SaveEmployeeAddress', { employeeAddressId: id, locationType: 1, text: 'Færgehavnen 1, 8400 Ebeltoft' });
    expect(edited.json()).toMatchObject({ employeeAddressId: id, locationType: 1, text: 'Færgehavnen 1, 8400 Ebeltoft', roadName: null });
    expect((await as.get('App/GetEmployeeAddresses')).json()).toHaveLength(1);
    expect((await as.post('Milage/RemoveEmployeeAddress', { employeeAddressId: id })).statusCode).toBe(204);
    expect(await addressesOf(employeeId)).toHaveLength(0);
  });

  it('keeps cars with unique plates per employee', async () => {
    const { as, employeeId } = await selfServiceEmployee();
    const saved = await as.post('Milage/SaveEmployeeCar', { licenseplate: 'ab 12 345', isCompanyCar: true, validFrom: '2026-01-01' });
    expect(saved.json()).toMatchObject({ licenseplate: 'AB 12 345', isCompanyCar: true, validFrom: '2026-01-01', validTo: null });
    const duplicate = await as.post('App/SaveEmployeeCar', { licenseplate: 'AB12345' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('Medarbejderen har allerede en bil med nummerpladen AB12345.');
    expect(await carsOf(employeeId)).toHaveLength(1);
    const other = await selfServiceEmployee();
    expect((await other.as.post('Milage/SaveEmployeeCar', { licenseplate: 'AB 12 345' })).statusCode).toBe(200);
    expect((await as.get('Milage/GetEmployeeCars')).json()).toHaveLength(1);
  });

  it('refuses bad input in Danish and stores nothing', async () => {
    const { as, employeeId } = await selfServiceEmployee();
    const cases = [
      [{ ...home, validFrom: '2026-05-01', validTo: '2026-04-30' }, 'Slutdatoen skal ligge efter startdatoen'],
      [{ ...home, locationType: 7 }, 'locationType'],
      [{ locationType: 2, roadName: 'Havnegade', city: 'Aarhus C' }, 'Udfyld adressen som tekst eller med vejnavn, husnummer, postnummer og by'],
      [{ ...home, postalCode: '80' }, 'Postnummeret skal være fire cifre'],
    ] as const;
    for (const [body, message] of cases) {
      const response = await as.post('Milage/SaveEmployeeAddress', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const noPlate = await as.post('Milage/SaveEmployeeCar', { licenseplate: ' ' });
    expect(noPlate.statusCode).toBe(400);
    expect(noPlate.json().message).toContain('Nummerplade skal udfyldes');
    expect(await addressesOf(employeeId)).toHaveLength(0);
    expect(await carsOf(employeeId)).toHaveLength(0);
  });

  it("answers 400 to a user without an employee, and 404 for another employee's address", async () => {
    const lonely = client(test, (await signedIn(test, ['Employee'])).token);
    const response = await lonely.get('Milage/GetEmployeeAddresses');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Din bruger er ikke knyttet til en medarbejder.');
    const owner = await selfServiceEmployee();
    const address = (await owner.as.post('Milage/SaveEmployeeAddress', home)).json();
    const thief = await selfServiceEmployee();
    const taken = await thief.as.post('Milage/SaveEmployeeAddress', { ...home, employeeAddressId: address.employeeAddressId, city: 'Odense' });
    expect(taken.statusCode).toBe(404);
    expect((await thief.as.post('Milage/RemoveEmployeeAddress', { employeeAddressId: address.employeeAddressId })).statusCode).toBe(404);
    expect((await addressesOf(owner.employeeId))[0]!.city).toBe('Aarhus C');
  });
});

describe("another employee's addresses and cars", () => {
  it('lets Admin keep anyone’s', async () => {
    const employee = await buildEmployee(test.db);
    expect((await admin.post('Milage/SaveEmployeeCar', { licenseplate: 'CD 98 765' }, { forEmployeeId: employee.id })).statusCode).toBe(200);
    expect((await admin.post('App/SaveEmployeeAddress', home, { forEmployeeId: employee.id })).statusCode).toBe(200);
    expect((await admin.get('Milage/GetEmployeeCars', { forEmployeeId: employee.id })).json()).toMatchObject([{ licenseplate: 'CD 98 765' }]);
    expect((await admin.get('Milage/GetEmployeeAddresses', { forEmployeeId: employee.id })).json()).toHaveLength(1);
    expect((await admin.get('Milage/GetEmployeeCars', { forEmployeeId: 999_999 })).statusCode).toBe(404);
  });

  it('lets a planner keep those of their departments only, changing nothing outside', async () => {
    const ours = await buildShip(test.db);
    const theirs = await buildShip(test.db);
    const planner = client(test, (await plannerOf(test, [ours.ship.id], 'ApproverWithPlanningRight')).token);
    const inside = await crewOf(ours.deck.id);
    const outside = await crewOf(theirs.engine.id);
    expect((await planner.post('Milage/SaveEmployeeAddress', home, { forEmployeeId: inside.id })).statusCode).toBe(200);
    expect((await planner.get('App/GetEmployeeAddresses', { forEmployeeId: inside.id })).json()).toHaveLength(1);
    const refused = await planner.post('Milage/SaveEmployeeAddress', home, { forEmployeeId: outside.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Medarbejderen ligger uden for dine afdelinger.');
    expect((await planner.post('Milage/SaveEmployeeCar', { licenseplate: 'EF 11 111' }, { forEmployeeId: outside.id })).statusCode).toBe(403);
    expect((await planner.get('Milage/GetEmployeeCars', { forEmployeeId: outside.id })).statusCode).toBe(403);
    expect(await addressesOf(outside.id)).toHaveLength(0);
    expect(await carsOf(outside.id)).toHaveLength(0);
  });

  it('refuses an employee asking for someone else, and roles without access', async () => {
    const { as } = await selfServiceEmployee();
    const employee = await buildEmployee(test.db);
    const response = await as.post('Milage/SaveEmployeeCar', { licenseplate: 'GH 22 222' }, { forEmployeeId: employee.id });
    expect(response.statusCode).toBe(403);
    const approver = client(test, (await signedIn(test, ['Approver'])).token);
    expect((await approver.get('Milage/GetEmployeeCars', { forEmployeeId: employee.id })).statusCode).toBe(403);
    expect(await carsOf(employee.id)).toHaveLength(0);
  });
});
