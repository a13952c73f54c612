import { sql } from 'drizzle-orm';
import type { CopyPeriodRequest, RefusedDayDto } from '@kaj/contract';
import { copiedDate, copyPeriodEnd, type IsoDate } from '@kaj/domain';
import { todayInCopenhagen } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { badRequest } from '../../errors.ts';
import { idArray } from '../../db/sql-values.ts';
import { PLANNING_HORIZON_YEARS } from '../planning/watches/watch-rules.ts';
import { danishDate } from '../shared/danish-dates.ts';
import type { DayToLay, WatchesToLay } from './lay-watches.ts';

// Copying a week or a month (issue 20): the PLANNED watch codes of the chosen employments in the source period,
// laid again from the target's first day by the rotation's own layWatches. What was realised differently (a
// changed time, a sick day) is not copied: the copy repeats the plan.

/** The target range of a copy, refused (400) when it reaches beyond the planning horizon. */
export function targetRange(request: CopyPeriodRequest): { start: IsoDate; end: IsoDate } {
  const end = copyPeriodEnd(request.kind, request.target);
  const today = todayInCopenhagen();
  const horizon = `${Number(today.slice(0, 4)) + PLANNING_HORIZON_YEARS}${today.slice(4)}`;
  if (end > horizon) throw badRequest('beyond_horizon', `Perioden slutter den ${danishDate(end)}, mere end ${PLANNING_HORIZON_YEARS} år ude i fremtiden.`);
  return { start: request.target, end };
}

/** What the copy lays: the source's planned codes on their target dates; the days the target month lacks are refused, named. */
export async function copyDays(db: Db, request: CopyPeriodRequest): Promise<WatchesToLay> {
  const range = targetRange(request);
  const rows = await queryRows<{ employment_id: number; start_date: string; watch_template_id: number; code: string }>(
    db,
    sql`select p.employment_id, to_char(p.start_date, 'YYYY-MM-DD') as start_date, p.watch_template_id, t.code
        from planned_watches p join watch_templates t on t.id = p.watch_template_id
        where p.employment_id = any(${idArray(request.employmentIds)})
          and p.start_date between ${request.source}::date and ${copyPeriodEnd(request.kind, request.source)}::date
        order by p.employment_id, p.start_date, p.id`,
  );
  const days: DayToLay[] = [];
  const missing: RefusedDayDto[] = [];
  for (const row of rows) {
    const employmentId = Number(row.employment_id);
    const date = copiedDate(request.kind, request.source, request.target, row.start_date);
    if (date === null) missing.push({ employmentId, date: row.start_date, code: row.code, reason: 'no_day', text: `Målmåneden har ingen ${Number(row.start_date.slice(8))}.` });
    else days.push({ employmentId, date, watchTemplateId: Number(row.watch_template_id) });
  }
  return { employmentIds: request.employmentIds, days, range, refused: missing };
}
