import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../../auth/session-user.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/raw.ts';
import { jsonRows } from '../../../db/sql-values.ts';
import { recalculateTargets } from './recalculate-targets.ts';
import { targetsOf, type PayChange } from './targets.ts';

export const RECALCULATION_CHANNEL = 'kaj_recalc';

let inlineLimit = 50;

/** Set at start from KAJ_RECALC_INLINE_LIMIT (like the business clock). */
export function setRecalculationInlineLimit(limit: number): void {
  inlineLimit = limit;
}

/** The limit in force: more employments than this run as a job. */
export const inlineLimitNow = (): number => inlineLimit;

export interface RecalculationStarted {
  employments: number;
  /** The job that recalculates them, when there were more than the inline limit; null when done already. */
  jobId: number | null;
}

/**
 * Every save that can change pay calls this in its own transaction (issue 14.1): the employments the change reaches
 * are recalculated at once when they are few, otherwise a durable job is queued (one pending item per employment,
 * which stops locking and exporting its open months until it is done) and any instance's runner takes it after commit.
 */
export async function recalculateAfter(tx: Db, change: PayChange, who: { reason: string; user: SessionUser | null; forceJob?: boolean }): Promise<RecalculationStarted> {
  const targets = await targetsOf(tx, change);
  if (targets.length === 0) return { employments: 0, jobId: null };
  if (targets.length <= inlineLimit && !who.forceJob) {
    await recalculateTargets(tx, targets);
    return { employments: targets.length, jobId: null };
  }
  const [job] = await queryRows<{ id: number }>(
    tx,
    sql`insert into recalculation_jobs (reason, created_by) values (${who.reason.slice(0, 300)}, ${who.user?.id ?? null}) returning id`,
  );
  const jobId = Number(job!.id);
  await tx.execute(sql`
    insert into recalculation_items (job_id, employment_id, from_period)
    select ${jobId}, employment_id, from_period from json_to_recordset(${jsonRows(targets.map((target) => ({ employment_id: target.employmentId, from_period: target.from })))})
      as x(employment_id int, from_period date)`);
  // Delivered at commit: a rolled-back save queues nothing.
  await tx.execute(sql`select pg_notify(${RECALCULATION_CHANNEL}, ${String(jobId)})`);
  return { employments: targets.length, jobId };
}
