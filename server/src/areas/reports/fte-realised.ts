import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { AGREEMENT_FACTS_CTE } from '../agreements/agreement-facts.ts';
import { FTE_LINE_COLUMNS, fteLineJoins, withLineIds, type FteLineKey } from './fte-line.ts';
import { idArray } from '../../db/sql-values.ts';

/** Realised norm minutes of one department, budget account and position group; null where the employment has none. */
export interface RealisedMinutes extends FteLineKey {
  /** The employment's agreement's hours per day (inherited), the length of its full-time day; null when none is set. */
  hoursPerDay: string | null;
  minutes: number;
}

/**
 * Paid minutes of the realised, not cancelled norm watches (those without an absence property) starting in the
 * dates, of employees (drafts left out) whose employment lies in one of the departments. An employment counts
 * under its first department among them, the budget account of its Budget property and its Stillingsgruppe.
 */
export async function realisedNormMinutes(db: Db, departmentIds: readonly number[], start: string, end: string): Promise<RealisedMinutes[]> {
  if (departmentIds.length === 0) return [];
  const rows = await queryRows<RealisedMinutes>(db, sql`
    with recursive ${AGREEMENT_FACTS_CTE}
    select ${FTE_LINE_COLUMNS},
      af.hours_per_day::text as "hoursPerDay", sum(rw.total_time) as minutes
    from realised_watches rw
    join employments em on em.id = rw.employment_id
    join agreement_facts af on af.agreement_id = em.agreement_id
    join employees e on e.id = em.employee_id
    ${fteLineJoins(departmentIds)}
    where not rw.cancelled and e.master_id is null and rw.start_date between ${start}::date and ${end}::date
      and not exists (select 1 from realised_watch_properties wp join properties p on p.id = wp.property_id
        join property_types t on t.id = p.property_type_id where wp.realised_watch_id = rw.id and t.key = 'absence')
    group by d.id, d.code, d.name, ba.id, ba.name, pg.id, pg.code, pg.name, af.hours_per_day`);
  return rows.map((row) => ({ ...withLineIds(row), minutes: Number(row.minutes) }));
}

/** The departments and all below them. */
export async function departmentTree(db: Db, departmentIds: readonly number[]): Promise<number[]> {
  if (departmentIds.length === 0) return [];
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive tree(id) as (select unnest(${idArray(departmentIds)}) union select p.id from properties p join tree on p.parent_id = tree.id)
    select id from tree order by id`);
  return rows.map((row) => Number(row.id));
}

/** Every department property, for a caller who reaches all. */
export async function allDepartmentIds(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    select p.id from properties p join property_types t on t.id = p.property_type_id where t.key = 'department' order by p.id`);
  return rows.map((row) => Number(row.id));
}
