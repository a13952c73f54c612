// The grid keeps each employment's days by the version triggers give its watches (rows/watch-days-cache.ts):
// every kind of change, made straight in the database as another server or a migration would, shows in the next read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { EmployeeDto, WatchDto } from '@kaj/contract';
import { plannedWatches, properties, realisedWatches, users, watchTemplates } from '../../src/db/schema/index.ts';
import { rowOfEmployment } from '../../src/areas/planning/rows/index.ts';
import { builtDaysOf } from '../../src/areas/planning/rows/built-days.ts';
import { readEmployments } from '../../src/areas/planning/rows/row-sources.ts';
import { keptFigureFields } from '../../src/areas/pay-engine/index.ts';
import { loadSessionUser } from '../../src/auth/session-user.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildProperty, buildShip, plannerOf } from '../support/organisation.ts';
import { approve, buildPlanOnly, buildTemplate, buildWatch, giveProperty } from './grid-fixtures.ts';

let test: TestApp;
let planner: Client;
let plannerUserId: number;
let employee: Client;
let shipId: number;
let annaJob: number;
let boJob: number;
let templateId: number;
let watchId: number;
let supplementId: number;

const march = { start: '2026-03-01', end: '2026-03-31' };

async function rows(as: Client = planner): Promise<EmployeeDto[]> {
  const answer = await as.post('Plan/GetEmployeesPeriod', {}, { ...march, departmentid: shipId });
  expect(answer.statusCode).toBe(200);
  return answer.json() as EmployeeDto[];
}

const rowOf = (list: EmployeeDto[], employmentId: number) => list.find((row) => row.employments[0]!.employmentId === employmentId)!;
const watchesOn = (row: EmployeeDto, date: string): WatchDto[] => row.employments[0]!.watchDays.find((day) => day.date === date)!.watches;

beforeAll(async () => {
  test = await createTestApp();
  const db = test.db;
  const { ship, deck } = await buildShip(db);
  shipId = ship.id;
  const agreement = await buildAgreement(db);
  const anna = await buildEmployee(db, { firstName: 'Anna', lastName: 'Andersen' });
  annaJob = (await buildEmployment(db, { employeeId: anna.id, agreementId: agreement.id, departmentId: deck.id })).id;
  const bo = await buildEmployee(db, { firstName: 'Bo', lastName: 'Berg' });
  boJob = (await buildEmployment(db, { employeeId: bo.id, agreementId: agreement.id, departmentId: deck.id })).id;
  const template = await buildTemplate(db, { code: 'KD', color: '#ffeb3b', startTime: '07:00', endTime: '15:00' });
  templateId = template.id;
  watchId = (await buildWatch(db, { employmentId: annaJob, template, date: '2026-03-02', startTime: '07:00', endTime: '15:00' })).realisedWatchId;
  await buildWatch(db, { employmentId: boJob, template, date: '2026-03-02', startTime: '07:00', endTime: '15:00' });
  supplementId = (await buildProperty(db, 'supplement', { name: 'Overtid', code: 'OT' })).id;
  const session = await plannerOf(test, [ship.id]);
  planner = client(test, session.token);
  plannerUserId = session.user.id;
  const own = await signedIn(test, ['Employee']);
  await db.update(users).set({ employeeId: anna.id }).where(eq(users.id, own.user.id));
  employee = client(test, own.token);
});
afterAll(() => test.close());

