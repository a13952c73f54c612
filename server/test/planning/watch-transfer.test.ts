import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditTrail, closings, employments, realisedWatches } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { client } from '../support/client.ts';
import { plannerOf } from '../support/organisation.ts';
import { addPlanned, approve, cellOf, crewMember, plansOf, propertiesOf, realisedOf, seen, tableCounts, useWatchWorld, LONG_AGO, type WatchWorld } from './watch-support.ts';

let test: TestApp;
let world: WatchWorld;
useWatchWorld((made) => {
  world = made;
  test = made.test;
});

const add = (employmentId: number, code: keyof WatchWorld['codes'], startDate: string) => addPlanned(world, employmentId, code, startDate);
const WEEK = ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08'];

describe('moving a planned watch', () => {
  it('moves the plan with its untouched realised watches; a changed one stays where it happened, without the plan', async () => {
    const from = await crewMember(world);
    const to = await crewMember(world);
    await add(from.employmentId, 'T3', '2026-11-02');
    const [plan] = await plansOf(test.db, from.employmentId);
    const [first, second] = await realisedOf(test.db, from.employmentId);
    await world.planner.post(
      'Plan/SaveRealisedWatch',
      { realisedWatchId: second!.id, employmentId: from.employmentId, startDate: '2026-11-03', startTime: '06:00', endTime: '20:00', properties: [{ propertyId: world.sailing }], changeDate: seen(second!) },
      { period: '2026-11-01' },
    );
    const newest = (await realisedOf(test.db, from.employmentId)).map(seen).sort().at(-1)!;
    const response = await world.planner.get('Plan/MovePlannedWatch', { plannedwatchid: plan!.id, newemploymentid: to.employmentId, newstartdate: '2026-11-09', period: '2026-11-01', changeDate: newest });
    expect(response.statusCode).toBe(200);
    const watches = response.json() as { employmentId: number; startDate: string; code: string; startTime: string; endTime: string }[];
    expect(watches.map((w) => [w.employmentId === to.employmentId ? 'to' : 'from', w.startDate, w.code, w.endTime])).toEqual(
      expect.arrayContaining([
        ['to', '2026-11-09', 'T3', '18:00'],
        ['to', '2026-11-11', 'T3', '18:00'],
        ['from', '2026-11-03', 'T3', '20:00'],
      ]),
    );
    expect(await plansOf(test.db, to.employmentId)).toEqual([expect.objectContaining({ id: plan!.id, startDate: '2026-11-09' })]);
    expect((await realisedOf(test.db, to.employmentId)).map((w) => [w.id, w.startDate, w.plannedWatchId])).toEqual([
      [first!.id, '2026-11-09', plan!.id],
      [expect.any(Number), '2026-11-11', plan!.id],
    ]);
    expect((await realisedOf(test.db, from.employmentId)).map((w) => [w.id, w.startDate, w.endTime, w.plannedWatchId, w.watchTemplateId])).toEqual([
      [second!.id, '2026-11-03', '20:00:00', null, world.codes.T3],
    ]);
    expect(await test.db.select().from(auditTrail).where(and(eq(auditTrail.entity, 'plannedWatch'), eq(auditTrail.entityId, plan!.id), eq(auditTrail.action, 'move')))).toHaveLength(1);
  });

  it('refuses a stale change date, an approved watch and another watch at the new place, moving nothing', async () => {
    const member = await crewMember(world);
    await add(member.employmentId, 'D1', '2026-11-16');
    await add(member.employmentId, 'D1', '2026-11-17');
    const [plan, blocker] = await plansOf(test.db, member.employmentId);
    const [watch] = await realisedOf(test.db, member.employmentId);
    const approved = await crewMember(world);
    await add(approved.employmentId, 'D1', '2026-11-16');
    const [approvedPlan] = await plansOf(test.db, approved.employmentId);
    await approve(test.db, approved.employmentId, (await realisedOf(test.db, approved.employmentId)).map((w) => w.id));
    const before = await tableCounts(test.db);
    const move = (id: number, newstartdate: string, changeDate: string) => world.planner.get('Plan/MovePlannedWatch', { plannedwatchid: id, newemploymentid: member.employmentId, newstartdate, period: '2026-11-01', changeDate });
    const stale = await move(plan!.id, '2026-11-18', LONG_AGO);
    expect(stale.statusCode).toBe(409);
    const overlap = await move(plan!.id, '2026-11-17', seen(watch!));
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toBe('Vagten den 17.11.2026 06:00-14:00 overlapper vagten den 17.11.2026 06:00-14:00.');
    const locked = await move(approvedPlan!.id, '2026-11-20', new Date().toISOString());
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe('Vagten den 16.11.2026 er godkendt og kan ikke ændres. Fjern godkendelsen først.');
    expect(await tableCounts(test.db)).toEqual(before);
    expect((await plansOf(test.db, member.employmentId)).map((p) => [p.id, p.startDate])).toEqual([
      [plan!.id, '2026-11-16'],
      [blocker!.id, '2026-11-17'],
    ]);
  });
});

