import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { departmentTimeTables, timeTableEntries, timeTableLines, timeTables } from '../../src/db/schema/index.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildProperty, buildShip } from '../support/organisation.ts';

let test: TestApp;
let admin: Client;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
});
afterAll(() => test.close());

const rows = async (table: typeof timeTables | typeof timeTableLines | typeof timeTableEntries | typeof departmentTimeTables) =>
  (await test.db.select({ n: count() }).from(table))[0]!.n;

describe('timetables', () => {
  it('builds a timetable for a ship with a line per month and a text per day, and reads it back', async () => {
    const { ship } = await buildShip(test.db);
    const table = await admin.post('Department/SaveTimeTable', { name: 'Sejlplan Køge–Rønne', departmentPropertyIds: [ship.id] });
    expect(table.statusCode).toBe(200);
    expect(table.json()).toMatchObject({ name: 'Sejlplan Køge–Rønne', departmentPropertyIds: [ship.id], lines: [] });
    const { timeTableId } = table.json();
    const march = (await admin.post('Department/SaveTimeTableLine', { timeTableId, month: 3, year: 2027, text: 'Vinterfart' })).json();
    const april = (await admin.post('Department/SaveTimeTableLine', { timeTableId, month: 4, year: 2027 })).json();
    expect(april).toMatchObject({ text: '', entries: [] });
    const entry = await admin.post('Department/SaveTimeTableEntry', { timeTableLineId: march.timeTableLineId, day: 31, text: 'Køge 06:30' });
    expect(entry.json()).toMatchObject({ day: 31, text: 'Køge 06:30' });
    await admin.post('Department/SaveTimeTableEntry', { timeTableLineId: march.timeTableLineId, day: 1, text: 'Rønne 08:00' });
    const read = (await admin.get('Department/GetTimeTableById', { timetableId: timeTableId })).json();
    expect(read.lines.map((line: { month: number }) => line.month)).toEqual([3, 4]);
    expect(read.lines[0].entries.map((e: { day: number; text: string }) => [e.day, e.text])).toEqual([
      [1, 'Rønne 08:00'],
      [31, 'Køge 06:30'],
    ]);
    expect((await admin.get('Department/GetTimeTables')).json().map((t: { timeTableId: number }) => t.timeTableId)).toContain(timeTableId);
  });

  it("answers a department's timetable for a month, inherited from the ship above it", async () => {
    const { ship, deck } = await buildShip(test.db);
    const { timeTableId } = (await admin.post('Department/SaveTimeTable', { name: 'Arvet', departmentPropertyIds: [ship.id] })).json();
    await admin.post('Department/SaveTimeTableLine', { timeTableId, month: 5, year: 2027, text: 'Maj' });
    await admin.post('Department/SaveTimeTableLine', { timeTableId, month: 6, year: 2027, text: 'Juni' });
    const planner = client(test, (await signedIn(test, ['Planner'])).token);
    const forDeck = (await planner.get('Department/GetTimeTableByDepartment', { propertyId: deck.id, year: 2027, month: 6 })).json();
    expect(forDeck).toMatchObject({ timeTableId, name: 'Arvet' });
    expect(forDeck.lines.map((line: { text: string }) => line.text)).toEqual(['Juni']);
    const own = (await admin.post('Department/SaveTimeTable', { name: 'Egen', departmentPropertyIds: [deck.id] })).json();
    expect((await planner.get('Department/GetTimeTableByDepartment', { propertyId: deck.id, year: 2027, month: 6 })).json().timeTableId).toBe(own.timeTableId);
    const lone = await buildShip(test.db);
    expect((await planner.get('Department/GetTimeTableByDepartment', { propertyId: lone.deck.id, year: 2027, month: 6 })).statusCode).toBe(204);
  });

  it('replaces a day’s text, removes it with an empty text, and refuses a day the month lacks', async () => {
    const { timeTableId } = (await admin.post('Department/SaveTimeTable', { name: 'Februar' })).json();
    const line = (await admin.post('Department/SaveTimeTableLine', { timeTableId, month: 2, year: 2027 })).json();
    await admin.post('Department/SaveTimeTableEntry', { timeTableLineId: line.timeTableLineId, day: 14, text: 'Første' });
    const replaced = (await admin.post('Department/SaveTimeTableEntry', { timeTableLineId: line.timeTableLineId, day: 14, text: 'Anden' })).json();
    expect(replaced.text).toBe('Anden');
    const entries = () => test.db.select().from(timeTableEntries).where(eq(timeTableEntries.timeTableLineId, line.timeTableLineId));
    expect(await entries()).toHaveLength(1);
    const outside = await admin.post('Department/SaveTimeTableEntry', { timeTableLineId: line.timeTableLineId, day: 29, text: 'Skudår?' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Dagen 29 findes ikke i 2/2027.');
    expect((await admin.post('Department/SaveTimeTableEntry', { timeTableLineId: line.timeTableLineId, day: 14, text: '' })).statusCode).toBe(204);
    expect(await entries()).toHaveLength(0);
  });

  it('refuses a department that follows another timetable, and a property that is not a department, changing nothing', async () => {
    const { ship } = await buildShip(test.db);
    const first = (await admin.post('Department/SaveTimeTable', { name: 'Første plan', departmentPropertyIds: [ship.id] })).json();
    const [tablesBefore, linksBefore] = [await rows(timeTables), await rows(departmentTimeTables)];
    const taken = await admin.post('Department/SaveTimeTable', { name: 'Anden plan', departmentPropertyIds: [ship.id] });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(`${ship.name} følger allerede køreplanen Første plan.`);
    const position = await buildProperty(test.db, 'position');
    const wrong = await admin.post('Department/SaveTimeTable', { timeTableId: first.timeTableId, name: 'Omdøbt', departmentPropertyIds: [position.id] });
    expect(wrong.json().message).toBe(`${position.name} er ikke en afdeling.`);
    expect([await rows(timeTables), await rows(departmentTimeTables)]).toEqual([tablesBefore, linksBefore]);
    expect((await admin.get('Department/GetTimeTableById', { timetableId: first.timeTableId })).json()).toMatchObject({ name: 'Første plan', departmentPropertyIds: [ship.id] });
  });

  it('lets only Admin change timetables (403, nothing changed)', async () => {
    const { timeTableId } = (await admin.post('Department/SaveTimeTable', { name: 'Låst' })).json();
    const planner = client(test, (await signedIn(test, ['Planner'])).token);
    const before = [await rows(timeTables), await rows(timeTableLines)];
    expect((await planner.post('Department/SaveTimeTable', { name: 'Ny' })).statusCode).toBe(403);
    expect((await planner.post('Department/SaveTimeTableLine', { timeTableId, month: 1, year: 2027 })).statusCode).toBe(403);
    expect([await rows(timeTables), await rows(timeTableLines)]).toEqual(before);
    expect((await planner.get('Department/GetTimeTables')).statusCode).toBe(200);
  });
});
