import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { agreementProperties, departmentTimeTables, properties, timeTables, watchDetailProperties, watchDetails, watchTemplates } from '../../src/db/schema/index.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildAgreement, buildDepartment, buildEmployee, buildEmployment, buildProperty, buildShip, giveReach, typeId } from '../support/organisation.ts';

let test: TestApp;
let admin: Client;
let planner: Client;
let departmentType: number;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  planner = client(test, (await signedIn(test, ['Planner'])).token);
  departmentType = await typeId(test.db, 'department');
});
afterAll(() => test.close());

const propertyCount = async () => (await test.db.select({ n: count() }).from(properties))[0]!.n;
const stored = async (id: number) => (await test.db.select().from(properties).where(eq(properties.id, id)))[0];

describe('reading properties', () => {
  it('lists the property types the code knows, in Danish order', async () => {
    const response = await planner.get('Property/GetPropertyTypes');
    expect(response.statusCode).toBe(200);
    const names = response.json().map((type: { name: string }) => type.name);
    expect(names).toEqual(expect.arrayContaining(['Afdeling', 'Stilling', 'Jobgruppe', 'Stillingsgruppe', 'Fravær', 'Vagttype', 'Tillæg', 'Budget']));
    expect(response.json().find((type: { key: string }) => type.key === 'supplement').canHaveValue).toBe(true);
    expect((await planner.get('Property/GetPropertyType', { typeid: departmentType })).json()).toMatchObject({ name: 'Afdeling', key: 'department' });
    expect((await planner.get('Property/GetPropertyType', { typeid: 99999 })).statusCode).toBe(404);
  });

  it('answers a type as a tree, a flat list, and the children of a node', async () => {
    const { ship, deck, engine } = await buildShip(test.db, 'M/F Træet');
    const tree = (await planner.get('Property/GetPropertyTree', { typeid: departmentType })).json();
    const node = tree.find((root: { propertyId: number }) => root.propertyId === ship.id);
    expect(node).toMatchObject({ name: 'M/F Træet', selectable: false });
    expect(node.children.map((child: { name: string }) => child.name)).toEqual(['Dæk', 'Maskine']);
    const flat = (await planner.get('Property/GetProperties', { typeid: departmentType })).json();
    expect(flat.map((p: { propertyId: number }) => p.propertyId)).toEqual(expect.arrayContaining([ship.id, deck.id, engine.id]));
    const children = (await planner.get('Property/GetPropertyChildren', { typeid: departmentType, id: ship.id })).json();
    expect(children.map((p: { propertyId: number }) => p.propertyId)).toEqual([deck.id, engine.id]);
    expect((await planner.get('Property/GetPropertyById', { propertyId: deck.id })).json()).toMatchObject({ parentId: ship.id, name: 'Dæk' });
    expect((await planner.get('Property/GetPropertyById', { propertyId: 99999 })).statusCode).toBe(404);
    expect((await planner.get('Property/GetAllProperties')).json().length).toBeGreaterThanOrEqual(3);
  });
});

