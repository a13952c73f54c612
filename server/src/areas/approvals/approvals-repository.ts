import { and, between, eq, inArray, not, sql } from 'drizzle-orm';
import type { IsoDate } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { approvalLevels, approvals, approvalWatches, auditTrail, realisedWatches } from '../../db/schema/index.ts';
import { approvedLevelOf, rejectedNow } from './approval-state.ts';

export interface WatchApprovalState {
  id: number;
  employmentId: number;
  startDate: IsoDate;
  closed: boolean;
  /** 0: not approved (or rejected since). */
  level: number;
  rejected: boolean;
}

/** The realised watches (not cancelled) of the employments from start to end, with their approval state. */
export async function watchApprovalStates(db: Db, employmentIds: readonly number[], start: IsoDate, end: IsoDate): Promise<WatchApprovalState[]> {
  const rows = await db
    .select({
      id: realisedWatches.id,
      employmentId: realisedWatches.employmentId,
      startDate: realisedWatches.startDate,
      closed: realisedWatches.closed,
      level: approvedLevelOf(sql`${realisedWatches.id}`),
      rejected: rejectedNow(sql`${realisedWatches.id}`, sql`${realisedWatches.changedAt}`),
    })
    .from(realisedWatches)
    .where(and(inArray(realisedWatches.employmentId, [...employmentIds]), between(realisedWatches.startDate, start, end), not(realisedWatches.cancelled)))
    .orderBy(realisedWatches.startDate, realisedWatches.id);
  return rows.map((row) => ({ ...row, level: Number(row.level), rejected: Boolean(row.rejected) }));
}

export async function levelIds(db: Db): Promise<Map<number, number>> {
  const rows = await db.select({ id: approvalLevels.id, level: approvalLevels.level }).from(approvalLevels);
  return new Map(rows.map((row) => [row.level, row.id]));
}

export interface NewApproval {
  employmentId: number;
  levelId: number;
  rejected: boolean;
  comment: string | null;
  watchIds: readonly number[];
}

/** Records an approval or rejection of the watches, with its line in the audit trail. */
export async function insertApproval(db: Db, user: SessionUser, approval: NewApproval, date: IsoDate): Promise<number> {
  const [row] = await db
    .insert(approvals)
    .values({ employmentId: approval.employmentId, approvalLevelId: approval.levelId, rejected: approval.rejected, comment: approval.comment, approvedBy: user.id })
    .returning({ id: approvals.id });
  if (!row) throw new Error('The approval was not stored');
  await db.insert(approvalWatches).values(approval.watchIds.map((realisedWatchId) => ({ approvalId: row.id, realisedWatchId })));
  await writeApprovalAudit(db, user, { approvalId: row.id, employmentId: approval.employmentId, date, action: approval.rejected ? 'reject' : 'approve', before: null, after: approval });
  return row.id;
}

interface ApprovalAudit {
  approvalId: number;
  employmentId: number;
  date: IsoDate;
  action: string;
  before: unknown;
  after: unknown;
}

export async function writeApprovalAudit(db: Db, user: SessionUser, entry: ApprovalAudit): Promise<void> {
  await db.insert(auditTrail).values({
    userId: user.id,
    userName: `${user.firstName} ${user.lastName}`.trim(),
    entity: 'approval',
    entityId: entry.approvalId,
    employmentId: entry.employmentId,
    date: entry.date,
    action: entry.action,
    before: entry.before,
    after: entry.after,
  });
}

/** An approval with its watches, for removing it. */
export async function approvalWithWatches(db: Db, approvalId: number) {
  const [approval] = await db.select().from(approvals).where(eq(approvals.id, approvalId));
  if (!approval) return null;
  const watches = await db
    .select({ id: realisedWatches.id, closed: realisedWatches.closed, startDate: realisedWatches.startDate })
    .from(approvalWatches)
    .innerJoin(realisedWatches, eq(realisedWatches.id, approvalWatches.realisedWatchId))
    .where(eq(approvalWatches.approvalId, approvalId))
    .orderBy(realisedWatches.startDate);
  return { approval, watches };
}

/** Removes approvals that no longer hold any watch. */
export async function deleteEmptyApprovals(db: Db, approvalIds: readonly number[]): Promise<void> {
  if (approvalIds.length === 0) return;
  await db
    .delete(approvals)
    .where(and(inArray(approvals.id, [...approvalIds]), sql`not exists (select 1 from ${approvalWatches} where ${approvalWatches.approvalId} = ${approvals.id})`));
}
