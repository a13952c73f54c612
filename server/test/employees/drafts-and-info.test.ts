import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { employees, employments, infoValues, nextOfKin } from '../../src/db/schema/index.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildProperty, buildShip, plannerOf } from '../support/organisation.ts';

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

describe('drafts', () => {
  it('copies an employee with employments and their properties into a draft that points to its master', async () => {
    const { deck } = await buildShip(test.db);
    const position = await buildProperty(test.db, 'position');
    const master = await buildEmployee(test.db, { code: '9001', firstName: 'Tove', lastName: 'Ditlevsen' });
    const employment = await buildEmployment(test.db, { employeeId: master.id, agreementId, departmentId: deck.id, startDate: '2022-05-01', propertyIds: [position.id] });
    const response = await admin.post('Employee/CreateDraftEmployee', undefined, { employeeId: master.id });
    expect(response.statusCode).toBe(200);
    const draft = response.json();
    expect(draft).toMatchObject({ masterId: master.id, code: '9001', firstName: 'Tove', exportPackageId: null });
    expect(draft.employeeId).not.toBe(master.id);
    expect(draft.employments).toHaveLength(1);
    expect(draft.employments[0]).toMatchObject({ masterId: employment.id, startDate: '2022-05-01' });
    expect(draft.employments[0].properties.map((p: { propertyId: number }) => p.propertyId).sort()).toEqual([deck.id, position.id].sort());
    const masterNow = (await admin.get('Employee/GetEmployeeById', { id: master.id })).json();
    expect(masterNow.draftId).toBe(draft.employeeId);
    expect(masterNow.employments[0].draftId).toBe(draft.employments[0].employmentId);
    const listed = (await admin.get('Employee/GetEmployees')).json().map((e: { employeeId: number }) => e.employeeId);
    expect(listed).toContain(master.id);
    expect(listed).not.toContain(draft.employeeId);
  });

  it('refuses a second draft and a draft of a draft, creating nothing', async () => {
    const master = await buildEmployee(test.db);
    const draft = (await admin.post('Employee/CreateDraftEmployee', undefined, { employeeId: master.id })).json();
    const before = await employeeCount();
    const again = await admin.post('Employee/CreateDraftEmployee', undefined, { employeeId: master.id });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Medarbejderen har allerede en kladde.');
    expect((await admin.post('Employee/CreateDraftEmployee', undefined, { employeeId: draft.employeeId })).json().message).toBe('Medarbejderen er selv en kladde.');
    expect(await employeeCount()).toBe(before);
  });

  it('discards a draft with its employments; the master keeps its own', async () => {
    const { deck } = await buildShip(test.db);
    const master = await buildEmployee(test.db);
    await buildEmployment(test.db, { employeeId: master.id, agreementId, departmentId: deck.id });
    const draft = (await admin.post('Employee/CreateDraftEmployee', undefined, { employeeId: master.id })).json();
    expect((await admin.get('Employee/DeleteEmployeeById', { id: draft.employeeId })).statusCode).toBe(204);
    expect((await test.db.select().from(employments).where(eq(employments.employeeId, draft.employeeId)))).toEqual([]);
    expect((await test.db.select().from(employments).where(eq(employments.employeeId, master.id)))).toHaveLength(1);
    expect((await admin.get('Employee/GetEmployeeById', { id: master.id })).json().draftId).toBeNull();
  });

  it('refuses a draft of an employee outside the planner’s departments', async () => {
    const ours = await buildShip(test.db);
    const theirs = await buildShip(test.db);
    const foreign = await buildEmployee(test.db);
    await buildEmployment(test.db, { employeeId: foreign.id, agreementId, departmentId: theirs.deck.id });
    const { token } = await plannerOf(test, [ours.ship.id]);
    const before = await employeeCount();
    expect((await client(test, token).post('Employee/CreateDraftEmployee', undefined, { employeeId: foreign.id })).statusCode).toBe(403);
    expect(await employeeCount()).toBe(before);
  });
});