describe('copy and move of realised watches', () => {
  it('copies a week through the clipboard to another employment a week later, keeping times and properties', async () => {
    const from = await crewMember(world);
    const to = await crewMember(world);
    for (const date of WEEK) await add(from.employmentId, date < '2026-11-05' ? 'D1' : 'N1', date);
    const plans = await plansOf(test.db, from.employmentId);
    const realised = await realisedOf(test.db, from.employmentId);
    await world.planner.post('Plan/AddPropertyToRealisedWatch', { watches: [{ realisedWatchId: realised[0]!.id, changeDate: seen(realised[0]!) }], value: 2 }, { propertyId: world.overtime, period: '2026-11-01' });
    const fromBefore = await realisedOf(test.db, from.employmentId);
    const clipboard = plans.map((plan) => {
      const own = fromBefore.filter((w) => w.plannedWatchId === plan.id);
      return { plannedwatchid: plan.id, realisedwatchids: own.map((w) => w.id), newStartDate: plan.startDate.replace(/-(\d\d)$/, (_, d: string) => `-${String(Number(d) + 7).padStart(2, '0')}`), changeDate: own.map(seen).sort().at(-1) };
    });
    const response = await world.planner.post('Plan/CopyRealisedWatchFromClipboard', clipboard, { newemploymentid: to.employmentId, start: '2026-11-01', end: '2026-11-30' });
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Parameters<typeof cellOf>[0][];
    const target = rows.find((row) => row.employments.some((e) => e.employmentId === to.employmentId))!;
    expect(cellOf(target, to.employmentId, '2026-11-09')).toEqual(['D1 06:00-14:00']);
    expect(cellOf(target, to.employmentId, '2026-11-15')).toEqual(['N1 22:00-06:00']);
    expect((await plansOf(test.db, to.employmentId)).map((p) => p.startDate)).toEqual(WEEK.map((d) => `2026-11-${String(Number(d.slice(8)) + 7).padStart(2, '0')}`));
    const copies = await realisedOf(test.db, to.employmentId);
    expect(copies.map((w) => [w.startDate, w.startTime, w.totalTime])).toEqual(fromBefore.map((w) => [`2026-11-${String(Number(w.startDate.slice(8)) + 7).padStart(2, '0')}`, w.startTime, w.totalTime]));
    expect(await propertiesOf(test.db, copies[0]!.id)).toEqual(expect.arrayContaining([[world.overtime, 2]]));
    expect(await realisedOf(test.db, from.employmentId)).toEqual(fromBefore);
  });

  it('moves and removes through the clipboard, and refuses a stale clipboard with 409', async () => {
    const from = await crewMember(world);
    const to = await crewMember(world);
    await add(from.employmentId, 'D1', '2026-11-23');
    await add(from.employmentId, 'D2', '2026-11-24');
    const [monday, tuesday] = await plansOf(test.db, from.employmentId);
    const realised = await realisedOf(test.db, from.employmentId);
    const before = await tableCounts(test.db);
    const stale = await world.planner.post('Plan/MoveRealisedWatchFromClipboard', [{ plannedwatchid: monday!.id, realisedwatchids: [], newStartDate: '2026-11-25', changeDate: LONG_AGO }], {
      newemploymentid: to.employmentId,
      start: '2026-11-01',
      end: '2026-11-30',
    });
    expect(stale.statusCode).toBe(409);
    expect(await tableCounts(test.db)).toEqual(before);
    const moved = await world.planner.post('Plan/MoveRealisedWatchFromClipboard', [{ plannedwatchid: monday!.id, realisedwatchids: [], newStartDate: '2026-11-25', changeDate: seen(realised[0]!) }], {
      newemploymentid: to.employmentId,
      start: '2026-11-01',
      end: '2026-11-30',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toHaveLength(2);
    expect((await realisedOf(test.db, to.employmentId)).map((w) => [w.id, w.startDate])).toEqual([[realised[0]!.id, '2026-11-25']]);
    const removed = await world.planner.post('Plan/RemoveRealisedWatchFromClipboard', [{ plannedwatchid: tuesday!.id, realisedwatchids: [], changeDate: seen(realised[1]!) }], { start: '2026-11-01', end: '2026-11-30' });
    expect(removed.statusCode).toBe(200);
    expect(await plansOf(test.db, from.employmentId)).toEqual([]);
  });

  it('refuses to copy into a locked month or outside the target employment, and to cancel a closed watch, changing nothing', async () => {
    const from = await crewMember(world);
    const to = await crewMember(world, { endDate: '2026-11-20' });
    await add(from.employmentId, 'D1', '2026-11-02');
    await add(to.employmentId, 'D1', '2026-11-03');
    const [closed] = await realisedOf(test.db, to.employmentId);
    await test.db.update(realisedWatches).set({ closed: true }).where(eq(realisedWatches.id, closed!.id));
    await test.db.insert(closings).values({ employmentId: to.employmentId, period: '2026-11-01', locked: true });
    const [plan] = await plansOf(test.db, from.employmentId);
    const [watch] = await realisedOf(test.db, from.employmentId);
    const before = await tableCounts(test.db);
    const copy = (newStartDate: string) =>
      world.planner.post('Plan/CopyRealisedWatchFromClipboard', [{ plannedwatchid: plan!.id, realisedwatchids: [watch!.id], newStartDate, changeDate: seen(watch!) }], {
        newemploymentid: to.employmentId,
        start: '2026-11-01',
        end: '2026-12-31',
      });
    const locked = await copy('2026-11-09');
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe('Måneden november 2026 er lukket, så dens vagter kan ikke ændres.');
    const outside = await copy('2026-12-07');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Vagten den 7.12.2026 ligger efter ansættelsens slut den 20.11.2026.');
    const cancel = await world.planner.post('Plan/RemoveRealisedWatch', [{ realisedWatchId: closed!.id, changeDate: seen(closed!) }], { period: '2026-11-01' });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.json().message).toBe('Vagten den 3.11.2026 ligger i en lukket måned og kan ikke ændres.');
    expect(await tableCounts(test.db)).toEqual(before);
  });

  it('copies and moves single realised watches to another employment and date', async () => {
    const from = await crewMember(world);
    const to = await crewMember(world);
    await world.planner.post('Plan/SaveRealisedWatch', { employmentId: from.employmentId, startDate: '2026-11-12', startTime: '10:00', endTime: '12:00', properties: [{ propertyId: world.sailing }] }, { period: '2026-11-01' });
    const [extra] = await realisedOf(test.db, from.employmentId);
    const query = { newemploymentid: to.employmentId, newstartdate: '2026-11-19', start: '2026-11-01', end: '2026-11-30' };
    const copied = await world.planner.post('Plan/CopyRealisedWatch', [{ realisedWatchId: extra!.id, changeDate: seen(extra!) }], query);
    expect(copied.statusCode).toBe(200);
    expect(copied.json()).toHaveLength(2);
    const moved = await world.planner.post('Plan/MoveRealisedWatch', [{ realisedWatchId: extra!.id, changeDate: seen(extra!) }], { ...query, newstartdate: '2026-11-20' });
    expect(moved.statusCode).toBe(200);
    expect((await realisedOf(test.db, to.employmentId)).map((w) => [w.startDate, w.startTime, w.totalTime])).toEqual([
      ['2026-11-19', '10:00:00', 120],
      ['2026-11-20', '10:00:00', 120],
    ]);
    expect(await realisedOf(test.db, from.employmentId)).toEqual([]);
  });

  it('refuses a move by a planner who does not reach the source, moving nothing', async () => {
    const from = await crewMember(world, { departmentId: world.engine });
    const to = await crewMember(world);
    await add(from.employmentId, 'D1', '2026-11-26');
    const [watch] = await realisedOf(test.db, from.employmentId);
    const deckPlanner = client(test, (await plannerOf(test, [world.deck])).token);
    const before = await tableCounts(test.db);
    const response = await deckPlanner.post('Plan/MoveRealisedWatch', [{ realisedWatchId: watch!.id, changeDate: seen(watch!) }], {
      newemploymentid: to.employmentId,
      newstartdate: '2026-11-26',
      start: '2026-11-01',
      end: '2026-11-30',
    });
    expect(response.statusCode).toBe(403);
    expect(await tableCounts(test.db)).toEqual(before);
  });
});

describe('drafts', () => {
  it('copies the planned watches into a new draft, and syncs draft→master and master→draft over a range', async () => {
    const master = await crewMember(world);
    await add(master.employmentId, 'D1', '2026-11-02');
    await add(master.employmentId, 'N1', '2026-11-03');
    const draftResponse = await world.planner.post('Employee/CreateDraftEmployee', undefined, { employeeId: master.employeeId });
    expect(draftResponse.statusCode).toBe(200);
    const draftEmploymentId = draftResponse.json().employments[0].employmentId as number;
    expect((await plansOf(test.db, draftEmploymentId)).map((p) => [p.startDate, p.watchTemplateId])).toEqual([
      ['2026-11-02', world.codes.D1],
      ['2026-11-03', world.codes.N1],
    ]);
    expect(await realisedOf(test.db, draftEmploymentId)).toHaveLength(2);

    const [draftD1] = await plansOf(test.db, draftEmploymentId);
    await world.planner.post('Plan/RemovePlannedWatch', undefined, { plannedwatchid: draftD1!.id, start: '2026-11-01', end: '2026-11-30' });
    await world.planner.post('Plan/AddPlannedWatch', undefined, { watchTemplateId: world.codes.D2, employmentId: draftEmploymentId, startDate: '2026-11-05', period: '2026-11-01' });
    const sync = await world.planner.get('Plan/SyncEmployment', { employmentId: draftEmploymentId, draftToMaster: true, start: '2026-11-01', end: '2026-11-30', period: '2026-11-01' });
    expect(sync.statusCode).toBe(200);
    expect(sync.json()).toHaveLength(2);
    expect((await plansOf(test.db, master.employmentId)).map((p) => [p.startDate, p.watchTemplateId])).toEqual([
      ['2026-11-03', world.codes.N1],
      ['2026-11-05', world.codes.D2],
    ]);
    expect((await realisedOf(test.db, master.employmentId)).map((w) => [w.startDate, w.startTime])).toEqual([
      ['2026-11-03', '22:00:00'],
      ['2026-11-05', '14:00:00'],
    ]);

    await add(master.employmentId, 'D1', '2026-11-10');
    const back = await world.planner.post('Plan/SyncEmployments', [master.employmentId], { draftToMaster: false, start: '2026-11-09', end: '2026-11-15' });
    expect(back.statusCode).toBe(204);
    expect((await plansOf(test.db, draftEmploymentId)).map((p) => p.startDate)).toEqual(['2026-11-03', '2026-11-05', '2026-11-10']);
  });

  it('refuses to sync an employment without a draft, and over an approved watch of the master, changing nothing', async () => {
    const lonely = await crewMember(world);
    const refused = await world.planner.get('Plan/SyncEmployment', { employmentId: lonely.employmentId, draftToMaster: true, start: '2026-11-01', end: '2026-11-30', period: '2026-11-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Ansættelsen har ingen kladde at synkronisere med.');

    const master = await crewMember(world);
    await add(master.employmentId, 'D1', '2026-11-02');
    const draft = (await world.planner.post('Employee/CreateDraftEmployee', undefined, { employeeId: master.employeeId })).json();
    await approve(test.db, master.employmentId, (await realisedOf(test.db, master.employmentId)).map((w) => w.id));
    const before = await tableCounts(test.db);
    const response = await world.planner.get('Plan/SyncEmployment', { employmentId: draft.employments[0].employmentId, draftToMaster: true, start: '2026-11-01', end: '2026-11-30', period: '2026-11-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Vagten den 2.11.2026 er godkendt og kan ikke ændres. Fjern godkendelsen først.');
    expect(await tableCounts(test.db)).toEqual(before);
    expect((await test.db.select().from(employments).where(eq(employments.id, master.employmentId))).length).toBe(1);
  });
});
