import { and, asc, between, eq, sql } from 'drizzle-orm';
import { contract, type ApprovalDto } from '@kaj/contract';
import { periodEnd } from '@kaj/domain';
import { approvalLevels, approvals, approvalWatches, employments, realisedWatches, users } from '../../db/schema/index.ts';
import { handle } from '../../http/handler.ts';
import { assertEmployeeWithin, readReach } from '../employees/employee-access.ts';

/** An employee's approvals and rejections of watches in the month; an employee reads their own. */
export const getApprovals = handle(contract.plan.getApprovals, async ({ query, user, db }) => {
  if (user.employeeId !== query.employeeId) await assertEmployeeWithin(db, await readReach(db, user), query.employeeId);
  const rows = await db
    .select({
      approvalId: approvals.id,
      approvalLevelId: approvals.approvalLevelId,
      approvalLevel: approvalLevels.name,
      comment: approvals.comment,
      approvedAt: approvals.approvedAt,
      approvedBy: sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), 'Ukendt')`,
      rejected: approvals.rejected,
      employmentId: approvals.employmentId,
      realisedWatchIds: sql<number[]>`array_agg(${approvalWatches.realisedWatchId} order by ${realisedWatches.startDate}, ${realisedWatches.id})`,
    })
    .from(approvals)
    .innerJoin(employments, eq(employments.id, approvals.employmentId))
    .innerJoin(approvalLevels, eq(approvalLevels.id, approvals.approvalLevelId))
    .innerJoin(approvalWatches, eq(approvalWatches.approvalId, approvals.id))
    .innerJoin(realisedWatches, eq(realisedWatches.id, approvalWatches.realisedWatchId))
    .leftJoin(users, eq(users.id, approvals.approvedBy))
    .where(and(eq(employments.employeeId, query.employeeId), between(realisedWatches.startDate, query.period, periodEnd(query.period))))
    .groupBy(approvals.id, approvalLevels.name, users.firstName, users.lastName)
    .orderBy(asc(approvals.id));
  return rows.map(
    ({ approvedAt, realisedWatchIds, ...row }): ApprovalDto => ({ ...row, approvalTime: new Date(approvedAt).toISOString(), realisedWatchIds: realisedWatchIds.map(Number) }),
  );
});
