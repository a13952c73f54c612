import { sql } from 'drizzle-orm';
import type { Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { intArray } from './sql-values.ts';

/**
 * The locked months of each employment, which recalculation never touches (DOMAIN.md section 8): a locked
 * closing, or a month with a `closed` realised watch (locking a closing closes its watches). This is the one
 * place that answers it.
 */
export async function lockedPeriods(db: Db, employmentIds: readonly number[]): Promise<Map<number, Set<Period>>> {
  const rows = await queryRows<{ employment_id: number; period: string }>(
    db,
    sql`select employment_id, period::text from closings where locked and employment_id = any(${intArray(employmentIds)})
        union
        select employment_id, date_trunc('month', start_date)::date::text from realised_watches where closed and employment_id = any(${intArray(employmentIds)})`,
  );
  const locked = new Map<number, Set<Period>>();
  for (const row of rows) {
    const periods = locked.get(Number(row.employment_id)) ?? new Set<Period>();
    periods.add(row.period);
    locked.set(Number(row.employment_id), periods);
  }
  return locked;
}