describe('next of kin', () => {
  it('adds and edits next of kin, and lists them', async () => {
    const employee = await buildEmployee(test.db);
    const created = await admin.post('Employee/SaveNextOfKin', { employeeId: employee.id, name: 'Inger Hansen', relation: 'Ægtefælle', telephone: '+45 11 22 33 44' });
    expect(created.statusCode).toBe(200);
    const edited = await admin.post('Employee/SaveNextOfKin', { ...(created.json() as object), relation: 'Samlever', email: '' });
    expect(edited.json()).toMatchObject({ nextOfKinId: created.json().nextOfKinId, relation: 'Samlever', email: null });
    expect((await admin.get('Employee/GetNextOfKinByEmployeeId', { employeeId: employee.id })).json()).toEqual([edited.json()]);
    expect((await admin.get('Employee/GetEmployeeById', { id: employee.id })).json().nextOfKin).toEqual([edited.json()]);
  });

  it("refuses another employee's next of kin and an empty name, changing nothing", async () => {
    const [a, b] = [await buildEmployee(test.db), await buildEmployee(test.db)];
    const kin = (await admin.post('Employee/SaveNextOfKin', { employeeId: a.id, name: 'Original' })).json();
    expect((await admin.post('Employee/SaveNextOfKin', { nextOfKinId: kin.nextOfKinId, employeeId: b.id, name: 'Flyttet' })).statusCode).toBe(404);
    expect((await admin.post('Employee/SaveNextOfKin', { employeeId: a.id, name: ' ' })).json().message).toContain('Navn skal udfyldes');
    const rows = await test.db.select().from(nextOfKin).where(eq(nextOfKin.employeeId, a.id));
    expect(rows.map((row) => row.name)).toEqual(['Original']);
  });
});

describe('named information', () => {
  it('sets, reads and removes a named value, and shows the values on the employee', async () => {
    const employee = await buildEmployee(test.db);
    expect((await admin.get('Employee/GetNamedInfo', { employeeId: employee.id, infoName: 'Skostørrelse' })).json()).toEqual({ employeeId: employee.id, infoName: 'Skostørrelse', infoValue: null });
    expect((await admin.get('Employee/SaveNamedInfo', { employeeId: employee.id, infoName: 'Skostørrelse', infoValue: '43' })).json().infoValue).toBe('43');
    await admin.get('Employee/SaveNamedInfo', { employeeId: employee.id, infoName: 'Skostørrelse', infoValue: '44' });
    await admin.get('Employee/SaveNamedInfo', { employeeId: employee.id, infoName: 'Kørekort', infoValue: 'B' });
    expect((await admin.get('Employee/GetNamedInfo', { employeeId: employee.id, infoName: 'Skostørrelse' })).json().infoValue).toBe('44');
    expect((await admin.get('Employee/GetEmployeeById', { id: employee.id })).json().namedInfo.map((i: { infoName: string; infoValue: string }) => [i.infoName, i.infoValue])).toEqual([
      ['Kørekort', 'B'],
      ['Skostørrelse', '44'],
    ]);
    const removed = await admin.get('Employee/SaveNamedInfo', { employeeId: employee.id, infoName: 'Skostørrelse' });
    expect(removed.json().infoValue).toBeNull();
    expect(await test.db.select().from(infoValues).where(eq(infoValues.employeeId, employee.id))).toHaveLength(1);
  });

  it('refuses a planner outside reach and a blank name', async () => {
    const ours = await buildShip(test.db);
    const theirs = await buildShip(test.db);
    const foreign = await buildEmployee(test.db);
    await buildEmployment(test.db, { employeeId: foreign.id, agreementId, departmentId: theirs.deck.id });
    const { token } = await plannerOf(test, [ours.ship.id]);
    expect((await client(test, token).get('Employee/SaveNamedInfo', { employeeId: foreign.id, infoName: 'X', infoValue: '1' })).statusCode).toBe(403);
    expect(await test.db.select().from(infoValues).where(eq(infoValues.employeeId, foreign.id))).toEqual([]);
    expect((await admin.get('Employee/SaveNamedInfo', { employeeId: foreign.id, infoName: '  ', infoValue: '1' })).json().message).toBe('Oplysningen skal have et navn.');
  });
});