describe('the days the grid keeps', () => {
  it('answers the same rows twice, and a change of a realised watch in the next read, the other row as it was', async () => {
    const first = await rows();
    expect(await rows()).toEqual(first);
    await test.db.update(realisedWatches).set({ startTime: '08:00', totalTime: 420 }).where(eq(realisedWatches.id, watchId));
    const next = await rows();
    expect(watchesOn(rowOf(next, annaJob), '2026-03-02')[0]).toMatchObject({ startTime: '08:00', totalTime: 420 });
    expect(rowOf(next, annaJob).totalTime).toBe(420);
    expect(rowOf(next, boJob)).toEqual(rowOf(first, boJob));
  });

  it('shows a new property of a watch, its value changed and its removal', async () => {
    await giveProperty(test.db, watchId, supplementId, '1.5');
    expect(watchesOn(rowOf(await rows(), annaJob), '2026-03-02')[0]!.properties).toEqual([expect.objectContaining({ code: 'OT', value: 1.5 })]);
    await test.db.execute(sql`update realised_watch_properties set value = 2 where realised_watch_id = ${watchId}`);
    expect(watchesOn(rowOf(await rows(), annaJob), '2026-03-02')[0]!.properties[0]!.value).toBe(2);
    await test.db.execute(sql`delete from realised_watch_properties where realised_watch_id = ${watchId}`);
    expect(watchesOn(rowOf(await rows(), annaJob), '2026-03-02')[0]!.properties).toEqual([]);
  });

  it('shows an approval, then a rejection of the watch', async () => {
    await approve(test.db, annaJob, [watchId]);
    expect(watchesOn(rowOf(await rows(), annaJob), '2026-03-02')[0]).toMatchObject({ approved: true, rejected: false });
    await approve(test.db, annaJob, [watchId], true);
    expect(watchesOn(rowOf(await rows(), annaJob), '2026-03-02')[0]).toMatchObject({ approved: false, rejected: true });
  });

  it('shows a plan alone, and its removal', async () => {
    const planId = await buildPlanOnly(test.db, boJob, templateId, '2026-03-09');
    expect(watchesOn(rowOf(await rows(), boJob), '2026-03-09').map((watch) => watch.plannedWatchId)).toEqual([planId]);
    await test.db.delete(plannedWatches).where(eq(plannedWatches.id, planId));
    expect(watchesOn(rowOf(await rows(), boJob), '2026-03-09')).toEqual([]);
  });

  it("shows a watch code's new colour and a property's new name on every row", async () => {
    await test.db.update(watchTemplates).set({ color: '#1f4e79' }).where(eq(watchTemplates.id, templateId));
    const recoloured = await rows();
    for (const employmentId of [annaJob, boJob]) expect(watchesOn(rowOf(recoloured, employmentId), '2026-03-02')[0]).toMatchObject({ color: '#1f4e79', textColor: '#ffffff' });
    await giveProperty(test.db, watchId, supplementId, null);
    await test.db.update(properties).set({ name: 'Overarbejde' }).where(eq(properties.id, supplementId));
    expect(watchesOn(rowOf(await rows(), annaJob), '2026-03-02')[0]!.properties[0]!.name).toBe('Overarbejde');
  });

  it('marks the watches as the reader’s own only for the employee, whoever read the row first', async () => {
    expect(watchesOn(rowOf(await rows(), annaJob), '2026-03-02')[0]!.ownedByUser).toBe(false);
    const own = await rows(employee);
    expect(own.map((row) => row.employments[0]!.employmentId)).toEqual([annaJob]);
    expect(watchesOn(own[0]!, '2026-03-02')[0]!.ownedByUser).toBe(true);
    expect(watchesOn(rowOf(await rows(), annaJob), '2026-03-02')[0]!.ownedByUser).toBe(false);
  });

  it('keeps nothing of a transaction that rolled back: the rows read inside it are its own', async () => {
    const before = await rows();
    const user = (await loadSessionUser(test.db, plannerUserId))!;
    const rolledBack = new Error('rolled back');
    await expect(
      test.db.transaction(async (tx) => {
        await tx.update(realisedWatches).set({ endTime: '18:00', totalTime: 600 }).where(eq(realisedWatches.id, watchId));
        const inside = await rowOfEmployment(tx, user, annaJob, march);
        expect(watchesOn(inside, '2026-03-02')[0]!.endTime).toBe('18:00');
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await rows()).toEqual(before);
    await test.db.update(realisedWatches).set({ endTime: '16:00', totalTime: 480 }).where(eq(realisedWatches.id, watchId));
    expect(watchesOn(rowOf(await rows(), annaJob), '2026-03-02')[0]!.endTime).toBe('16:00');
  });

  it('builds the days and the pay figures once for reads at the same moment', async () => {
    // Every row built again, as after a start: a watch code's change and a pay configuration's change.
    await test.db.execute(sql`select bump_grid_row_versions(array[0])`);
    await test.db.execute(sql`select bump_pay_figure_versions(array[0])`);
    const user = (await loadSessionUser(test.db, plannerUserId))!;
    const employments = await readEmployments(test.db, [annaJob, boJob]);
    const [first, second] = await Promise.all([builtDaysOf(test.db, user, employments, march), builtDaysOf(test.db, user, employments, march)]);
    for (const employmentId of [annaJob, boJob]) expect(second.get(employmentId)).toBe(first.get(employmentId));
    const [figures, again] = await Promise.all([keptFigureFields(test.db, [annaJob, boJob], march), keptFigureFields(test.db, [annaJob, boJob], march)]);
    expect(figures.size).toBe(2);
    for (const [employeeId, fields] of figures) expect(again.get(employeeId)).toBe(fields);
  });

  it('shows no watches after the tables of watches are emptied', async () => {
    expect(watchesOn(rowOf(await rows(), boJob), '2026-03-02')).toHaveLength(1);
    await test.db.execute(sql`truncate realised_watches, planned_watches cascade`);
    const emptied = await rows();
    for (const employmentId of [annaJob, boJob]) expect(rowOf(emptied, employmentId).employments[0]!.watchDays.every((day) => day.watches.length === 0)).toBe(true);
  });
});
