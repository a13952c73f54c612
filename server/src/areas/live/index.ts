// Live updates of the planning grid (issue 5 item 7). Owned by the grid-reads work.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The channel every server instance LISTENs on. */
export const PLAN_CHANNEL = 'kaj_plan';

/** A NOTIFY payload must stay under 8000 bytes; this many ids keep well inside it. */
const IDS_PER_NOTIFY = 500;

/**
 * Tells every server instance (PostgreSQL NOTIFY, delivered at commit) that these employments' watches changed,
 * so grids showing them refresh. Call it inside the transaction of the change: a rolled-back change tells nobody.
 */
export async function notifyPlanChanged(db: Db, employmentIds: readonly number[]): Promise<void> {
  const unique = [...new Set(employmentIds)].sort((a, b) => a - b);
  for (let from = 0; from < unique.length; from += IDS_PER_NOTIFY) {
    const payload = JSON.stringify({ employmentIds: unique.slice(from, from + IDS_PER_NOTIFY) });
    await db.execute(sql`select pg_notify(${PLAN_CHANNEL}, ${payload})`);
  }
}
