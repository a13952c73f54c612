import { eq } from 'drizzle-orm';
import { APPROVERS, PLANNERS, contract } from '@kaj/contract';
import type { IsoDate } from '@kaj/domain';
import { departmentReach } from '../../auth/reach.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { employees, employments } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { assertEmploymentsWithin } from '../employees/employee-access.ts';
import { notifyPlanChanged } from '../live/index.ts';
import { departmentUsers, notify } from '../notifications/index.ts';
import { danishDate } from '../shared/danish-dates.ts';
import { rowsOfEmployments } from '../planning/rows/index.ts';
import { APPROVAL_LEVELS } from '../../db/reference/approval-levels.ts';
import { lockEmploymentRows } from '../shared/row-locks.ts';
import { assertWatchesEnded } from './watches-ended.ts';
import { insertApproval, levelIds, watchApprovalStates, type NewApproval, type WatchApprovalState } from './approvals-repository.ts';

const TOP_LEVEL = Math.max(...APPROVAL_LEVELS.map((level) => level.level));

interface Decision {
  user: SessionUser;
  employmentIds: readonly number[];
  start: IsoDate;
  end: IsoDate;
  comment: string | null;
}

/**
 * Approving takes each employment's open watches one level up (DOMAIN.md section 5): the level above the
 * lowest level its watches have, given to the watches below it. Approving again after the top level does nothing.
 */
function approvalOf(employmentId: number, watches: readonly WatchApprovalState[], ids: Map<number, number>, comment: string | null): NewApproval | null {
  const open = watches.filter((watch) => !watch.closed);
  if (open.length === 0) return null;
  const level = Math.min(...open.map((watch) => watch.level)) + 1;
  const levelId = ids.get(level);
  if (level > TOP_LEVEL || levelId === undefined) return null;
  return { employmentId, levelId, rejected: false, comment, watchIds: open.filter((watch) => watch.level < level).map((watch) => watch.id) };
}

/** Rejecting sends every open watch of the range back at the first level, with the comment for the planner. */
function rejectionOf(employmentId: number, watches: readonly WatchApprovalState[], ids: Map<number, number>, comment: string | null): NewApproval | null {
  const closed = watches.find((watch) => watch.closed);
  if (closed) throw badRequest('watch_closed', `Vagten den ${closed.startDate} ligger i en låst måned og kan ikke afvises.`);
  const open = watches.filter((watch) => !watch.rejected);
  const levelId = ids.get(1);
  if (open.length === 0 || levelId === undefined) return null;
  return { employmentId, levelId, rejected: true, comment, watchIds: open.map((watch) => watch.id) };
}

/**
 * The employee is told which of their realised watches were sent back, and why (issue 15), and so are the planners of
 * the department, who correct them (issue 17).
 */
async function noticeRejection(db: Db, user: SessionUser, employmentId: number, watches: readonly WatchApprovalState[], comment: string | null): Promise<void> {
  if (watches.length === 0) return;
  const [owner] = await db
    .select({ employeeId: employments.employeeId, masterId: employees.masterId, firstName: employees.firstName, lastName: employees.lastName })
    .from(employments)
    .innerJoin(employees, eq(employees.id, employments.employeeId))
    .where(eq(employments.id, employmentId));
  if (!owner) return;
  const dates = watches.map((watch) => watch.startDate).sort();
  const span = dates[0] === dates[dates.length - 1] ? `den ${danishDate(dates[0]!)}` : `fra ${danishDate(dates[0]!)} til ${danishDate(dates[dates.length - 1]!)}`;
  const count = watches.length === 1 ? 'En vagt er afvist' : `${watches.length} vagter er afvist`;
  if (owner.masterId === null) {
    await notify(db, { employeeIds: [owner.employeeId] }, {
      kind: 'watchRejected',
      title: count,
      body: `${watches.length === 1 ? 'Din vagt' : 'Dine vagter'} ${span} er afvist: ${comment ?? ''}`.trim(),
      link: `/planning?date=${dates[0]!}`,
    });
  }
  const planners = await departmentUsers(db, [employmentId], PLANNERS.filter((role) => role !== 'Admin'));
  await notify(db, { userIds: planners.filter((id) => id !== user.id) }, {
    kind: 'watchRejectedForPlanner',
    title: `${count}: ${`${owner.firstName} ${owner.lastName}`.trim()}`,
    body: `${watches.length === 1 ? 'Vagten' : 'Vagterne'} ${span} er afvist af ${`${user.firstName} ${user.lastName}`.trim()}: ${comment ?? ''}`.trim(),
    link: `/planning/approvals?date=${dates[0]!}`,
  });
}

async function decide(db: Db, decision: Decision, rejected: boolean) {
  const { user, employmentIds, start, end, comment } = decision;
  if (end < start) throw badRequest('invalid_range', 'Slutdatoen skal ligge efter startdatoen.');
  if (rejected && !comment) throw badRequest('comment_required', 'Skriv hvorfor vagterne afvises; planlæggeren ser kommentaren.');
  await assertEmploymentsWithin(db, await departmentReach(db, user, APPROVERS), employmentIds);
  await db.transaction(async (tx) => {
    // Two approvers of one employee queue up, and the second takes the watches a level further, as one after the other would.
    await lockEmploymentRows(tx, employmentIds);
    const [watches, ids] = await readAll(tx, () => watchApprovalStates(tx, employmentIds, start, end), () => levelIds(tx));
    const records = employmentIds.flatMap((employmentId) => {
      const own = watches.filter((watch) => watch.employmentId === employmentId);
      const record = rejected ? rejectionOf(employmentId, own, ids, comment) : approvalOf(employmentId, own, ids, comment);
      return record && record.watchIds.length > 0 ? [{ record, own }] : [];
    });
    if (!rejected) await assertWatchesEnded(tx, records.flatMap(({ record }) => record.watchIds));
    for (const { record, own } of records) {
      await insertApproval(tx, user, record, start);
      if (record.rejected) await noticeRejection(tx, user, record.employmentId, own.filter((watch) => record.watchIds.includes(watch.id)), comment);
    }
    if (records.length === 0) {
      throw badRequest('nothing_to_approve', rejected ? 'Der er ingen vagter at afvise i perioden.' : 'Der er ingen vagter at godkende i perioden.');
    }
    await notifyPlanChanged(tx, employmentIds);
  });
  return rowsOfEmployments(db, user, employmentIds, { start, end });
}

const decisionOf = (user: SessionUser, query: { start: IsoDate; end: IsoDate; comment?: string | undefined }, body: readonly number[]): Decision => ({
  user,
  employmentIds: [...new Set(body)],
  start: query.start,
  end: query.end,
  comment: query.comment?.trim() || null,
});

export const approve = handle(contract.plan.approve, ({ query, body, user, db }) => decide(db, decisionOf(user, query, body.employmentIds), false));

export const reject = handle(contract.plan.reject, ({ query, body, user, db }) => decide(db, decisionOf(user, query, body.employmentIds), true));
