import type { RealisedWatchDto } from '@kaj/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { crewMember, realisedOf, seen, watchWorld, type WatchWorld } from './watch-support.ts';

// Issue 14, point 5: the paid time follows the times (real length less the watch code's unpaid break), unless
// the planner typed one, which is kept on later changes of the times and marked.

let test: TestApp;
let world: WatchWorld;
/** A day code 06:00–14:30 that pays 8 hours: a 30 minute unpaid break. */
let withBreak: number;
beforeAll(async () => {
  test = await createTestApp();
  world = await watchWorld(test);
  const response = await world.admin.post(
    'WatchTemplate/SaveWatchTemplate',
    { code: 'DP', color: '#3f51b5', details: [{ startTime: '06:00', endTime: '14:30', totalTime: 480, properties: [{ propertyId: world.sailing }] }], subTemplates: [] },
    { replace: false },
  );
  withBreak = response.json().watchTemplateId as number;
});
afterAll(() => test.close());

async function placed(templateId: number, date: string) {
  const member = await crewMember(world);
  const answer = await world.planner.post('Plan/AddPlannedWatch', undefined, { watchTemplateId: templateId, employmentId: member.employmentId, startDate: date, period: `${date.slice(0, 7)}-01` });
  expect(answer.statusCode).toBe(200);
  const [watch] = await realisedOf(test.db, member.employmentId);
  return { employmentId: member.employmentId, watch: watch! };
}

async function saved(target: Awaited<ReturnType<typeof placed>>, fields: Record<string, unknown>) {
  const [current] = await realisedOf(test.db, target.employmentId);
  const response = await world.planner.post(
    'Plan/SaveRealisedWatch',
    { realisedWatchId: current!.id, employmentId: target.employmentId, startDate: current!.startDate, startTime: '06:00', endTime: '14:00', changeDate: seen(current!), ...fields },
    { period: `${current!.startDate.slice(0, 7)}-01` },
  );
  expect(response.statusCode, response.body).toBe(200);
  const [after] = await realisedOf(test.db, target.employmentId);
  return after!;
}

const opened = async (realisedWatchId: number) => ((await world.planner.get('Plan/GetRealisedWatch', { realisedwatchid: realisedWatchId })).json() as RealisedWatchDto[])[0]!;

describe('paid time follows the times', () => {
  it('changing the end 14:00 → 16:30 of a code without a break: 8:00 becomes 10:30', async () => {
    const target = await placed(world.codes.D1, '2026-11-10');
    expect(target.watch).toMatchObject({ totalTime: 480, paidTimeManual: false });
    expect(await saved(target, { endTime: '16:30' })).toMatchObject({ endTime: '16:30:00', totalTime: 630, paidTimeManual: false, overridden: true });
    expect(await opened(target.watch.id)).toMatchObject({ totalTime: 630, paidTimeManual: false, unpaidBreak: 0 });
  });

  it('keeps the watch code’s unpaid break: 06:00–14:30 paying 8:00 pays 9:30 when it ends 16:30', async () => {
    const target = await placed(withBreak, '2026-11-10');
    expect(target.watch.totalTime).toBe(480);
    expect(await opened(target.watch.id)).toMatchObject({ unpaidBreak: 30, paidTimeManual: false });
    expect(await saved(target, { endTime: '16:30' })).toMatchObject({ totalTime: 600, paidTimeManual: false });
  });

  it('keeps a typed paid time, marked, through later changes of the times and a move, until it is left out again', async () => {
    const target = await placed(world.codes.D1, '2026-11-10');
    expect(await saved(target, { totalTime: 420 })).toMatchObject({ totalTime: 420, paidTimeManual: true });
    expect(await opened(target.watch.id)).toMatchObject({ totalTime: 420, paidTimeManual: true });
    // The editor sends the typed time again with new times; it stays.
    expect(await saved(target, { endTime: '16:30', totalTime: 420 })).toMatchObject({ endTime: '16:30:00', totalTime: 420, paidTimeManual: true });
    const [current] = await realisedOf(test.db, target.employmentId);
    const moved = await world.planner.post('Plan/MoveRealisedWatch', [{ realisedWatchId: current!.id, changeDate: seen(current!) }], {
      newemploymentid: target.employmentId,
      newstartdate: '2026-11-12',
      start: '2026-11-01',
      end: '2026-11-30',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await realisedOf(test.db, target.employmentId))[0]).toMatchObject({ startDate: '2026-11-12', totalTime: 420, paidTimeManual: true });
    // Back to the derived paid time.
    expect(await saved(target, { endTime: '16:30', totalTime: null })).toMatchObject({ totalTime: 630, paidTimeManual: false });
  });

  it('does not mark a typed paid time that is what the times give anyway', async () => {
    const target = await placed(world.codes.D1, '2026-11-10');
    expect(await saved(target, { endTime: '15:00', totalTime: 540 })).toMatchObject({ totalTime: 540, paidTimeManual: false });
  });

  it('pays a night across the DST change its real minutes, and follows it when moved there; a typed time stays', async () => {
    const autumn = await placed(world.codes.N1, '2026-10-24');
    expect(autumn.watch.totalTime).toBe(540);
    const spring = await placed(world.codes.N1, '2026-03-28');
    expect(spring.watch.totalTime).toBe(420);
    const ordinary = await placed(world.codes.N1, '2026-10-17');
    expect(ordinary.watch.totalTime).toBe(480);
    const move = (watch: { id: number; changedAt: string }, employmentId: number) =>
      world.planner.post('Plan/MoveRealisedWatch', [{ realisedWatchId: watch.id, changeDate: seen(watch) }], { newemploymentid: employmentId, newstartdate: '2026-10-24', start: '2026-10-01', end: '2026-10-31' });
    expect((await move(ordinary.watch, ordinary.employmentId)).statusCode).toBe(200);
    expect((await realisedOf(test.db, ordinary.employmentId))[0]).toMatchObject({ startDate: '2026-10-24', totalTime: 540, paidTimeManual: false });

    const typed = await placed(world.codes.N1, '2026-10-17');
    const manual = await saved(typed, { startTime: '22:00', endTime: '06:00', totalTime: 450 });
    expect(manual).toMatchObject({ totalTime: 450, paidTimeManual: true });
    expect((await move(manual, typed.employmentId)).statusCode).toBe(200);
    expect((await realisedOf(test.db, typed.employmentId))[0]).toMatchObject({ startDate: '2026-10-24', totalTime: 450, paidTimeManual: true });
  });
});
