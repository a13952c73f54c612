import { sql } from 'drizzle-orm';
import type { Period } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/raw.ts';
import { jsonRows } from '../../../db/sql-values.ts';

export interface Month {
  employmentId: number;
  period: Period;
}

/**
 * The months that wait for a recalculation job (an item not done whose first month is on or before them): locking
 * and exporting refuse them until the job has recalculated them. Answers `employmentId|period` keys.
 */
export async function pendingMonths(db: Db, months: readonly Month[]): Promise<Set<string>> {
  if (months.length === 0) return new Set();
  const rows = await queryRows<{ employment_id: number; period: string }>(
    db,
    sql`select distinct m.employment_id, m.period::text from json_to_recordset(${jsonRows(months.map((month) => ({ employment_id: month.employmentId, period: month.period })))})
          as m(employment_id int, period date)
        join recalculation_items i on i.employment_id = m.employment_id and not i.done and i.from_period <= m.period`,
  );
  return new Set(rows.map((row) => `${Number(row.employment_id)}|${row.period}`));
}
