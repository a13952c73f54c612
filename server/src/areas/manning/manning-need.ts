import { sql } from 'drizzle-orm';
import { contract, missingText, type ManningNeedLineDto, type ManningShortfallDto } from '@kaj/contract';
import { datesBetween, linesInForce, manningByDay, type IsoDate, type ManningMember, type ManningVersion, type ManningWatch } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { idArray } from '../../db/sql-values.ts';
import { handle } from '../../http/handler.ts';
import { assertRange, gridEmploymentIds, viewerOf, type Viewer } from '../planning/grid/grid-scope.ts';
import { departmentAndBelow } from './manning-tree.ts';
import { listDocuments } from './manning-store.ts';

// Planned against required (issue 20): the department's manning documents against the watches of its employments.

/** Every employment of the department (hidden ones too: they man the ship) with the departments it counts for and its position groups. */
async function membersOf(db: Db, employmentIds: readonly number[]): Promise<ManningMember[]> {
  const rows = await queryRows<{ employment_id: number; department_ids: number[] | null; group_ids: number[] | null }>(db, sql`
    with recursive up(employment_id, id) as (
      select ep.employment_id, p.id from employment_properties ep
      join properties p on p.id = ep.property_id join property_types t on t.id = p.property_type_id and t.key = 'department'
      where ep.employment_id = any(${idArray(employmentIds)})
      union select up.employment_id, p.parent_id from up join properties p on p.id = up.id where p.parent_id is not null)
    select e.id as employment_id,
      (select array_agg(distinct up.id) from up where up.employment_id = e.id) as department_ids,
      (select array_agg(ep.property_id) from employment_properties ep join properties p on p.id = ep.property_id
        join property_types t on t.id = p.property_type_id and t.key = 'positionGroup' where ep.employment_id = e.id) as group_ids
    from employments e where e.id = any(${idArray(employmentIds)})`);
  return rows.map((row) => ({ employmentId: Number(row.employment_id), departmentIds: (row.department_ids ?? []).map(Number), positionGroupIds: (row.group_ids ?? []).map(Number) }));
}

/** The realised watches (not cancelled) starting in the range: code, aboard (a watch without a code is), absence. */
function watchesOf(db: Db, employmentIds: readonly number[], start: IsoDate, end: IsoDate): Promise<ManningWatch[]> {
  return queryRows<ManningWatch>(db, sql`
    select r.employment_id as "employmentId", to_char(r.start_date, 'YYYY-MM-DD') as date, r.watch_template_id as "watchTemplateId",
      coalesce(t.on_board, true) as "onBoard",
      exists (select 1 from realised_watch_properties rp join properties p on p.id = rp.property_id
              join property_types pt on pt.id = p.property_type_id where rp.realised_watch_id = r.id and pt.key = 'absence') as absent
    from realised_watches r left join watch_templates t on t.id = r.watch_template_id
    where r.employment_id = any(${idArray(employmentIds)}) and not r.cancelled and r.start_date between ${start}::date and ${end}::date`).then((rows) =>
    rows.map((row) => ({ ...row, employmentId: Number(row.employmentId), watchTemplateId: row.watchTemplateId === null ? null : Number(row.watchTemplateId) })),
  );
}

const lineKey = (line: { departmentId: number; positionGroupId: number; watchTemplateId: number | null }) => `${line.departmentId}|${line.positionGroupId}|${line.watchTemplateId ?? ''}`;

/**
 * The need lines of a department and those below it over a range: a line per requirement (department, position
 * group, code) in force on a day of the range, with required (null where its version does not hold it) and planned per day.
 */
export async function manningNeed(db: Db, viewer: Viewer, departmentId: number, range: { start: IsoDate; end: IsoDate }, draft: boolean): Promise<ManningNeedLineDto[]> {
  const employmentIds = await gridEmploymentIds(db, viewer, { departmentId, ...range, draft, showHidden: true, propertyIds: [] });
  const documents = (await listDocuments(db, await departmentAndBelow(db, departmentId))).filter((document) => document.validFrom <= range.end);
  if (documents.length === 0) return [];
  const versions: ManningVersion[] = documents.map((document) => ({ departmentId: document.departmentId, validFrom: document.validFrom, lines: document.lines.map((line) => ({ ...line, departmentId: document.departmentId })) }));
  const [members, watches] = employmentIds.length === 0 ? [[], []] : await Promise.all([membersOf(db, employmentIds), watchesOf(db, employmentIds, range.start, range.end)]);
  const dates = datesBetween(range.start, range.end);
  const described = new Map(documents.flatMap((document) => document.lines.map((line) => [lineKey({ ...line, departmentId: document.departmentId }), { document, line }] as const)));
  const lines = new Map<string, ManningNeedLineDto>();
  for (const line of dates.flatMap((date) => linesInForce(versions, date))) {
    const key = lineKey(line);
    const { document, line: named } = described.get(key)!;
    if (!lines.has(key)) lines.set(key, { departmentId: line.departmentId, departmentName: document.departmentName, positionGroupId: line.positionGroupId, positionGroupName: named.positionGroupName, watchTemplateId: line.watchTemplateId, code: named.code, days: [] });
  }
  const byDay = manningByDay(versions, members, watches, dates);
  for (const need of lines.values()) {
    for (const { date, counts } of byDay) {
      const count = counts.find((each) => lineKey(each.line) === lineKey(need));
      need.days.push({ date, required: count ? count.line.minimum : null, planned: count?.planned ?? 0 });
    }
  }
  return [...lines.values()].sort((a, b) => a.departmentName.localeCompare(b.departmentName, 'da') || a.positionGroupName.localeCompare(b.positionGroupName, 'da') || (a.code ?? '').localeCompare(b.code ?? '', 'da'));
}

/** The days and lines of the need that are short of people, by date. */
export function shortfallsOf(need: readonly ManningNeedLineDto[]): ManningShortfallDto[] {
  const shortfalls = need.flatMap((line) =>
    line.days.flatMap((day) =>
      day.required !== null && day.planned < day.required
        ? [{ date: day.date, departmentId: line.departmentId, departmentName: line.departmentName, positionGroupName: line.positionGroupName, code: line.code, required: day.required, planned: day.planned, text: missingText(day.required - day.planned, line.positionGroupName, line.code) }]
        : [],
    ),
  );
  return shortfalls.sort((a, b) => a.date.localeCompare(b.date));
}

export const getManningNeed = handle(contract.plan.getManningNeed, async ({ db, user, query }) => {
  const range = assertRange(query.start, query.end);
  return manningNeed(db, await viewerOf(db, user), query.departmentid, range, query.draft ?? false);
});
