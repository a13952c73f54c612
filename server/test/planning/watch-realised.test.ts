import type { EmployeeDto } from '@kaj/contract';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditTrail, closings, realisedWatches, restCards, users } from '../../src/db/schema/index.ts';
import { signedIn, type TestApp } from '../support/test-app.ts';
import { client } from '../support/client.ts';
import { addPlanned, approve, cellOf, crewMember, plansOf, propertiesOf, realHours, realisedOf, seen, tableCounts, useWatchWorld, LONG_AGO, type WatchWorld } from './watch-support.ts';

let test: TestApp;
let world: WatchWorld;
useWatchWorld((made) => {
  world = made;
  test = made.test;
});

const add = (employmentId: number, code: keyof WatchWorld['codes'], startDate: string) => addPlanned(world, employmentId, code, startDate);
const saveAs = (as: WatchWorld['planner'], body: Record<string, unknown>, period = '2026-11-01') => as.post('Plan/SaveRealisedWatch', body, { period });

/** A crew member with D1 on 2026-11-10 and its realised watch. */
async function withDayWatch() {
  const member = await crewMember(world);
  await add(member.employmentId, 'D1', '2026-11-10');
  const [watch] = await realisedOf(test.db, member.employmentId);
  return { ...member, watch: watch! };
}

