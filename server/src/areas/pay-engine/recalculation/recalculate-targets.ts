import type { Db } from '../../../db/client.ts';
import { lockEmploymentRows } from '../../shared/row-locks.ts';
import { notifyPlanChanged } from '../../live/index.ts';
import { groupBy } from '../../shared/group-by.ts';
import { recalculateEmployments } from '../recalculate.ts';
import type { Target } from './targets.ts';

/** Employments recalculated together, as Plan/Calculate does: one read and one write per batch. */
const BATCH = 250;

/**
 * Recalculates the targets in the caller's transaction: their rows are locked first (the lock a watch change
 * takes), then each group that shares a first month is recalculated in batches, and the grids are told.
 */
export async function recalculateTargets(tx: Db, targets: readonly Target[]): Promise<void> {
  if (targets.length === 0) return;
  const ids = targets.map((target) => target.employmentId);
  await lockEmploymentRows(tx, ids);
  for (const [from, group] of groupBy(targets, (target) => target.from)) {
    for (let index = 0; index < group.length; index += BATCH) {
      await recalculateEmployments(
        tx,
        group.slice(index, index + BATCH).map((target) => target.employmentId),
        from,
      );
    }
  }
  await notifyPlanChanged(tx, ids);
}