describe('changing properties', () => {
  it('adds a property below a parent of its own type', async () => {
    const { ship } = await buildShip(test.db);
    const response = await admin.get('Property/AddProperty', { name: ' Cafeteria ', code: 'CAFE-1', propertyTypeId: departmentType, parentPropertyId: ship.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Cafeteria', code: 'CAFE-1', parentId: ship.id, selectable: true, disabled: false, isCatering: false });
  });

  it('refuses a parent of another type and a code the type already has, creating nothing', async () => {
    const position = await buildProperty(test.db, 'position', { code: 'KAPT' });
    const before = await propertyCount();
    const otherType = await admin.get('Property/AddProperty', { name: 'Dæk', propertyTypeId: departmentType, parentPropertyId: position.id });
    expect(otherType.statusCode).toBe(400);
    expect(otherType.json().message).toBe('Den overordnede egenskab er af en anden type.');
    const duplicate = await admin.get('Property/AddProperty', { name: 'Kaptajn 2', code: 'kapt', propertyTypeId: position.propertyTypeId });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe(`Koden kapt bruges allerede af ${position.name}.`);
    expect(await propertyCount()).toBe(before);
    expect((await admin.get('Property/AddProperty', { name: 'Kaptajnsafdeling', code: 'KAPT', propertyTypeId: departmentType })).statusCode).toBe(200);
  });

  it('edits name, code and flags; a left-out parent moves it to the top', async () => {
    const { ship, deck } = await buildShip(test.db);
    const response = await admin.get('Property/EditProperty', { propertyId: deck.id, name: 'Dæk og bro', code: 'DB', parentId: ship.id, disabled: true });
    expect(response.json()).toMatchObject({ name: 'Dæk og bro', code: 'DB', parentId: ship.id, disabled: true, selectable: true });
    const top = await admin.get('Property/EditProperty', { propertyId: deck.id, name: 'Dæk og bro', code: 'DB' });
    expect(top.json()).toMatchObject({ parentId: null, disabled: true });
  });

  it('marks a department as catering, and refuses the flag on another type', async () => {
    const { ship, deck } = await buildShip(test.db);
    const catering = await admin.get('Property/EditProperty', { propertyId: deck.id, name: 'Kantine', parentId: ship.id, isCatering: true });
    expect(catering.json()).toMatchObject({ name: 'Kantine', isCatering: true });
    // Left out, the flag stays.
    expect((await admin.get('Property/EditProperty', { propertyId: deck.id, name: 'Kantine', parentId: ship.id })).json()).toMatchObject({ isCatering: true });
    const position = await buildProperty(test.db, 'position');
    const refused = await admin.get('Property/EditProperty', { propertyId: position.id, name: position.name, isCatering: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Kun en afdeling kan være cateringafdeling.');
  });

  it('refuses to move a property below itself or one of its own, and changes nothing', async () => {
    const { ship, deck } = await buildShip(test.db);
    for (const response of [
      await admin.get('Property/MoveProperty', { propertyId: ship.id, parentPropertyId: deck.id }),
      await admin.get('Property/MoveProperty', { propertyId: ship.id, parentPropertyId: ship.id }),
      await admin.get('Property/EditProperty', { propertyId: ship.id, name: ship.name, parentId: deck.id }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('En egenskab kan ikke ligge under sig selv eller en af sine egne underegenskaber.');
    }
    expect((await stored(ship.id))!.parentId).toBeNull();
    const other = await buildDepartment(test.db);
    expect((await admin.get('Property/MoveProperty', { propertyId: deck.id, parentPropertyId: other.id })).json().parentId).toBe(other.id);
    expect((await admin.get('Property/MoveProperty', { propertyId: deck.id })).json().parentId).toBeNull();
  });

  it('deletes a property nothing uses', async () => {
    const property = await buildDepartment(test.db);
    expect((await admin.get('Property/DeleteProperty', { propertyId: property.id })).statusCode).toBe(204);
    expect(await stored(property.id)).toBeUndefined();
  });

  it('refuses to delete a property in use, naming the use, and keeps it', async () => {
    const { ship, deck } = await buildShip(test.db);
    const employee = await buildEmployee(test.db);
    await buildEmployment(test.db, { employeeId: employee.id, agreementId: (await buildAgreement(test.db)).id, departmentId: deck.id });
    const engineRoom = await buildDepartment(test.db);
    const { user } = await signedIn(test, ['Planner']);
    await giveReach(test.db, user.id, 'Planner', [engineRoom.id]);
    const timetabled = await buildDepartment(test.db);
    const [table] = await test.db.insert(timeTables).values({ name: 'Sejlplan' }).returning();
    await test.db.insert(departmentTimeTables).values({ propertyId: timetabled.id, timeTableId: table!.id });
    const sailing = await buildProperty(test.db, 'watchType');
    const [template] = await test.db.insert(watchTemplates).values({ code: 'X1', color: '#000000' }).returning();
    const [detail] = await test.db.insert(watchDetails).values({ watchTemplateId: template!.id, startTime: '06:00', endTime: '14:00', totalTime: 480 }).returning();
    await test.db.insert(watchDetailProperties).values({ watchDetailId: detail!.id, propertyId: sailing.id });

    const cases: [number, string][] = [
      [ship.id, 'Egenskaben kan ikke slettes, fordi den har 2 underliggende egenskaber. Deaktivér den i stedet.'],
      [deck.id, 'Egenskaben kan ikke slettes, fordi den bruges på 1 ansættelse. Deaktivér den i stedet.'],
      [engineRoom.id, 'Egenskaben kan ikke slettes, fordi den er tilknyttet 1 bruger. Deaktivér den i stedet.'],
      [timetabled.id, 'Egenskaben kan ikke slettes, fordi den er knyttet til en køreplan. Deaktivér den i stedet.'],
      [sailing.id, 'Egenskaben kan ikke slettes, fordi den bruges på vagtkoder. Deaktivér den i stedet.'],
    ];
    for (const [propertyId, message] of cases) {
      const response = await admin.get('Property/DeleteProperty', { propertyId });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await stored(propertyId)).toBeDefined();
    }
    expect((await admin.get('Property/EditProperty', { propertyId: deck.id, name: 'Dæk', parentId: ship.id, disabled: true })).json().disabled).toBe(true);
  });

  it('refuses, through the foreign keys, a use the checks do not name (an agreement’s property)', async () => {
    const property = await buildDepartment(test.db);
    const agreement = await buildAgreement(test.db);
    await test.db.insert(agreementProperties).values({ agreementId: agreement.id, propertyId: property.id });
    const response = await admin.get('Property/DeleteProperty', { propertyId: property.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Egenskaben bruges stadig og kan ikke slettes. Deaktivér den i stedet.');
    expect(await stored(property.id)).toBeDefined();
  });

  it('lets only Admin change properties (403, nothing changed)', async () => {
    const property = await buildDepartment(test.db, { name: 'Uændret' });
    const before = await propertyCount();
    for (const response of [
      await planner.get('Property/AddProperty', { name: 'Ny', propertyTypeId: departmentType }),
      await planner.get('Property/EditProperty', { propertyId: property.id, name: 'Ændret' }),
      await planner.get('Property/MoveProperty', { propertyId: property.id }),
      await planner.get('Property/DeleteProperty', { propertyId: property.id }),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    expect(await propertyCount()).toBe(before);
    expect((await stored(property.id))!.name).toBe('Uændret');
  });
});
