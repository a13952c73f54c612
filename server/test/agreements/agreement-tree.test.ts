import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { agreements, exportPrices } from '../../src/db/schema/index.ts';
import { client, type Client } from '../support/client.ts';
import { buildDepartment, buildEmployee, buildEmployment, plannerOf } from '../support/organisation.ts';
import { buildChildAgreement, buildExportAccount } from '../support/pay-config.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';

let test: TestApp;
let admin: Client;
let planner: Client;
let employee: Client;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  planner = client(test, (await signedIn(test, ['Planner'])).token);
  employee = client(test, (await signedIn(test, ['Employee'])).token);
});
afterAll(() => test.close());

const agreementCount = async () => (await test.db.select({ n: count() }).from(agreements))[0]!.n;

describe('the agreement tree', () => {
  it('creates agreements with SaveAgreement and shows them as a tree, a list, children and one by id', async () => {
    const root = (await admin.post('Agreement/SaveAgreement', { code: 'TR', name: 'Træets rod', hoursPerDay: 7.4 })).json();
    expect(root).toMatchObject({ code: 'TR', name: 'Træets rod', parentId: null, hoursPerDay: 7.4, isDis: false, rules: [], properties: [], exportAccounts: [], propertyTypeIds: [], payAccounts: [] });
    const child = (await admin.post('Agreement/SaveAgreement', { code: 'TR-A', name: 'Gren A', parentId: root.agreementId })).json();
    const grandchild = (await admin.post('Agreement/SaveAgreement', { code: 'TR-A1', name: 'Kvist', parentId: child.agreementId })).json();

    const tree = (await planner.get('Agreement/GetAgreementTree')).json();
    const node = tree.find((entry: { code: string }) => entry.code === 'TR');
    expect(node.children).toEqual([expect.objectContaining({ code: 'TR-A', children: [expect.objectContaining({ code: 'TR-A1', children: [] })] })]);

    const list = (await planner.get('Agreement/GetAgreements')).json();
    expect(list.map((entry: { code: string }) => entry.code)).toEqual(expect.arrayContaining(['TR', 'TR-A', 'TR-A1']));
    expect((await planner.get('Agreement/GetAgreementChildren', { agreementid: root.agreementId })).json()).toEqual([
      { agreementId: child.agreementId, code: 'TR-A', name: 'Gren A', parentId: root.agreementId, hoursPerDay: null, isDis: false },
    ]);
    expect((await planner.get('Agreement/GetAgreementById', { agreementid: grandchild.agreementId })).json()).toEqual({
      agreementId: grandchild.agreementId,
      code: 'TR-A1',
      name: 'Kvist',
      parentId: child.agreementId,
      hoursPerDay: null,
      isDis: false,
    });
    expect((await planner.get('Agreement/GetAgreementById', { agreementid: 999999 })).statusCode).toBe(404);
  });

  it('renames an agreement and refuses a code another agreement has, in any case', async () => {
    const first = await buildChildAgreement(test.db, null, 'KODE1');
    await buildChildAgreement(test.db, null, 'KODE2');
    const renamed = await admin.post('Agreement/SaveAgreement', { agreementId: first.id, code: 'KODE1', name: 'Nyt navn' });
    expect(renamed.json()).toMatchObject({ agreementId: first.id, name: 'Nyt navn' });
    const before = await agreementCount();
    const taken = await admin.post('Agreement/SaveAgreement', { code: 'kode2', name: 'Dublet', hoursPerDay: 7.4 });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('Der findes allerede en overenskomst med koden kode2.');
    expect(await agreementCount()).toBe(before);
  });

  it('keeps hours per day and DIS on the agreement: a top agreement must have hours, one below inherits, bounds in Danish', async () => {
    const before = await agreementCount();
    const withoutHours = await admin.post('Agreement/SaveAgreement', { code: 'UT', name: 'Uden timer' });
    expect(withoutHours.statusCode).toBe(400);
    expect(withoutHours.json().message).toBe('En overenskomst øverst i træet skal have timer pr. dag; dem under den arver dem.');
    for (const [hoursPerDay, message] of [
      [0.5, 'Timer pr. dag skal være fra 1 til 24'],
      [7.555, 'Timer pr. dag kan højst have 2 decimaler'],
    ] as const) {
      const refused = await admin.post('Agreement/SaveAgreement', { code: 'UT', name: 'Uden timer', hoursPerDay });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect(await agreementCount()).toBe(before);

    const top = (await admin.post('Agreement/SaveAgreement', { code: 'HT', name: 'Halvfems', hoursPerDay: 7.5 })).json();
    const dis = (await admin.post('Agreement/SaveAgreement', { code: 'HT-D', name: 'Under', parentId: top.agreementId, isDis: true })).json();
    expect(dis).toMatchObject({ hoursPerDay: null, isDis: true });
    // Left out, the facts stay; a renamed agreement keeps them.
    expect((await admin.post('Agreement/SaveAgreement', { agreementId: top.agreementId, code: 'HT', name: 'Nyt navn' })).json()).toMatchObject({ hoursPerDay: 7.5 });
    const cleared = await admin.post('Agreement/SaveAgreement', { agreementId: top.agreementId, code: 'HT', name: 'Nyt navn', hoursPerDay: null });
    expect(cleared.statusCode).toBe(400);
    // Moved to the top without hours of its own: refused, as it would leave the agreements below without a day.
    const moved = await admin.get('Agreement/MoveAgreement', { id: dis.agreementId });
    expect(moved.json().message).toBe('En overenskomst øverst i træet skal have timer pr. dag; dem under den arver dem.');
  });

  it('moves an agreement under another and to the top, and refuses a move below itself or its own child', async () => {
    const a = await buildChildAgreement(test.db, null);
    const b = await buildChildAgreement(test.db, a.id);
    const c = await buildChildAgreement(test.db, null);
    const moved = await admin.get('Agreement/MoveAgreement', { id: c.id, parentId: b.id });
    expect(moved.json()).toMatchObject({ agreementId: c.id, parentId: b.id });
    expect((await admin.get('Agreement/MoveAgreement', { id: c.id })).json()).toMatchObject({ parentId: null });

    for (const parentId of [a.id, b.id]) {
      const refused = await admin.get('Agreement/MoveAgreement', { id: a.id, parentId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('En overenskomst kan ikke placeres under sig selv eller sine egne underoverenskomster.');
    }
    const viaSave = await admin.post('Agreement/SaveAgreement', { agreementId: a.id, code: a.code, name: a.name, parentId: b.id });
    expect(viaSave.statusCode).toBe(400);
    const [row] = await test.db.select().from(agreements).where(eq(agreements.id, a.id));
    expect(row!.parentId).toBeNull();
    expect((await admin.get('Agreement/MoveAgreement', { id: a.id, parentId: 999999 })).json().message).toBe('Den overordnede overenskomst findes ikke.');
  });

  it('deletes an agreement without children or employments, and refuses one with either, changing nothing', async () => {
    const parent = await buildChildAgreement(test.db, null, 'SLET-P');
    const child = await buildChildAgreement(test.db, parent.id, 'SLET-B');
    const withChildren = await admin.get('Agreement/DeleteAgreement', { agreementid: parent.id });
    expect(withChildren.statusCode).toBe(400);
    expect(withChildren.json().message).toBe('Overenskomsten har underoverenskomster (SLET-B) og kan ikke slettes.');

    const department = await buildDepartment(test.db);
    const person = await buildEmployee(test.db);
    await buildEmployment(test.db, { employeeId: person.id, agreementId: child.id, departmentId: department.id });
    const used = await admin.get('Agreement/DeleteAgreement', { agreementid: child.id });
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe('Overenskomsten bruges af 1 ansættelse og kan ikke slettes.');
    expect(await test.db.select().from(agreements).where(eq(agreements.id, child.id))).toHaveLength(1);

    const free = await buildChildAgreement(test.db, parent.id, 'SLET-FRI');
    const rule = await admin.post('Agreement/AddPayAccountRule', { name: 'Regel', details: null, agreementId: free.id });
    expect(rule.statusCode).toBe(200);
    expect((await admin.get('Agreement/DeleteAgreement', { agreementid: free.id })).statusCode).toBe(204);
    expect(await test.db.select().from(agreements).where(eq(agreements.id, free.id))).toEqual([]);
    expect((await admin.get('Agreement/GetPayAccountRuleById', { id: rule.json().payAccountRuleId })).statusCode).toBe(200);
  });

  it('refuses to delete an agreement that export prices name, and carries prices along when its code changes', async () => {
    const agreement = await buildChildAgreement(test.db, null, 'PRIS');
    await buildExportAccount(test.db, { account: '0777' });
    expect((await admin.post('Plan/SaveExportPrice', { account: '0777', agreementCode: 'PRIS', validFrom: '2026-01-01', value: 12.5 })).statusCode).toBe(200);
    const refused = await admin.get('Agreement/DeleteAgreement', { agreementid: agreement.id });
    expect(refused.json().message).toBe('Overenskomsten har eksportpriser og kan ikke slettes. Slet priserne først.');
    await admin.post('Agreement/SaveAgreement', { agreementId: agreement.id, code: 'PRIS2', name: agreement.name });
    const prices = await test.db.select().from(exportPrices).where(eq(exportPrices.account, '0777'));
    expect(prices.map((price) => price.agreementCode)).toEqual(['PRIS2']);
  });

  it('finds the agreement of an employment the caller reads, and refuses one outside their departments', async () => {
    const agreement = await buildChildAgreement(test.db, null);
    const department = await buildDepartment(test.db);
    const person = await buildEmployee(test.db);
    const employment = await buildEmployment(test.db, { employeeId: person.id, agreementId: agreement.id, departmentId: department.id });
    const ours = client(test, (await plannerOf(test, [department.id])).token);
    expect((await ours.get('Agreement/GetAgreementByEmploymentId', { employmentid: employment.id })).json()).toMatchObject({
      agreementId: agreement.id,
      code: agreement.code,
    });
    expect((await planner.get('Agreement/GetAgreementByEmploymentId', { employmentid: employment.id })).statusCode).toBe(403);
    const missing = await ours.get('Agreement/GetAgreementByEmploymentId', { employmentid: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Ansættelsen findes ikke.');
  });

  it('lets only Admin change agreements and keeps the reads from employees', async () => {
    const agreement = await buildChildAgreement(test.db, null);
    const writes = [
      planner.post('Agreement/SaveAgreement', { code: 'NEJ', name: 'Nej' }),
      planner.get('Agreement/DeleteAgreement', { agreementid: agreement.id }),
      planner.get('Agreement/MoveAgreement', { id: agreement.id }),
      planner.post('Agreement/AddPropertyType', undefined, { agreementid: agreement.id, propertytypeid: 1 }),
    ];
    for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(403);
    expect((await employee.get('Agreement/GetAgreements')).statusCode).toBe(403);
    expect((await employee.get('Agreement/GetAgreementDtoById', { agreementid: agreement.id })).statusCode).toBe(403);
  });
});
