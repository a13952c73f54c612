import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/raw.ts';
import { recalculateTargets } from './recalculate-targets.ts';
import { RECALCULATION_CHANNEL } from './trigger.ts';
import { startWakeableWorker, type StopWorker } from '../../../db/wakeable-worker.ts';

/** Employments per transaction of a job: each commits its progress, so a restart loses at most one batch. */
const BATCH = 100;
/** A running job whose instance has not reported for this long is taken over (the instance died). */
const STALE_SECONDS = 60;
/** A failed job is tried again after this long. */
const RETRY_SECONDS = 300;
/** Every instance looks for work this often, besides each NOTIFY. */
const POLL_MS = 10_000;
/** A finished job is kept this long: GetRecalculationJobs shows the last day's, the rest is history in the audit trail. */
const KEEP_DONE_DAYS = 30;

/**
 * Claims the oldest job that is queued, abandoned by a dead instance or failed long enough ago, with
 * `for update skip locked`, so two instances never take the same job at once. Answers its id.
 */
export async function claimJob(db: Db, instance: string): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`update recalculation_jobs set state = 'running', claimed_by = ${instance}, heartbeat_at = now()
        where id = (select id from recalculation_jobs
                    where state = 'queued'
                       or (state = 'running' and heartbeat_at < now() - make_interval(secs => ${STALE_SECONDS}))
                       or (state = 'failed' and heartbeat_at < now() - make_interval(secs => ${RETRY_SECONDS}))
                    order by id limit 1 for update skip locked)
        returning id`,
  );
  return row ? Number(row.id) : null;
}

/** Works through the job's pending items batch by batch, each in its own transaction, then marks it done. */
export async function runJob(db: Db, jobId: number, instance: string): Promise<void> {
  for (;;) {
    const worked = await db.transaction(async (tx) => {
      const items = await queryRows<{ employment_id: number; from_period: string }>(
        tx,
        sql`select employment_id, from_period::text from recalculation_items where job_id = ${jobId} and not done
            order by employment_id limit ${BATCH} for update skip locked`,
      );
      if (items.length === 0) return 0;
      await recalculateTargets(tx, items.map((item) => ({ employmentId: Number(item.employment_id), from: item.from_period })));
      await tx.execute(sql`update recalculation_items set done = true
        where job_id = ${jobId} and employment_id = any(${`{${items.map((item) => item.employment_id).join(',')}}`}::int[])`);
      await tx.execute(sql`update recalculation_jobs set heartbeat_at = now(), claimed_by = ${instance} where id = ${jobId}`);
      return items.length;
    });
    if (worked === 0) break;
  }
  await db.execute(sql`update recalculation_jobs set state = 'done', finished_at = now(), error = null
    where id = ${jobId} and not exists (select 1 from recalculation_items where job_id = ${jobId} and not done)`);
}

/** Runs every job there is to run, then forgets the jobs done long ago (their items go with them); answers how many were run. */
export async function runPendingJobs(db: Db, instance: string, log?: FastifyBaseLogger): Promise<number> {
  let count = 0;
  for (let jobId = await claimJob(db, instance); jobId !== null; jobId = await claimJob(db, instance)) {
    try {
      await runJob(db, jobId, instance);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log?.error({ err: error, jobId }, 'Genberegningen fejlede');
      await db.execute(sql`update recalculation_jobs set state = 'failed', error = ${message.slice(0, 500)}, heartbeat_at = now() where id = ${jobId}`);
    }
    count += 1;
  }
  await db.execute(sql`delete from recalculation_jobs where state = 'done' and finished_at < now() - make_interval(days => ${KEEP_DONE_DAYS})`);
  return count;
}

/** Starts this instance's runner: now, at each NOTIFY of a new job and every 10 seconds. Answers the stop. */
export function startRecalculationRunner(database: Database, log: FastifyBaseLogger): Promise<StopWorker> {
  const instance = randomUUID();
  return startWakeableWorker(database, { channel: RECALCULATION_CHANNEL, intervalMs: POLL_MS, failure: 'Genberegningskøen kunne ikke læses', log }, async () => {
    await runPendingJobs(database.db, instance, log);
  });
}
