import { sql } from 'drizzle-orm';
import type { Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { idArray } from '../../db/sql-values.ts';

/**
 * The locked months of each employment, which recalculation never touches (DOMAIN.md section 8): the
 * months of its locked closings. This is the one place that answers it.
 */
export async function lockedPeriods(db: Db, employmentIds: readonly number[]): Promise<Map<number, Set<Period>>> {
  const rows = await queryRows<{ employment_id: number; period: string }>(
    db,
    sql`select employment_id, period::text as period from closings where locked and employment_id = any(${idArray(employmentIds)})`,
  );
  const locked = new Map<number, Set<Period>>();
  for (const row of rows) {
    const periods = locked.get(Number(row.employment_id)) ?? new Set<Period>();
    periods.add(row.period);
    locked.set(Number(row.employment_id), periods);
  }
  return locked;
}
