import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { periodEnd } from '@kaj/domain';
import type { Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { queryRows } from '../../db/raw.ts';
import type { Reach } from '../../auth/reach.ts';
import { handle } from '../../http/handler.ts';
import { readReach } from '../employees/employee-access.ts';
import { idArray } from '../../db/sql-values.ts';
import { simpleClosingDto } from './closing-dto.ts';
import { closingsOf, employmentRecords } from './closing-records.ts';

export interface ClosingFilter {
  period: Period;
  departmentId?: number | null | undefined;
  exportPackageId?: number | null | undefined;
  employmentIds?: readonly number[] | null | undefined;
}

/**
 * The employments (not drafts) that run in the month within the reach, narrowed to a department with its
 * sub-departments, an export package or chosen employments.
 */
export async function employmentsOfMonth(db: Db, reach: Reach, filter: ClosingFilter): Promise<number[]> {
  const conditions = [sql`e.start_date <= ${periodEnd(filter.period)}::date`, sql`(e.end_date is null or e.end_date >= ${filter.period}::date)`, sql`p.master_id is null`];
  if (reach !== 'all') conditions.push(sql`exists (select 1 from employment_properties ep where ep.employment_id = e.id and ep.property_id = any(${idArray([...reach])}))`);
  if (filter.departmentId != null) {
    conditions.push(sql`exists (with recursive tree(id) as (select ${filter.departmentId}::int union select c.id from properties c join tree on c.parent_id = tree.id)
      select 1 from employment_properties ep join tree on tree.id = ep.property_id where ep.employment_id = e.id)`);
  }
  if (filter.exportPackageId != null) conditions.push(sql`p.export_package_id = ${filter.exportPackageId}`);
  if (filter.employmentIds != null) conditions.push(sql`e.id = any(${idArray(filter.employmentIds)})`);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select e.id from employments e join employees p on p.id = e.employee_id where ${sql.join(conditions, sql` and `)} order by p.last_name, p.first_name, e.id`,
  );
  return rows.map((row) => Number(row.id));
}

/** GetSimpleClosings: the month's employments with their closing; an open month has closingId null. */
export const getSimpleClosings = handle(contract.plan.getSimpleClosings, async ({ db, user, body }) => {
  const ids = await employmentsOfMonth(db, await readReach(db, user), body);
  if (ids.length === 0) return [];
  const [records, closings] = await readAll(db, () => employmentRecords(db, ids), () => closingsOf(db, ids, [body.period]));
  const closingOf = new Map(closings.map((closing) => [closing.employmentId, closing]));
  return ids.flatMap((id) => {
    const employment = records.get(id);
    return employment ? [simpleClosingDto(employment, body.period, closingOf.get(id) ?? null)] : [];
  });
});
