import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { roles, userProperties } from '../../src/db/schema/index.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildProperty, buildShip, plannerOf, typeId } from '../support/organisation.ts';

let test: TestApp;
let admin: Client;
let departmentType: number;
let plannerRole: number;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  departmentType = await typeId(test.db, 'department');
  plannerRole = (await test.db.select().from(roles).where(eq(roles.name, 'Planner')))[0]!.id;
});
afterAll(() => test.close());

const ids = (list: { propertyId: number }[]) => list.map((p) => p.propertyId).sort((a, b) => a - b);

describe("a user's properties per role", () => {
  it('sets and reads the departments a planner reaches', async () => {
    const { ship, deck } = await buildShip(test.db);
    const other = await buildShip(test.db);
    const { user } = await signedIn(test, ['Planner']);
    const saved = await admin.post('Property/SaveUserProperties', { planUserId: user.id, roleId: plannerRole, propertyTypeId: departmentType, propertyIds: [ship.id, other.deck.id] });
    expect(saved.statusCode).toBe(200);
    expect(ids(saved.json())).toEqual([ship.id, other.deck.id].sort((a, b) => a - b));
    const read = await admin.get('Property/GetUserProperties', { typeid: departmentType, roleid: plannerRole, planUserId: user.id });
    expect(ids(read.json())).toEqual(ids(saved.json()));

    const replaced = await admin.post('Property/SaveUserProperties', { planUserId: user.id, roleId: plannerRole, propertyTypeId: departmentType, propertyIds: [deck.id] });
    expect(ids(replaced.json())).toEqual([deck.id]);
  });

  it('answers the reach as a tree: the departments below, and the groups above as not selectable', async () => {
    const { ship, deck, engine } = await buildShip(test.db);
    const { user, token } = await plannerOf(test, [ship.id]);
    const tree = (await client(test, token).get('Property/GetUserPropertyTree', { typeid: departmentType, roleid: plannerRole })).json();
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ propertyId: ship.id, selectable: false });
    expect(tree[0].children.map((c: { propertyId: number; selectable: boolean }) => [c.propertyId, c.selectable])).toEqual([
      [deck.id, true],
      [engine.id, true],
    ]);

    const onlyDeck = await plannerOf(test, [deck.id]);
    const deckTree = (await admin.get('Property/GetUserPropertyTree', { typeid: departmentType, roleid: plannerRole, planUserId: onlyDeck.user.id })).json();
    expect(deckTree[0]).toMatchObject({ propertyId: ship.id, selectable: false });
    expect(deckTree[0].children).toEqual([expect.objectContaining({ propertyId: deck.id, selectable: true })]);
    expect(user.id).not.toBe(onlyDeck.user.id);
  });

  it("refuses another user's properties to a non-admin, and wrong input to the admin, changing nothing", async () => {
    const { ship } = await buildShip(test.db);
    const { user, token } = await plannerOf(test, [ship.id]);
    const other = await signedIn(test, ['Planner']);
    const as = client(test, token);
    expect((await as.get('Property/GetUserProperties', { typeid: departmentType, roleid: plannerRole, planUserId: other.user.id })).statusCode).toBe(403);
    expect((await as.post('Property/SaveUserProperties', { planUserId: user.id, roleId: plannerRole, propertyTypeId: departmentType, propertyIds: [] })).statusCode).toBe(403);

    const position = await buildProperty(test.db, 'position');
    const before = (await test.db.select({ n: count() }).from(userProperties))[0]!.n;
    const wrongType = await admin.post('Property/SaveUserProperties', { planUserId: user.id, roleId: plannerRole, propertyTypeId: departmentType, propertyIds: [position.id] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe(`${position.name} er ikke af typen Afdeling.`);
    const unknownRole = await admin.post('Property/SaveUserProperties', { planUserId: user.id, roleId: 9999, propertyTypeId: departmentType, propertyIds: [] });
    expect(unknownRole.json().message).toBe('Rollen findes ikke.');
    expect((await test.db.select({ n: count() }).from(userProperties))[0]!.n).toBe(before);
  });
});

describe('Plan.GetDepartments', () => {
  it("answers the caller's departments with all below them; every one for Admin; none for a user without reach", async () => {
    const { ship, deck, engine } = await buildShip(test.db);
    const elsewhere = await buildShip(test.db);
    const { token } = await plannerOf(test, [ship.id]);
    expect(ids((await client(test, token).get('Plan/GetDepartments')).json())).toEqual([ship.id, deck.id, engine.id].sort((a, b) => a - b));
    const all = ids((await admin.get('Plan/GetDepartments')).json());
    expect(all).toEqual(expect.arrayContaining([ship.id, elsewhere.ship.id, elsewhere.deck.id]));
    const employee = await signedIn(test, ['Employee']);
    expect((await client(test, employee.token).get('Plan/GetDepartments')).json()).toEqual([]);
  });

  it('reaches the departments attached to an approver for the Approver role', async () => {
    const { ship } = await buildShip(test.db);
    const { token } = await plannerOf(test, [ship.id], 'Approver');
    expect(ids((await client(test, token).get('Plan/GetDepartments')).json())).toHaveLength(3);
  });
});
