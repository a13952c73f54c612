import { sql, type SQL } from 'drizzle-orm';
import { idArray } from '../../db/sql-values.ts';
import { employmentProperty } from '../shared/employment-property.ts';

/** The line of the FTE report an employment counts under: its department, budget account and position group. */
export interface FteLineKey {
  departmentId: number;
  departmentCode: string | null;
  departmentName: string;
  budgetAccountId: number | null;
  budgetAccountName: string | null;
  positionGroupId: number | null;
  positionGroup: string | null;
}

/** The select list of `FteLineKey`, over the aliases that `fteLineJoins` makes. */
export const FTE_LINE_COLUMNS: SQL = sql`d.id as "departmentId", d.code as "departmentCode", d.name as "departmentName",
      ba.id as "budgetAccountId", ba.name as "budgetAccountName",
      pg.id as "positionGroupId", coalesce(pg.code, pg.name) as "positionGroup"`;

/**
 * The joins from an employment `em` to its line: its first department among `departmentIds` (an inner join, so
 * others drop out), the budget account of its Budget property and its Stillingsgruppe.
 */
export const fteLineJoins = (departmentIds: readonly number[]): SQL => sql`
    join properties d on d.id = (select ep.property_id from employment_properties ep
      where ep.employment_id = em.id and ep.property_id = any(${idArray(departmentIds)}) order by ep.property_id limit 1)
    left join budget_accounts ba on ba.id = (select a.id from budget_accounts a where a.property_id = ${employmentProperty('budget')} order by a.sort_order, a.id limit 1)
    left join properties pg on pg.id = ${employmentProperty('positionGroup')}`;

/** The ids of a line as numbers (PostgreSQL may answer them as strings). */
export function withLineIds<T extends FteLineKey>(row: T): T {
  return {
    ...row,
    departmentId: Number(row.departmentId),
    budgetAccountId: row.budgetAccountId === null ? null : Number(row.budgetAccountId),
    positionGroupId: row.positionGroupId === null ? null : Number(row.positionGroupId),
  };
}
