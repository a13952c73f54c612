// Who may hear of a change: a listener learns only of employments they may read in the grid, so an
// employee's stream does not show which other employments change, nor a planner's those of other departments.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import type { Viewer } from '../planning/grid/grid-scope.ts';
import { idArray } from '../../db/sql-values.ts';

/** What decides who reads an employment: its departments and its (master) employee. */
export interface EmploymentAudience {
  employmentId: number;
  employeeId: number;
  isMaster: boolean;
  departmentIds: readonly number[];
}

/** The audience facts of the changed employments, in one query for every listener. */
export async function audienceOf(db: Db, employmentIds: readonly number[]): Promise<EmploymentAudience[]> {
  const rows = await queryRows<{ id: number; employee_id: number; is_master: boolean; property_ids: number[] }>(db, sql`
    select e.id, em.id as employee_id, em.master_id is null as is_master,
           coalesce(array_agg(ep.property_id) filter (where ep.property_id is not null), '{}') as property_ids
    from employments e
    join employees em on em.id = e.employee_id
    left join employment_properties ep on ep.employment_id = e.id
    where e.id = any(${idArray(employmentIds)})
    group by e.id, em.id`);
  return rows.map((row) => ({
    employmentId: Number(row.id),
    employeeId: Number(row.employee_id),
    isMaster: row.is_master,
    departmentIds: row.property_ids.map(Number),
  }));
}

/** The rule of the grid (`visibleTo` in grid-scope): a department in reach, or the viewer's own master employee. */
export function reads(viewer: Viewer, employment: EmploymentAudience): boolean {
  if (viewer.reach === 'all') return true;
  if (viewer.ownEmployeeId !== null && employment.isMaster && employment.employeeId === viewer.ownEmployeeId) return true;
  const { reach } = viewer;
  return employment.departmentIds.some((id) => reach.has(id));
}
