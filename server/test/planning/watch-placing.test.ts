import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditTrail, closings, realisedWatches, restCards, users } from '../../src/db/schema/index.ts';
import { signedIn, type TestApp } from '../support/test-app.ts';
import { client } from '../support/client.ts';
import { plannerOf } from '../support/organisation.ts';
import { cellOf, crewMember, plansOf, propertiesOf, realHours, realisedOf, seen, tableCounts, useWatchWorld, LONG_AGO, type WatchWorld } from './watch-support.ts';

let test: TestApp;
let world: WatchWorld;
useWatchWorld((made) => {
  world = made;
  test = made.test;
});

const add = (employmentId: number, code: keyof WatchWorld['codes'], startDate: string, as = world.planner) =>
  as.post('Plan/AddPlannedWatch', undefined, { watchTemplateId: world.codes[code], employmentId, startDate, period: `${startDate.slice(0, 7)}-01` });

describe('placing planned watches', () => {
  it('places a code: the plan, its realised watch at the DST-correct instants with the paid minutes and properties, the audit trail, and the refreshed row', async () => {
    const { employmentId } = await crewMember(world);
    const response = await add(employmentId, 'D1', '2026-11-03');
    expect(response.statusCode).toBe(200);
    expect(cellOf(response.json(), employmentId, '2026-11-03')).toEqual(['D1 06:00-14:00']);
    expect(response.json()).toMatchObject({ periodStart: '2026-11-01', periodEnd: '2026-11-30', totalTime: 480 });
    const [plan] = await plansOf(test.db, employmentId);
    expect(plan).toMatchObject({ startDate: '2026-11-03', watchTemplateId: world.codes.D1 });
    const [watch] = await realisedOf(test.db, employmentId);
    expect(watch).toMatchObject({ plannedWatchId: plan!.id, startDate: '2026-11-03', startTime: '06:00:00', endTime: '14:00:00', totalTime: 480, overridden: false, cancelled: false });
    expect(new Date(watch!.startAt).toISOString()).toBe('2026-11-03T05:00:00.000Z');
    expect(await propertiesOf(test.db, watch!.id)).toEqual([[world.sailing, null]]);
    const audit = await test.db.select().from(auditTrail).where(eq(auditTrail.employmentId, employmentId));
    expect(audit.map((row) => [row.entity, row.action, row.date])).toEqual([
      ['plannedWatch', 'add', '2026-11-03'],
      ['realisedWatch', 'add', '2026-11-03'],
    ]);
    expect(audit[1]!.before).toBeNull();
    expect(audit[1]!.after).toMatchObject({ id: watch!.id, totalTime: 480 });
  });

  it('places a night across midnight, and across the October change as 9 real hours paid in full', async () => {
    const { employmentId } = await crewMember(world);
    expect((await add(employmentId, 'N1', '2026-11-05')).statusCode).toBe(200);
    expect((await add(employmentId, 'N1', '2026-10-24')).statusCode).toBe(200);
    const [dst, normal] = await realisedOf(test.db, employmentId);
    expect(normal).toMatchObject({ startDate: '2026-11-05', totalTime: 480 });
    expect(realHours(normal!)).toBe(8);
    expect(new Date(normal!.endAt).toISOString()).toBe('2026-11-06T05:00:00.000Z');
    expect(dst).toMatchObject({ startDate: '2026-10-24', totalTime: 540 });
    expect(realHours(dst!)).toBe(9);
    expect(new Date(dst!.startAt).toISOString()).toBe('2026-10-24T20:00:00.000Z');
    expect(new Date(dst!.endAt).toISOString()).toBe('2026-10-25T05:00:00.000Z');
  });

  it('places a multi-day tour as one plan with a realised watch on each day of its sub-templates', async () => {
    const { employmentId } = await crewMember(world);
    const response = await world.planner.post('Plan/AddPlannedWatchPeriod', undefined, {
      watchTemplateId: world.codes.T3,
      employmentId,
      startDate: '2026-11-30',
      start: '2026-11-23',
      end: '2026-12-06',
    });
    expect(response.statusCode).toBe(200);
    expect(['2026-11-30', '2026-12-01', '2026-12-02'].map((date) => cellOf(response.json(), employmentId, date))).toEqual([['T3 06:00-18:00'], ['T3 06:00-18:00'], ['T3 06:00-18:00']]);
    expect(await plansOf(test.db, employmentId)).toHaveLength(1);
    expect((await realisedOf(test.db, employmentId)).map((w) => [w.startDate, w.totalTime])).toEqual([
      ['2026-11-30', 720],
      ['2026-12-01', 720],
      ['2026-12-02', 720],
    ]);
  });

  it('places a code on each chosen date in bulk', async () => {
    const { employmentId } = await crewMember(world);
    const dates = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'];
    const response = await world.planner.post('Plan/AddPlannedWatchPeriodBulk', dates, { watchTemplateId: world.codes.D2, employmentId, start: '2026-11-01', end: '2026-11-30' });
    expect(response.statusCode).toBe(200);
    expect(response.json().totalTime).toBe(5 * 480);
    expect((await plansOf(test.db, employmentId)).map((p) => p.startDate)).toEqual(dates);
  });

  it('places nothing of a bulk when one of its dates is refused', async () => {
    const { employmentId } = await crewMember(world);
    await add(employmentId, 'D1', '2026-11-12');
    const before = await tableCounts(test.db);
    const response = await world.planner.post('Plan/AddPlannedWatchPeriodBulk', ['2026-11-10', '2026-11-11', '2026-11-12'], { watchTemplateId: world.codes.D1, employmentId, start: '2026-11-01', end: '2026-11-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Vagten den 12.11.2026 06:00-14:00 overlapper vagten den 12.11.2026 06:00-14:00.');
    expect(await tableCounts(test.db)).toEqual(before);
  });

  it('refuses outside the employment, over another watch, with an inactive code, in a locked month and on a signed rest card, changing nothing', async () => {
    const { employmentId } = await crewMember(world, { startDate: '2026-11-02', endDate: '2026-12-31' });
    await add(employmentId, 'D1', '2026-11-10');
    const [first] = await realisedOf(test.db, employmentId);
    const other = await crewMember(world);
    await add(other.employmentId, 'D1', '2026-09-10');
    // September locked as LockClosing leaves it: the closing locked and its watches closed.
    await test.db.update(realisedWatches).set({ closed: true }).where(eq(realisedWatches.employmentId, other.employmentId));
    await test.db.insert(closings).values({ employmentId: other.employmentId, period: '2026-09-01', locked: true });
    // July locked without a single watch: the closing alone decides.
    await test.db.insert(closings).values({ employmentId: other.employmentId, period: '2026-07-01', locked: true });
    await test.db.insert(restCards).values({ employmentId: other.employmentId, period: '2026-08-01', employeeSignDate: '2026-09-02' });
    const before = await tableCounts(test.db);
    const cases: [Promise<{ statusCode: number; json(): { message: string } }>, string][] = [
      [add(employmentId, 'D1', '2026-11-01'), 'Vagten den 1.11.2026 ligger før ansættelsens start den 2.11.2026.'],
      [add(employmentId, 'T3', '2026-12-30'), 'Vagten den 1.1.2027 ligger efter ansættelsens slut den 31.12.2026.'],
      [add(employmentId, 'D2', '2026-11-10'), ''],
      [add(employmentId, 'T3', '2026-11-08'), 'Vagten den 10.11.2026 06:00-18:00 overlapper vagten den 10.11.2026 06:00-14:00.'],
      [add(employmentId, 'OLD', '2026-11-12'), 'Vagtkoden OLD er deaktiveret og kan ikke planlægges.'],
      [add(other.employmentId, 'D2', '2026-09-20'), 'Måneden september 2026 er lukket, så dens vagter kan ikke ændres.'],
      [add(other.employmentId, 'D2', '2026-08-20'), 'Hviletidsskemaet for august 2026 er underskrevet, så månedens vagter kan ikke ændres.'],
      [add(other.employmentId, 'D2', '2026-07-20'), 'Måneden juli 2026 er lukket, så dens vagter kan ikke ændres.'],
    ];
    for (const [call, message] of cases) {
      const response = await call;
      if (message === '') {
        // D2 14:00-22:00 beside D1 06:00-14:00 on the same day is no overlap.
        expect(response.statusCode).toBe(200);
        continue;
      }
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const after = await tableCounts(test.db);
    expect(after.planned).toBe(before.planned + 1);
    expect(after.realised).toBe(before.realised + 1);
    expect((await realisedOf(test.db, employmentId)).map((w) => w.id)).toContain(first!.id);
  });

  it("refuses a planner outside the employment's department, and lets an employee with planning right for wishes place only their own absence", async () => {
    const { employeeId, employmentId } = await crewMember(world);
    const stranger = client(test, (await plannerOf(test, [world.engine])).token);
    const wisher = await signedIn(test, ['EmployeeWithPlanningRightForWishes']);
    await test.db.update(users).set({ employeeId }).where(eq(users.id, wisher.user.id));
    const self = client(test, wisher.token);
    const before = await tableCounts(test.db);
    const refused = await add(employmentId, 'D1', '2026-11-16', stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Ansættelsen ligger uden for dine afdelinger.');
    const notAbsence = await add(employmentId, 'D1', '2026-11-16', self);
    expect(notAbsence.statusCode).toBe(400);
    expect(notAbsence.json().message).toBe('Du kan kun planlægge fravær for dig selv, og D1 er ikke en fraværskode.');
    const someoneElse = await crewMember(world);
    expect((await add(someoneElse.employmentId, 'FE', '2026-11-16', self)).statusCode).toBe(403);
    expect(await tableCounts(test.db)).toEqual(before);
    expect((await add(employmentId, 'FE', '2026-11-16', self)).statusCode).toBe(200);
  });
});

describe('removing planned watches', () => {
  it('removes a plan with its realised watches and writes the removal to the audit trail; a stale change date answers 409 and removes nothing', async () => {
    const { employmentId } = await crewMember(world);
    await add(employmentId, 'T3', '2026-11-16');
    const [plan] = await plansOf(test.db, employmentId);
    const realised = await realisedOf(test.db, employmentId);
    const before = await tableCounts(test.db);
    const stale = await world.planner.post('Plan/RemovePlannedWatch', undefined, { plannedwatchid: plan!.id, start: '2026-11-01', end: '2026-11-30', changeDate: LONG_AGO });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Vagten er ændret af en anden. Indlæs siden igen.');
    expect(await tableCounts(test.db)).toEqual(before);
    const newest = realised.map(seen).sort().at(-1)!;
    const response = await world.planner.post('Plan/RemovePlannedWatch', undefined, { plannedwatchid: plan!.id, start: '2026-11-01', end: '2026-11-30', changeDate: newest });
    expect(response.statusCode).toBe(200);
    expect(cellOf(response.json(), employmentId, '2026-11-16')).toEqual([]);
    expect(await plansOf(test.db, employmentId)).toEqual([]);
    expect(await realisedOf(test.db, employmentId)).toEqual([]);
    const removed = await test.db.select().from(auditTrail).where(and(eq(auditTrail.employmentId, employmentId), eq(auditTrail.action, 'remove')));
    expect(removed.map((row) => row.entity).sort()).toEqual(['plannedWatch', 'realisedWatch', 'realisedWatch', 'realisedWatch']);
    expect(removed.every((row) => row.after === null && row.before !== null)).toBe(true);
  });

  it('checks the change date against the watches the grid showed: not the cancelled ones, nor those after the range', async () => {
    const { employmentId } = await crewMember(world);
    await add(employmentId, 'T3', '2026-11-29');
    const [plan] = await plansOf(test.db, employmentId);
    const [shown, cancelled, december] = await realisedOf(test.db, employmentId);
    // Changed after anything the grid of November shows.
    const later = (id: number, minutes: number, fields: { cancelled?: boolean } = {}) =>
      test.db.update(realisedWatches).set({ ...fields, changedAt: sql`now() + make_interval(mins => ${minutes})` }).where(eq(realisedWatches.id, id));
    await later(cancelled!.id, 2, { cancelled: true });
    await later(december!.id, 2);
    const remove = (changeDate: string) => world.planner.post('Plan/RemovePlannedWatch', undefined, { plannedwatchid: plan!.id, start: '2026-11-01', end: '2026-11-30', changeDate });

    await later(shown!.id, 1);
    const stale = await remove(seen(shown!));
    expect(stale.statusCode).toBe(409);
    const [newest] = await test.db.select().from(realisedWatches).where(eq(realisedWatches.id, shown!.id));
    const response = await remove(seen(newest!));
    expect(response.statusCode).toBe(200);
    expect(await plansOf(test.db, employmentId)).toEqual([]);
  });
});

describe('what watches hold on to', () => {
  it('keeps a used code from being deleted and an employment with watches from being deleted', async () => {
    const { employmentId } = await crewMember(world);
    await add(employmentId, 'D1', '2026-11-20');
    expect((await world.admin.get('WatchTemplate/GetWatchTemplateById', { id: world.codes.D1 })).json().canBeDeleted).toBe(false);
    const deleted = await world.admin.get('WatchTemplate/DeleteWatchTemplateById', { id: world.codes.D1 });
    expect(deleted.statusCode).toBe(400);
    const employment = await world.admin.get('Employee/DeleteEmploymentById', { id: employmentId });
    expect(employment.statusCode).toBe(400);
    expect(employment.json().message).toBe('Ansættelsen har vagter eller lukninger og kan ikke slettes.');
  });
});
