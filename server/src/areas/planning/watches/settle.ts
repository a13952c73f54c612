import type { IsoDate } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import { recalculateEmployments } from '../../pay-engine/index.ts';
import { notifyPlanChanged } from '../../live/index.ts';

/** After every change, in its transaction: pay is recalculated from the earliest date touched, and open grids are told. */
export async function settle(db: Db, changes: readonly { employmentId: number; date: IsoDate }[]): Promise<void> {
  if (changes.length === 0) return;
  const employmentIds = [...new Set(changes.map((change) => change.employmentId))];
  const from = changes.map((change) => change.date).reduce((a, b) => (a < b ? a : b));
  await recalculateEmployments(db, employmentIds, from);
  await notifyPlanChanged(db, employmentIds);
}
