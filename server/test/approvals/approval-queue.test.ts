import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ApprovalQueueDto, EmployeeDto } from '@kaj/contract';
import { notifications, realisedWatches } from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/client.ts';
import { client } from '../support/client.ts';
import { buildTemplate, buildWatch as buildDayWatch } from '../planning/grid-fixtures.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildShip, plannerOf } from '../support/organisation.ts';
import { signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const test = useTestApp();

async function buildWatch(db: Db, employmentId: number, date: string) {
  const template = await buildTemplate(db, { startTime: '08:00', endTime: '16:00' });
  const { realisedWatchId } = await buildDayWatch(db, { employmentId, template, date, startTime: '08:00', endTime: '16:00', extra: true, closed: false });
  return realisedWatchId;
}

async function crew() {
  const { ship, deck } = await buildShip(test.db);
  const agreement = await buildAgreement(test.db);
  const employee = await buildEmployee(test.db);
  const employment = await buildEmployment(test.db, { employeeId: employee.id, agreementId: agreement.id, departmentId: deck.id });
  const approver = await plannerOf(test, [ship.id], 'Approver');
  const planner = await plannerOf(test, [deck.id], 'Planner');
  return { ship, deck, employment, approver: client(test, approver.token), planner: { ...planner, api: client(test, planner.token) } };
}

const range = { start: '2026-11-01', end: '2026-11-30' };

describe('GetApprovalQueue', () => {
  it('lists waiting, rejected and corrected watches; a corrected watch is no longer shown as rejected, and the planner is told of the rejection', async () => {
    const { ship, employment, approver, planner } = await crew();
    const waiting = await buildWatch(test.db, employment.id, '2026-11-02');
    const fixed = await buildWatch(test.db, employment.id, '2026-11-03');
    const kept = await buildWatch(test.db, employment.id, '2026-11-04');
    const queueOf = async (query: Record<string, string | number> = {}) => {
      const answer = await approver.get('Plan/GetApprovalQueue', { departmentid: ship.id, ...range, ...query });
      expect(answer.statusCode).toBe(200);
      return answer.json() as ApprovalQueueDto;
    };
    expect((await queueOf()).watches.map((watch) => [watch.realisedWatchId, watch.state, watch.level, watch.ended])).toEqual([
      [waiting, 'waiting', 0, true],
      [fixed, 'waiting', 0, true],
      [kept, 'waiting', 0, true],
    ]);

    const rejected = await approver.post('Plan/Reject', { employmentIds: [employment.id] }, { start: '2026-11-03', end: '2026-11-04', comment: 'Forkert sluttid' });
    expect(rejected.statusCode).toBe(200);
    const notices = await test.db.select().from(notifications).where(eq(notifications.userId, planner.user.id));
    expect(notices.map((notice) => [notice.kind, notice.link])).toEqual([['watchRejectedForPlanner', '/planning/approvals?date=2026-11-03']]);
    expect(notices[0]!.body).toContain('Forkert sluttid');

    // The planner corrects one of them, in a later transaction than the rejection.
    await test.db.update(realisedWatches).set({ endTime: '15:00', changedAt: sql`now()` }).where(eq(realisedWatches.id, fixed));
    const queue = await queueOf();
    expect(queue.watches.map((watch) => [watch.realisedWatchId, watch.state, watch.rejectionComment])).toEqual([
      [waiting, 'waiting', null],
      [fixed, 'corrected', 'Forkert sluttid'],
      [kept, 'rejected', 'Forkert sluttid'],
    ]);
    expect(queue.approvals).toMatchObject([{ rejected: true, watchCount: 2, firstDate: '2026-11-03', lastDate: '2026-11-04', comment: 'Forkert sluttid', closed: false }]);
    expect((await queueOf({ state: 'corrected' })).watches.map((watch) => watch.realisedWatchId)).toEqual([fixed]);
    expect((await queueOf({ state: 'rejected' })).watches.map((watch) => watch.realisedWatchId)).toEqual([kept]);

    const [row] = (await planner.api.post('Plan/GetSelectedEmployeesPeriod', [employment.id], range)).json() as EmployeeDto[];
    const shown = row!.employments[0]!.watchDays.flatMap((day) => day.watches).filter((watch) => watch.realisedWatchId === fixed || watch.realisedWatchId === kept);
    expect(shown.map((watch) => [watch.realisedWatchId, watch.rejected, watch.corrected ?? false])).toEqual([
      [fixed, false, true],
      [kept, true, false],
    ]);

    // A corrected watch can be rejected again; approving takes the whole period to the ship's level, waiting for Rederi.
    expect((await approver.post('Plan/Reject', { employmentIds: [employment.id] }, { ...range, comment: 'Stadig forkert' })).statusCode).toBe(200);
    expect((await queueOf()).watches.every((watch) => watch.state === 'rejected')).toBe(true);
    expect((await approver.post('Plan/Approve', { employmentIds: [employment.id] }, range)).statusCode).toBe(200);
    expect((await queueOf()).watches.map((watch) => [watch.state, watch.level])).toEqual([
      ['waiting', 1],
      ['waiting', 1],
      ['waiting', 1],
    ]);
  });

  it('reaches only the caller’s departments and refuses unknown ones, and lets the department’s planner read', async () => {
    const { ship, deck, approver, planner } = await crew();
    const other = await crew();
    expect((await other.approver.get('Plan/GetApprovalQueue', { departmentid: ship.id, ...range })).statusCode).toBe(403);
    expect((await planner.api.get('Plan/GetApprovalQueue', { departmentid: deck.id, ...range })).statusCode).toBe(200);
    expect((await planner.api.get('Plan/GetApprovalQueue', { departmentid: ship.id, ...range })).statusCode).toBe(403);
    expect((await approver.get('Plan/GetApprovalQueue', { departmentid: 2_000_000_000, ...range })).statusCode).toBe(404);
    const employee = client(test, (await signedIn(test, ['Employee'])).token);
    expect((await employee.get('Plan/GetApprovalQueue', { departmentid: ship.id, ...range })).statusCode).toBe(403);
    const tooLong = await approver.get('Plan/GetApprovalQueue', { departmentid: ship.id, start: '2026-01-01', end: '2026-06-30' });
    expect(tooLong.statusCode).toBe(400);
  });
});
