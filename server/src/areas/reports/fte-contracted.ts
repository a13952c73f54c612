import { sql } from 'drizzle-orm';
import type { IsoDate } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { AGREEMENT_FACTS_CTE } from '../agreements/agreement-facts.ts';
import { idArray } from '../../db/sql-values.ts';
import { employmentProperty } from './fte-realised.ts';

/** An employment in the report's departments and dates, with what makes its contracted FTE. */
export interface ContractedEmployment {
  departmentId: number;
  departmentCode: string | null;
  departmentName: string;
  budgetAccountId: number | null;
  budgetAccountName: string | null;
  positionGroupId: number | null;
  positionGroup: string | null;
  /** Null: full time. */
  weeklyHours: string | null;
  hoursPerDay: string | null;
  startDate: IsoDate;
  endDate: IsoDate | null;
}

/**
 * The employments (of employees, not drafts) in one of the departments that run on a day of start–end; each under
 * its first department among them, the budget account of its Budget property and its Stillingsgruppe, as the
 * realised hours count.
 */
export async function contractedEmployments(db: Db, departmentIds: readonly number[], start: IsoDate, end: IsoDate): Promise<ContractedEmployment[]> {
  if (departmentIds.length === 0) return [];
  const rows = await queryRows<ContractedEmployment>(db, sql`
    with recursive ${AGREEMENT_FACTS_CTE}
    select d.id as "departmentId", d.code as "departmentCode", d.name as "departmentName",
      ba.id as "budgetAccountId", ba.name as "budgetAccountName",
      pg.id as "positionGroupId", coalesce(pg.code, pg.name) as "positionGroup",
      em.weekly_hours::text as "weeklyHours", af.hours_per_day::text as "hoursPerDay",
      em.start_date::text as "startDate", em.end_date::text as "endDate"
    from employments em
    join employees e on e.id = em.employee_id
    join agreement_facts af on af.agreement_id = em.agreement_id
    join properties d on d.id = (select ep.property_id from employment_properties ep
      where ep.employment_id = em.id and ep.property_id = any(${idArray(departmentIds)}) order by ep.property_id limit 1)
    left join budget_accounts ba on ba.id = (select a.id from budget_accounts a where a.property_id = ${employmentProperty('budget')} order by a.sort_order, a.id limit 1)
    left join properties pg on pg.id = ${employmentProperty('positionGroup')}
    where e.master_id is null and em.start_date <= ${end}::date and (em.end_date is null or em.end_date >= ${start}::date)
    order by em.id`);
  return rows.map((row) => ({
    ...row,
    departmentId: Number(row.departmentId),
    budgetAccountId: row.budgetAccountId === null ? null : Number(row.budgetAccountId),
    positionGroupId: row.positionGroupId === null ? null : Number(row.positionGroupId),
  }));
}
