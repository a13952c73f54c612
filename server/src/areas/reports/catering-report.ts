import { sql } from 'drizzle-orm';
import { contract, type CateringDayDto } from '@kaj/contract';
import { addDays } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { handle } from '../../http/handler.ts';
import { assertRange, viewerOf } from '../planning/grid/grid-scope.ts';
import { groupBy } from '../shared/group-by.ts';
import { idArray } from '../../db/sql-values.ts';
import { cateringDepartmentIds } from './catering-departments.ts';
import { assertDepartmentInReach } from './report-scope.ts';

interface CrewWatchRow {
  date: string;
  employeeId: number;
  watchTemplateId: number;
  code: string;
  color: string;
}

/** Who worked which code on which day: one row per day, employee and code. */
function crewWatches(db: Db, departmentIds: readonly number[], start: string, end: string) {
  return queryRows<CrewWatchRow>(db, sql`
    with recursive tree(id) as (
      select unnest(${idArray(departmentIds)})
      union select p.id from properties p join tree on p.parent_id = tree.id)
    select distinct rw.start_date::text as date, em.employee_id as "employeeId", wt.id as "watchTemplateId", wt.code, wt.color
    from realised_watches rw
    join watch_templates wt on wt.id = rw.watch_template_id
    join employments em on em.id = rw.employment_id
    join employees e on e.id = em.employee_id
    where not rw.cancelled and e.master_id is null
      and rw.start_date between ${start}::date and ${end}::date
      and exists (select 1 from employment_properties ep where ep.employment_id = em.id and ep.property_id in (select id from tree))`);
}

/**
 * Catering: Vagtrapport. Per day of the range, how many crew (employees, drafts left out) have a realised,
 * not cancelled watch of each code starting that day on an employment in a catering department in reach
 * (or in the chosen department and below it); `total` counts each of them once a day. Watches without a
 * code are left out. Every day of the range is answered, an empty one too.
 */
export const getCateringWatchReport = handle(contract.report.getCateringWatchReport, async ({ db, user, query }) => {
  const range = assertRange(query.start, query.end);
  const { reach } = await viewerOf(db, user);
  const departmentIds = query.departmentid === undefined ? await cateringDepartmentIds(db, reach) : [await assertDepartmentInReach(db, reach, query.departmentid)];
  const rows = departmentIds.length === 0 ? [] : await crewWatches(db, departmentIds, range.start, range.end);
  const rowsOf = groupBy(rows, (row) => row.date);
  const days: CateringDayDto[] = [];
  for (let date = range.start; date <= range.end; date = addDays(date, 1)) {
    const ofDay = rowsOf.get(date) ?? [];
    const codes = new Map<number, CateringDayDto['watchCodes'][number]>();
    for (const row of ofDay) {
      const id = Number(row.watchTemplateId);
      const entry = codes.get(id) ?? { watchTemplateId: id, code: row.code, color: row.color, count: 0 };
      entry.count += 1;
      codes.set(id, entry);
    }
    const watchCodes = [...codes.values()].sort((a, b) => a.code.localeCompare(b.code, 'da'));
    days.push({ date, watchCodes, total: new Set(ofDay.map((row) => Number(row.employeeId))).size });
  }
  return days;
});
