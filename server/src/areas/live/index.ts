// Live updates of the planning grid (issue 5 item 7, issue 21 item 1). Owned by the grid-reads work.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idArray } from '../../db/sql-values.ts';

/** The channel every server instance LISTENs on. */
export const PLAN_CHANNEL = 'kaj_plan';

/** A NOTIFY payload must stay under 8000 bytes: a pair `[id,version],` takes at most 26, so this many keep well inside it. */
const PAIRS_PER_NOTIFY = 250;

/** An employment that changed and the version it reached. */
export interface PlanChange {
  employmentId: number;
  version: number;
}

/**
 * Tells every server instance (PostgreSQL NOTIFY, delivered at commit) that these employments changed, with the
 * version each reached, so grids showing them get their new rows. Call it inside the transaction of the change: a
 * rolled-back change tells nobody. The employments get a new version here even when the change was not of their
 * watches (a closing, a target): the row lock it takes makes the versions of an employment follow the order of commit.
 */
export async function notifyPlanChanged(db: Db, employmentIds: readonly number[]): Promise<void> {
  const unique = [...new Set(employmentIds)];
  if (unique.length === 0) return;
  // One statement, one round trip in the writer's transaction: the new version as bump_grid_row_versions gives it
  // (one for all, rows locked in id order), and a NOTIFY per PAIRS_PER_NOTIFY employments.
  await db.execute(sql`
    with version as (select nextval('grid_row_version_seq') as version),
    bumped as (
      insert into grid_row_versions (employment_id, version)
      select id, version.version from unnest(${idArray(unique)}) as id, version order by id
      on conflict (employment_id) do update set version = excluded.version
      returning employment_id, version),
    parts as (select employment_id, version, (row_number() over (order by employment_id) - 1) / ${PAIRS_PER_NOTIFY} as part from bumped)
    select pg_notify(${PLAN_CHANNEL}, json_build_object('v', json_agg(json_build_array(employment_id, version) order by employment_id))::text)
    from parts group by part`);
}

/** The changes of a NOTIFY payload; anything else is ignored. */
export function planChangesOf(payload: string): PlanChange[] | null {
  try {
    const pairs = (JSON.parse(payload) as { v?: unknown }).v;
    if (!Array.isArray(pairs)) return null;
    const isPair = (pair: unknown): pair is [number, number] => Array.isArray(pair) && pair.length === 2 && pair.every((n) => Number.isSafeInteger(n));
    return pairs.every(isPair) ? pairs.map(([employmentId, version]) => ({ employmentId, version })) : null;
  } catch {
    return null;
  }
}
