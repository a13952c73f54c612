import { sql } from 'drizzle-orm';
import type { IsoDate, Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { idArray } from '../../db/sql-values.ts';

// The stored closings (one row per employment and month once saved or locked) and the employments they belong to.

export interface ClosingRecord {
  readonly closingId: number;
  readonly employmentId: number;
  readonly period: Period;
  /** The closing's own comment, else the comment of the group it was locked in. */
  readonly comment: string | null;
  readonly excluded: boolean;
  readonly validated: boolean;
  readonly locked: boolean;
  readonly lockedAt: string | null;
  readonly lockedBy: string | null;
  readonly exported: boolean;
}

const recordColumns = sql`c.id, c.employment_id, c.period::text as period, coalesce(c.comment, g.comment) as comment, c.excluded, c.validated, c.locked,
  to_char(c.locked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as locked_at,
  nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as locked_by, c.lessor_export_id is not null as exported`;

interface RecordRow {
  id: number;
  employment_id: number;
  period: string;
  comment: string | null;
  excluded: boolean;
  validated: boolean;
  locked: boolean;
  locked_at: string | null;
  locked_by: string | null;
  exported: boolean;
}

const toRecord = (row: RecordRow): ClosingRecord => ({
  closingId: Number(row.id),
  employmentId: Number(row.employment_id),
  period: row.period,
  comment: row.comment,
  excluded: row.excluded,
  validated: row.validated,
  locked: row.locked,
  lockedAt: row.locked_at,
  lockedBy: row.locked_by,
  exported: row.exported,
});

const fromClosings = sql`from closings c left join closing_groups g on g.id = c.closing_group_id left join users u on u.id = c.locked_by`;

export async function closingsByIds(db: Db, closingIds: readonly number[]): Promise<ClosingRecord[]> {
  const rows = await queryRows<RecordRow>(db, sql`select ${recordColumns} ${fromClosings} where c.id = any(${idArray(closingIds)}) order by c.period, c.id`);
  return rows.map(toRecord);
}

/** The closings of the employments in the periods (every period when `periods` is left out). */
export async function closingsOf(db: Db, employmentIds: readonly number[], periods?: readonly Period[]): Promise<ClosingRecord[]> {
  const inPeriods = periods ? sql`and c.period = any(${`{${periods.join(',')}}`}::date[])` : sql``;
  const rows = await queryRows<RecordRow>(db, sql`select ${recordColumns} ${fromClosings} where c.employment_id = any(${idArray(employmentIds)}) ${inPeriods} order by c.period, c.id`);
  return rows.map(toRecord);
}

export interface EmploymentRecord {
  readonly employmentId: number;
  readonly employeeId: number;
  readonly employeeName: string;
  readonly startDate: IsoDate;
  readonly endDate: IsoDate | null;
  /** A draft's employment: drafts have no closings. */
  readonly isDraft: boolean;
}

export async function employmentRecords(db: Db, employmentIds: readonly number[]): Promise<Map<number, EmploymentRecord>> {
  const rows = await queryRows<{ id: number; employee_id: number; name: string; start_date: string; end_date: string | null; is_draft: boolean }>(
    db,
    sql`select e.id, e.employee_id, trim(p.first_name || ' ' || p.last_name) as name, e.start_date::text, e.end_date::text, p.master_id is not null as is_draft
        from employments e join employees p on p.id = e.employee_id where e.id = any(${idArray(employmentIds)})`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { employmentId: Number(row.id), employeeId: Number(row.employee_id), employeeName: row.name, startDate: row.start_date, endDate: row.end_date, isDraft: row.is_draft },
    ]),
  );
}
