// Which employments a grid read shows the caller, and the refusals when they ask for more than they reach.
import { sql, type SQL } from 'drizzle-orm';
import { EMPLOYEES, MAX_RANGE_DAYS } from '@kaj/contract';
import { daysBetween, type IsoDate } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/raw.ts';
import { departmentReach, reaches, type Reach } from '../../../auth/reach.ts';
import { hasRole, type SessionUser } from '../../../auth/session-user.ts';
import { badRequest, forbidden, notFound } from '../../../errors.ts';
import { idArray } from '../../../db/sql-values.ts';

/** A grid over more than a year is not a screen anyone reads; it would only load the server (the contract refuses it first). */
export function assertRange(start: IsoDate, end: IsoDate): { start: IsoDate; end: IsoDate } {
  if (end < start) throw badRequest('invalid_range', 'Slutdatoen skal ligge efter startdatoen.');
  if (daysBetween(start, end) >= MAX_RANGE_DAYS) throw badRequest('invalid_range', 'Perioden kan højst være et år.');
  return { start, end };
}

/** Who sees what: the departments of the caller's roles, and their own (master) employee's employments. */
export interface Viewer {
  user: SessionUser;
  reach: Reach;
  /** The caller's own employee, when they hold an employee role and one is linked. */
  ownEmployeeId: number | null;
}

export async function viewerOf(db: Db, user: SessionUser): Promise<Viewer> {
  const ownEmployeeId = user.employeeId !== null && hasRole(user, ...EMPLOYEES) ? user.employeeId : null;
  return { user, reach: await departmentReach(db, user), ownEmployeeId };
}

/** The employments a viewer may read: a department in reach, or their own master employee's. */
function visibleTo(viewer: Viewer): SQL {
  if (viewer.reach === 'all') return sql`true`;
  const own = viewer.ownEmployeeId === null ? sql`false` : sql`(em.id = ${viewer.ownEmployeeId} and em.master_id is null)`;
  if (viewer.reach.size === 0) return own;
  return sql`(${own} or exists (select 1 from employment_properties vp where vp.employment_id = e.id and vp.property_id = any(${idArray([...viewer.reach])})))`;
}

export interface GridFilter {
  /** The department, with all below it; every department in reach when left out. */
  departmentId?: number | undefined;
  start: IsoDate;
  end: IsoDate;
  draft: boolean;
  showHidden: boolean;
  /** Only employments carrying every one of these properties. */
  propertyIds: readonly number[];
  /** Only these employments. */
  employmentIds?: readonly number[] | null | undefined;
}

/**
 * The employments of the grid: running in the range, of the department (with sub-departments), masters or
 * drafts, hidden ones only when asked, and only those the viewer reads. A department the viewer neither
 * reaches nor has an employment of their own in (or below) answers 403.
 */
export async function gridEmploymentIds(db: Db, viewer: Viewer, filter: GridFilter): Promise<number[]> {
  if (filter.departmentId !== undefined) await assertDepartmentReadable(db, viewer, filter.departmentId);
  const department =
    filter.departmentId === undefined
      ? sql`true`
      : sql`e.id in (select dp.employment_id from employment_properties dp where dp.property_id in (select id from tree))`;
  const withProperties =
    filter.propertyIds.length === 0
      ? sql`true`
      : sql`(select count(*) from employment_properties fp where fp.employment_id = e.id and fp.property_id = any(${idArray(filter.propertyIds)})) = ${new Set(filter.propertyIds).size}`;
  const chosen = filter.employmentIds ? sql`e.id = any(${idArray(filter.employmentIds)})` : sql`true`;
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive tree(id) as (
      select p.id from properties p where p.id = ${filter.departmentId ?? null}::int
      union select p.id from properties p join tree on p.parent_id = tree.id)
    select e.id from employments e join employees em on em.id = e.employee_id
    where e.start_date <= ${filter.end} and (e.end_date is null or e.end_date >= ${filter.start})
      and (em.master_id is not null) = ${filter.draft}
      and (${filter.showHidden} or not e.default_hidden)
      and ${department} and ${withProperties} and ${chosen} and ${visibleTo(viewer)}
    order by e.id`);
  return rows.map((row) => Number(row.id));
}

export async function assertDepartmentReadable(db: Db, viewer: Viewer, departmentId: number): Promise<void> {
  const [department] = await queryRows<{ id: number }>(db, sql`
    select p.id from properties p join property_types t on t.id = p.property_type_id where p.id = ${departmentId} and t.key = 'department'`);
  if (!department) throw notFound('Afdelingen findes ikke.');
  if (reaches(viewer.reach, departmentId)) return;
  if (viewer.ownEmployeeId !== null) {
    const [own] = await queryRows<{ id: number }>(db, sql`
      with recursive tree(id) as (select ${departmentId}::int union select p.id from properties p join tree on p.parent_id = tree.id)
      select e.id from employments e join employment_properties ep on ep.employment_id = e.id
      where e.employee_id = ${viewer.ownEmployeeId} and ep.property_id in (select id from tree) limit 1`);
    if (own) return;
  }
  throw forbidden('Afdelingen ligger uden for dine afdelinger.');
}

/** 403 unless the viewer reads every one of these employments; 404 when one does not exist. */
export async function assertEmploymentsReadable(db: Db, viewer: Viewer, employmentIds: readonly number[]): Promise<void> {
  const rows = await queryRows<{ id: number; visible: boolean }>(db, sql`
    select e.id, ${visibleTo(viewer)} as visible from employments e join employees em on em.id = e.employee_id
    where e.id = any(${idArray(employmentIds)})`);
  if (rows.length < new Set(employmentIds).size) throw notFound('Ansættelsen findes ikke.');
  if (rows.some((row) => !row.visible)) throw forbidden('Ansættelsen ligger uden for dine afdelinger.');
}