describe('saving realised watches', () => {
  it('changes a watch to run across midnight: new instants, paid minutes of the span less a break, properties with values, overridden, audited', async () => {
    const { employmentId, watch } = await withDayWatch();
    const response = await saveAs(world.planner, {
      realisedWatchId: watch.id,
      employmentId,
      startDate: '2026-11-10',
      startTime: '18:00',
      endTime: '02:30',
      totalTime: 480,
      properties: [{ propertyId: world.sailing }, { propertyId: world.overtime, value: 2.5 }],
      comment: 'Forsinket afgang',
      changeDate: seen(watch),
    });
    expect(response.statusCode).toBe(200);
    expect(cellOf(response.json(), employmentId, '2026-11-10')).toEqual(['D1 18:00-02:30']);
    const shown = (response.json() as EmployeeDto).employments[0]!.watchDays.find((day) => day.date === '2026-11-10')!.watches[0];
    expect(shown?.overridden).toBe(true);
    const [saved] = await realisedOf(test.db, employmentId);
    expect(saved).toMatchObject({ id: watch.id, startTime: '18:00:00', endTime: '02:30:00', totalTime: 480, overridden: true, comment: 'Forsinket afgang' });
    expect(realHours(saved!)).toBe(8.5);
    expect(await propertiesOf(test.db, watch.id)).toEqual(
      expect.arrayContaining([
        [world.sailing, null],
        [world.overtime, 2.5],
      ]),
    );
    expect(seen(saved!) > seen(watch)).toBe(true);
    const [audit] = await test.db.select().from(auditTrail).where(and(eq(auditTrail.entity, 'realisedWatch'), eq(auditTrail.entityId, watch.id), eq(auditTrail.action, 'change')));
    expect(audit).toMatchObject({ entity: 'realisedWatch', employmentId, date: '2026-11-10' });
    expect(audit!.before).toMatchObject({ startTime: '06:00:00', totalTime: 480 });
    expect(audit!.after).toMatchObject({ startTime: '18:00:00', totalTime: 480 });
  });

  it('pays the real span when no paid time is given: 22:00-06:00 across the October change is 540 minutes', async () => {
    const { employmentId } = await crewMember(world);
    const response = await saveAs(world.planner, { employmentId, startDate: '2026-10-24', startTime: '22:00', endTime: '06:00', properties: [] }, '2026-10-01');
    expect(response.statusCode).toBe(200);
    const [extra] = await realisedOf(test.db, employmentId);
    expect(extra).toMatchObject({ plannedWatchId: null, watchTemplateId: null, totalTime: 540, overridden: false });
    expect(realHours(extra!)).toBe(9);
    expect(await plansOf(test.db, employmentId)).toEqual([]);
  });

  it('refuses a stale change date (409), a paid time beyond the span, a value where none belongs, an overlap, a closed and an approved watch, changing nothing', async () => {
    const { employmentId, watch } = await withDayWatch();
    await add(employmentId, 'D2', '2026-11-11');
    const closed = await withDayWatch();
    await test.db.update(realisedWatches).set({ closed: true }).where(eq(realisedWatches.id, closed.watch.id));
    const approved = await withDayWatch();
    await approve(test.db, approved.employmentId, [approved.watch.id]);
    const change = (target: { employmentId: number; watch: typeof watch }, fields: Record<string, unknown>) =>
      saveAs(world.planner, { realisedWatchId: target.watch.id, employmentId: target.employmentId, startDate: '2026-11-10', startTime: '06:00', endTime: '14:00', changeDate: seen(target.watch), ...fields });
    const mine = { employmentId, watch };
    const before = await tableCounts(test.db);
    const cases: [Record<string, unknown>, typeof mine, number, string][] = [
      [{ changeDate: LONG_AGO, startTime: '07:00' }, mine, 409, 'Vagten er ændret af en anden. Indlæs siden igen.'],
      [{ totalTime: 481 }, mine, 400, 'Den betalte tid kan højst være 480 minutter for vagten 06:00-14:00.'],
      [{ properties: [{ propertyId: world.sailing, value: 1 }] }, mine, 400, 'Sejlads (Vagttype) kan ikke have en værdi.'],
      [{ startDate: '2026-11-11', startTime: '13:00', endTime: '15:00' }, mine, 400, 'Vagten den 11.11.2026 13:00-15:00 overlapper vagten den 11.11.2026 14:00-22:00.'],
      [{ startTime: '07:00' }, closed, 400, 'Vagten den 10.11.2026 ligger i en lukket måned og kan ikke ændres.'],
      [{ startTime: '07:00' }, approved, 400, 'Vagten den 10.11.2026 er godkendt og kan ikke ændres. Fjern godkendelsen først.'],
    ];
    for (const [fields, target, status, message] of cases) {
      const response = await change(target, fields);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await tableCounts(test.db)).toEqual(before);
    expect((await realisedOf(test.db, employmentId))[0]).toEqual(watch);
  });

  it('lets the planner change a watch the approver rejected after approving it: the latest decision counts', async () => {
    const { employmentId, watch } = await withDayWatch();
    await approve(test.db, employmentId, [watch.id]);
    await approve(test.db, employmentId, [watch.id], true);
    const response = await saveAs(world.planner, { realisedWatchId: watch.id, employmentId, startDate: '2026-11-10', startTime: '07:00', endTime: '14:00', changeDate: seen(watch) });
    expect(response.statusCode).toBe(200);
    expect((await realisedOf(test.db, employmentId))[0]).toMatchObject({ startTime: '07:00:00' });
  });

  it('lets only one of two planners saving the same watch at the same moment win; the other gets 409', async () => {
    const { employmentId, watch } = await withDayWatch();
    const body = (endTime: string) => ({ realisedWatchId: watch.id, employmentId, startDate: '2026-11-10', startTime: '06:00', endTime, changeDate: seen(watch) });
    const answers = await Promise.all([saveAs(world.planner, body('13:00')), saveAs(world.planner, body('15:00'))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200) === 0 ? '13:00:00' : '15:00:00';
    expect((await realisedOf(test.db, employmentId))[0]).toMatchObject({ endTime: winner });
  });

  it('lets an employee with planning right save their own realised watches, not a colleague’s', async () => {
    const own = await withDayWatch();
    const colleague = await withDayWatch();
    const session = await signedIn(test, ['EmployeeWithPlanningRight']);
    await test.db.update(users).set({ employeeId: own.employeeId }).where(eq(users.id, session.user.id));
    const self = client(test, session.token);
    const body = (target: typeof own) => ({ realisedWatchId: target.watch.id, employmentId: target.employmentId, startDate: '2026-11-10', startTime: '06:00', endTime: '15:00', changeDate: seen(target.watch) });
    expect((await saveAs(self, body(colleague))).statusCode).toBe(403);
    expect((await saveAs(self, body(own))).statusCode).toBe(200);
    expect((await realisedOf(test.db, own.employmentId))[0]).toMatchObject({ endTime: '15:00:00', totalTime: 540, overridden: true });
    expect((await realisedOf(test.db, colleague.employmentId))[0]).toMatchObject({ endTime: '14:00:00' });
  });

  it('holds an employee with planning right to the planner’s rules on their own watches: locked month, signed rest card, approved watch, overlap', async () => {
    const own = await withDayWatch();
    await add(own.employmentId, 'D2', '2026-11-11');
    const session = await signedIn(test, ['EmployeeWithPlanningRight']);
    await test.db.update(users).set({ employeeId: own.employeeId }).where(eq(users.id, session.user.id));
    const self = client(test, session.token);
    const change = (fields: Record<string, unknown>) =>
      saveAs(self, { realisedWatchId: own.watch.id, employmentId: own.employmentId, startDate: '2026-11-10', startTime: '06:00', endTime: '14:00', changeDate: seen(own.watch), ...fields });
    const extra = (startDate: string, period: string) => saveAs(self, { employmentId: own.employmentId, startDate, startTime: '08:00', endTime: '12:00' }, period);
    const before = await tableCounts(test.db);

    const overlap = await change({ startDate: '2026-11-11', startTime: '13:00', endTime: '15:00' });
    expect([overlap.statusCode, overlap.json().message]).toEqual([400, 'Vagten den 11.11.2026 13:00-15:00 overlapper vagten den 11.11.2026 14:00-22:00.']);
    await approve(test.db, own.employmentId, [own.watch.id]);
    const approvedWatch = await change({ startTime: '07:00' });
    expect([approvedWatch.statusCode, approvedWatch.json().message]).toEqual([400, 'Vagten den 10.11.2026 er godkendt og kan ikke ændres. Fjern godkendelsen først.']);
    await test.db.insert(restCards).values({ employmentId: own.employmentId, period: '2026-10-01', employeeSignDate: '2026-11-02' });
    const signed = await extra('2026-10-20', '2026-10-01');
    expect([signed.statusCode, signed.json().message]).toEqual([400, 'Hviletidsskemaet for oktober 2026 er underskrevet, så månedens vagter kan ikke ændres.']);
    await test.db.insert(closings).values({ employmentId: own.employmentId, period: '2026-09-01', locked: true });
    const locked = await extra('2026-09-20', '2026-09-01');
    expect([locked.statusCode, locked.json().message]).toEqual([400, 'Måneden september 2026 er lukket, så dens vagter kan ikke ændres.']);
    await test.db.delete(restCards).where(eq(restCards.employmentId, own.employmentId));
    await test.db.delete(closings).where(eq(closings.employmentId, own.employmentId));
    expect(await tableCounts(test.db)).toEqual(before);

    // An extra watch of their own on a free day goes through.
    expect((await extra('2026-11-12', '2026-11-01')).statusCode).toBe(200);
  });

  it('answers the row of the range with SaveRealisedWatchPeriod', async () => {
    const { employmentId, watch } = await withDayWatch();
    const response = await world.planner.post(
      'Plan/SaveRealisedWatchPeriod',
      { realisedWatchId: watch.id, employmentId, startDate: '2026-11-10', startTime: '06:00', endTime: '12:00', changeDate: seen(watch) },
      { start: '2026-11-09', end: '2026-11-15' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ periodStart: '2026-11-09', periodEnd: '2026-11-15', totalTime: 360 });
  });
});

describe('cancelling realised watches', () => {
  it('cancels a watch, kept for history, so its time is free again; a stale one answers 409', async () => {
    const { employmentId, watch } = await withDayWatch();
    const before = await tableCounts(test.db);
    const stale = await world.planner.post('Plan/RemoveRealisedWatch', [{ realisedWatchId: watch.id, changeDate: LONG_AGO }], { period: '2026-11-01' });
    expect(stale.statusCode).toBe(409);
    expect(await tableCounts(test.db)).toEqual(before);
    const response = await world.planner.post('Plan/RemoveRealisedWatchPeriod', [{ realisedWatchId: watch.id, changeDate: seen(watch) }], {
      plannedwatchid: watch.plannedWatchId!,
      start: '2026-11-01',
      end: '2026-11-30',
    });
    expect(response.statusCode).toBe(200);
    expect(cellOf(response.json(), employmentId, '2026-11-10')).toEqual([]);
    const [cancelled] = await realisedOf(test.db, employmentId);
    expect(cancelled).toMatchObject({ id: watch.id, cancelled: true });
    expect(cancelled!.cancelledAt).not.toBeNull();
    expect(await test.db.select().from(auditTrail).where(and(eq(auditTrail.entity, 'realisedWatch'), eq(auditTrail.entityId, watch.id), eq(auditTrail.action, 'cancel')))).toHaveLength(1);
    expect((await add(employmentId, 'D1', '2026-11-10')).statusCode).toBe(200);
  });
});

describe('the audit trail of placed watches', () => {
  it('records a placed watch exactly as a later change records it before (the placement writes its records inside the database)', async () => {
    const { employmentId, watch } = await withDayWatch();
    const changed = await saveAs(world.planner, { realisedWatchId: watch.id, employmentId, startDate: '2026-11-10', startTime: '06:00', endTime: '14:00', properties: [{ propertyId: world.sailing }], comment: 'Ny', changeDate: seen(watch) });
    expect(changed.statusCode, changed.body).toBe(200);
    const rows = await test.db.select().from(auditTrail).where(and(eq(auditTrail.entity, 'realisedWatch'), eq(auditTrail.entityId, watch.id)));
    const added = rows.find((row) => row.action === 'add')!;
    const change = rows.find((row) => row.action === 'change')!;
    expect(added.after).toEqual(change.before);
    expect(Object.keys(added.after as object).sort()).toEqual([...Object.keys(watch), 'properties'].sort());
  });
});

describe('adding properties to realised watches', () => {
  it('adds Overtid with a value, refuses a value where none belongs, and replaces Ferie by Syg with the property type', async () => {
    const { employmentId, watch } = await withDayWatch();
    const overtime = await world.planner.post('Plan/AddPropertyToRealisedWatch', { watches: [{ realisedWatchId: watch.id, changeDate: seen(watch) }], value: 1.5 }, { propertyId: world.overtime, period: '2026-11-01' });
    expect(overtime.statusCode).toBe(200);
    expect(await propertiesOf(test.db, watch.id)).toEqual(
      expect.arrayContaining([
        [world.sailing, null],
        [world.overtime, 1.5],
      ]),
    );
    const [afterOvertime] = await realisedOf(test.db, employmentId);
    const before = await tableCounts(test.db);
    const refused = await world.planner.post('Plan/AddPropertyToRealisedWatch', { watches: [{ realisedWatchId: watch.id, changeDate: seen(afterOvertime!) }], value: 2 }, { propertyId: world.holiday, period: '2026-11-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Ferie (Fravær) kan ikke have en værdi.');
    expect(await tableCounts(test.db)).toEqual(before);

    const typeId = (await test.db.query.properties.findFirst({ where: (p, { eq: equals }) => equals(p.id, world.holiday) }))!.propertyTypeId;
    await world.planner.post('Plan/AddPropertyToRealisedWatch', { watches: [{ realisedWatchId: watch.id, changeDate: seen(afterOvertime!) }] }, { propertyId: world.holiday, period: '2026-11-01' });
    const [withHoliday] = await realisedOf(test.db, employmentId);
    const sick = await world.planner.post(
      'Plan/AddPropertyToRealisedWatch',
      { watches: [{ realisedWatchId: watch.id, changeDate: seen(withHoliday!) }] },
      { propertyId: world.sick, propertyTypeId: typeId, period: '2026-11-01' },
    );
    expect(sick.statusCode).toBe(200);
    expect((await propertiesOf(test.db, watch.id)).map(([id]) => id).sort()).toEqual([world.sailing, world.overtime, world.sick].sort());
    expect((await realisedOf(test.db, employmentId))[0]).toMatchObject({ startTime: '06:00:00', overridden: false });
  });
});

describe('granting absence', () => {
  it('marks the watches of the days that have them and places the absence code on the free workdays, not on the weekend', async () => {
    const { employmentId } = await crewMember(world);
    await add(employmentId, 'D1', '2026-11-17');
    const response = await world.planner.post('Plan/EmployeeAbsencePeriod', undefined, {
      employmentId,
      start: '2026-11-16',
      end: '2026-11-22',
      propertyId: world.holiday,
      returnStart: '2026-11-01',
      returnEnd: '2026-11-30',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ periodStart: '2026-11-01', periodEnd: '2026-11-30' });
    const plans = await plansOf(test.db, employmentId);
    expect(plans.map((p) => [p.startDate, p.watchTemplateId])).toEqual([
      ['2026-11-16', world.codes.FE],
      ['2026-11-17', world.codes.D1],
      ['2026-11-18', world.codes.FE],
      ['2026-11-19', world.codes.FE],
      ['2026-11-20', world.codes.FE],
    ]);
    const dayWatch = (await realisedOf(test.db, employmentId)).find((w) => w.startDate === '2026-11-17')!;
    expect((await propertiesOf(test.db, dayWatch.id)).map(([id]) => id).sort()).toEqual([world.sailing, world.holiday].sort());
  });

  it('refuses a property that is no absence, changing nothing', async () => {
    const { employmentId } = await crewMember(world);
    const before = await tableCounts(test.db);
    const response = await world.planner.post('Plan/EmployeeAbsencePeriod', undefined, { employmentId, start: '2026-11-16', end: '2026-11-20', propertyId: world.sailing });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Sejlads er ikke et fravær.');
    expect(await tableCounts(test.db)).toEqual(before);
  });
});
