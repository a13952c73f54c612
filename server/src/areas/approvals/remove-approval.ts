import { eq } from 'drizzle-orm';
import { APPROVERS, contract } from '@kaj/contract';
import { departmentReach } from '../../auth/reach.ts';
import { approvals, approvalWatches, realisedWatches } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { assertEmploymentsWithin } from '../employees/employee-access.ts';
import { notifyPlanChanged } from '../live/index.ts';
import { rowOfEmployment } from '../planning/rows/index.ts';
import { approvalWithWatches, deleteEmptyApprovals, writeApprovalAudit } from './approvals-repository.ts';

const lockedMessage = (date: string) => `Vagten den ${date} ligger i en låst måned; godkendelsen kan ikke fjernes.`;

/** Takes one realised watch out of every approval and rejection it is in, so it can change again. */
export const removeSingleApproval = handle(contract.plan.removeSingleApproval, async ({ query, user, db }) => {
  const [watch] = await db.select().from(realisedWatches).where(eq(realisedWatches.id, query.realisedWatchId));
  if (!watch) throw notFound('Vagten findes ikke.');
  await assertEmploymentsWithin(db, await departmentReach(db, user, APPROVERS), [watch.employmentId]);
  if (watch.closed) throw badRequest('watch_closed', lockedMessage(watch.startDate));
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(approvalWatches)
      .where(eq(approvalWatches.realisedWatchId, watch.id))
      .returning({ approvalId: approvalWatches.approvalId });
    if (removed.length === 0) throw badRequest('not_approved', 'Vagten er hverken godkendt eller afvist.');
    const approvalIds = [...new Set(removed.map((row) => row.approvalId))];
    for (const approvalId of approvalIds) {
      await writeApprovalAudit(tx, user, {
        approvalId,
        employmentId: watch.employmentId,
        date: watch.startDate,
        action: 'removeWatch',
        before: { realisedWatchId: watch.id },
        after: null,
      });
    }
    await deleteEmptyApprovals(tx, approvalIds);
    await notifyPlanChanged(tx, [watch.employmentId]);
  });
  return rowOfEmployment(db, user, watch.employmentId, { start: query.start, end: query.end });
});

/** Removes a whole approval or rejection. */
export const removeApproval = handle(contract.plan.removeApproval, async ({ query, user, db }) => {
  const found = await approvalWithWatches(db, query.approvalId);
  if (!found) throw notFound('Godkendelsen findes ikke.');
  const { approval, watches } = found;
  await assertEmploymentsWithin(db, await departmentReach(db, user, APPROVERS), [approval.employmentId]);
  const closed = watches.find((watch) => watch.closed);
  if (closed) throw badRequest('watch_closed', lockedMessage(closed.startDate));
  await db.transaction(async (tx) => {
    await tx.delete(approvals).where(eq(approvals.id, approval.id));
    await writeApprovalAudit(tx, user, {
      approvalId: approval.id,
      employmentId: approval.employmentId,
      date: watches[0]?.startDate ?? query.start,
      action: 'remove',
      before: { ...approval, watchIds: watches.map((watch) => watch.id) },
      after: null,
    });
    await notifyPlanChanged(tx, [approval.employmentId]);
  });
  return rowOfEmployment(db, user, approval.employmentId, { start: query.start, end: query.end });
});
