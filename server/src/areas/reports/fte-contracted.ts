import { sql } from 'drizzle-orm';
import type { IsoDate } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { AGREEMENT_FACTS_CTE } from '../agreements/agreement-facts.ts';
import { FTE_LINE_COLUMNS, fteLineJoins, withLineIds, type FteLineKey } from './fte-line.ts';

/** An employment in the report's departments and dates, with what makes its contracted FTE. */
export interface ContractedEmployment extends FteLineKey {
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
    select ${FTE_LINE_COLUMNS},
      em.weekly_hours::text as "weeklyHours", af.hours_per_day::text as "hoursPerDay",
      em.start_date::text as "startDate", em.end_date::text as "endDate"
    from employments em
    join employees e on e.id = em.employee_id
    join agreement_facts af on af.agreement_id = em.agreement_id
    ${fteLineJoins(departmentIds)}
    where e.master_id is null and em.start_date <= ${end}::date and (em.end_date is null or em.end_date >= ${start}::date)
    order by em.id`);
  return rows.map(withLineIds);
}
