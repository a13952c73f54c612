import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';

/**
 * The ship of an employment: its department's parent when the department has no departments below it (Dæk on
 * M/F Hammershus), otherwise the department itself (see docs/decisions.md).
 */
export const shipOf = (employmentId: SQL) => sql`(
  select case when exists (select 1 from properties c where c.parent_id = d.id) or d.parent_id is null then d.name
              else (select s.name from properties s where s.id = d.parent_id) end
  from employment_properties ep join properties d on d.id = ep.property_id
  join property_types t on t.id = d.property_type_id
  where ep.employment_id = ${employmentId} and t.key = 'department' order by d.id limit 1)`;

/** The heading of a rest card: who, on which ship, in which position, under which agreement. */
export interface CardHeading {
  employmentId: number;
  employeeId: number;
  employeeName: string;
  birthDate: string | null;
  position: string | null;
  ship: string | null;
  agreement: string;
  /** The agreement allows the STCW exception. */
  stcwException: boolean;
  startDate: string;
  endDate: string | null;
}

/** The headings of the employments' cards. */
export async function cardHeadings(db: Db, employmentIds: readonly number[]): Promise<Map<number, CardHeading>> {
  if (employmentIds.length === 0) return new Map();
  const ids = sql.join(
    employmentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<CardHeading>(db, sql`
    select em.id as "employmentId", e.id as "employeeId", trim(e.first_name || ' ' || e.last_name) as "employeeName",
      e.birth_date::text as "birthDate", a.name as agreement, a.stcw_exception as "stcwException", em.start_date::text as "startDate", em.end_date::text as "endDate",
      (select p.name from employment_properties ep join properties p on p.id = ep.property_id
        join property_types t on t.id = p.property_type_id
        where ep.employment_id = em.id and t.key = 'position' order by p.id limit 1) as position,
      ${shipOf(sql`em.id`)} as ship
    from employments em
    join employees e on e.id = em.employee_id
    join agreements a on a.id = em.agreement_id
    where em.id in (${ids})`);
  return new Map(rows.map((row) => [Number(row.employmentId), { ...row, employmentId: Number(row.employmentId), employeeId: Number(row.employeeId) }]));
}
