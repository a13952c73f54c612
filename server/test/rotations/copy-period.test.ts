import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { closings, plannedWatches } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildShip, plannerOf } from '../support/organisation.ts';
import { addPlanned, crewMember, plansOf, tableCounts, watchWorld, type WatchWorld } from '../planning/watch-support.ts';

// Copying a week or a month (issue 20): the planned codes laid again in the target period with a rotation's preview
// (the save rolled back), its refusals named day by day, and its one undo.

let test: TestApp;
let world: WatchWorld;
let stranger: Client;
beforeAll(async () => {
  test = await createTestApp();
  world = await watchWorld(test);
  const other = await buildShip(test.db);
  stranger = client(test, (await plannerOf(test, [other.ship.id])).token);
});
afterAll(() => test.close());

const datesOf = async (employmentId: number, from: string, to: string) => (await plansOf(test.db, employmentId)).filter((plan) => plan.startDate >= from && plan.startDate <= to).map((plan) => plan.startDate);

describe('copying a month', () => {
  it('copies day of month into a shorter month; the preview is the save; collisions and missing days are named; one undo', async () => {
    const a = await crewMember(world);
    const b = await crewMember(world);
    for (const date of ['2026-11-02', '2026-11-03', '2026-11-30']) expect((await addPlanned(world, a.employmentId, 'D1', date)).statusCode).toBe(200);
    expect((await addPlanned(world, b.employmentId, 'N1', '2026-11-05')).statusCode).toBe(200);
    expect((await addPlanned(world, b.employmentId, 'D1', '2026-11-06')).statusCode).toBe(200);
    // In February A has a holiday on the 3rd and B a D2 on the 6th.
    expect((await addPlanned(world, a.employmentId, 'FE', '2027-02-03')).statusCode).toBe(200);
    expect((await addPlanned(world, b.employmentId, 'D2', '2027-02-06')).statusCode).toBe(200);
    const body = { kind: 'month', source: '2026-11-01', target: '2027-02-01', employmentIds: [a.employmentId, b.employmentId] };

    const before = await tableCounts(test.db);
    const preview = await world.planner.post('Plan/PreviewCopyPeriod', body);
    expect(preview.statusCode).toBe(200);
    expect(await tableCounts(test.db)).toEqual(before);
    const seen = preview.json();
    expect(seen.refused).toEqual([
      { employmentId: a.employmentId, date: '2026-11-30', code: 'D1', reason: 'no_day', text: 'Målmåneden har ingen 30.' },
      { employmentId: a.employmentId, date: '2027-02-03', code: 'D1', reason: 'absence', text: 'Fravær (FE)' },
      { employmentId: b.employmentId, date: '2027-02-06', code: 'D1', reason: 'watch', text: 'Har allerede D2 14:00-22:00' },
    ]);
    expect(seen.placed).toEqual([
      { employmentId: a.employmentId, count: 1, firstDate: '2027-02-02', lastDate: '2027-02-02', codes: [{ code: 'D1', count: 1 }] },
      { employmentId: b.employmentId, count: 1, firstDate: '2027-02-05', lastDate: '2027-02-05', codes: [{ code: 'N1', count: 1 }] },
    ]);

    const saved = await world.planner.post('Plan/CopyPeriod', body, { start: '2027-02-01', end: '2027-02-28' });
    expect(saved.statusCode).toBe(200);
    const copied = saved.json();
    expect({ placed: copied.placed, refused: copied.refused, restBreaches: copied.restBreaches, norms: copied.norms }).toEqual(seen);
    expect(copied.rows).toHaveLength(2);
    expect(await datesOf(a.employmentId, '2027-02-01', '2027-02-28')).toEqual(['2027-02-02', '2027-02-03']);
    expect(await datesOf(b.employmentId, '2027-02-01', '2027-02-28')).toEqual(['2027-02-05', '2027-02-06']);

    const undone = await world.planner.post('Plan/RemovePlannedWatches', copied.plannedWatchIds, { start: '2027-02-01', end: '2027-02-28' });
    expect(undone.statusCode).toBe(200);
    expect(await test.db.select().from(plannedWatches).where(inArray(plannedWatches.id, copied.plannedWatchIds))).toEqual([]);
    expect(await datesOf(a.employmentId, '2027-02-01', '2027-02-28')).toEqual(['2027-02-03']);
    expect(await datesOf(b.employmentId, '2027-02-01', '2027-02-28')).toEqual(['2027-02-06']);
  });
});

describe('copying a week', () => {
  it('keeps the weekdays, and refuses the days of a locked target month one by one', async () => {
    const crew = await crewMember(world);
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-22']) expect((await addPlanned(world, crew.employmentId, 'D1', date)).statusCode).toBe(200);
    await test.db.insert(closings).values({ employmentId: crew.employmentId, period: '2026-12-01', locked: true });
    const body = { kind: 'week', source: '2026-11-16', target: '2026-11-30', employmentIds: [crew.employmentId] };
    const preview = (await world.planner.post('Plan/PreviewCopyPeriod', body)).json();
    expect(preview.refused).toEqual(['2026-12-01', '2026-12-02', '2026-12-06'].map((date) => ({ employmentId: crew.employmentId, date, code: 'D1', reason: 'locked', text: 'Måneden december 2026 er lukket' })));
    const copied = (await world.planner.post('Plan/CopyPeriod', body, { start: '2026-11-01', end: '2026-11-30' })).json();
    expect(copied.placed).toEqual(preview.placed);
    expect(copied.placed[0]).toMatchObject({ count: 1, firstDate: '2026-11-30' });
    expect(await datesOf(crew.employmentId, '2026-11-23', '2026-12-31')).toEqual(['2026-11-30']);
  });
});

describe('bounds and reach', () => {
  it('refuses another ship’s planner (403) and bad periods (400), changing nothing', async () => {
    const crew = await crewMember(world);
    expect((await addPlanned(world, crew.employmentId, 'D1', '2026-11-02')).statusCode).toBe(200);
    const good = { kind: 'week', source: '2026-11-02', target: '2026-11-09', employmentIds: [crew.employmentId] };
    const before = await tableCounts(test.db);
    expect((await stranger.post('Plan/PreviewCopyPeriod', good)).statusCode).toBe(403);
    expect((await stranger.post('Plan/CopyPeriod', good, { start: '2026-11-01', end: '2026-11-30' })).statusCode).toBe(403);
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ ...good, source: '2026-11-03' }, /Kilden skal begynde en mandag/],
      [{ ...good, kind: 'month', source: '2026-11-01', target: '2026-12-02' }, /Målet skal begynde den 1. i en måned/],
      [{ ...good, target: good.source }, /en anden periode/],
      [{ ...good, kind: 'year' }, /.+/],
      [{ ...good, employmentIds: [] }, /mindst én medarbejder/],
      [{ ...good, employmentIds: [crew.employmentId, crew.employmentId] }, /to gange/],
      [{ ...good, target: '2040-01-02' }, /år ude i fremtiden/],
    ];
    for (const [body, message] of bad) {
      const response = await world.planner.post('Plan/PreviewCopyPeriod', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatch(message);
    }
    expect(await tableCounts(test.db)).toEqual(before);
  });
});
