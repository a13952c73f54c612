import { sql } from 'drizzle-orm';
import { addDays } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/raw.ts';
import { notify } from '../../notifications/index.ts';
import { todayInCopenhagen } from '../../../clock.ts';
import { danishDate } from '../../shared/danish-dates.ts';
import { idArray } from '../../../db/sql-values.ts';
import type { Actor, AuditAction } from './watch-audit.ts';
import type { PlanRow, RealisedWithProperties } from './watch-store.ts';
import { hhmm } from './watch-times.ts';

// Tells employees when a watch of theirs within the next 14 days is added, moved, changed or removed (issue 15).
// Called once from the audit trail that every change of a watch writes, so no handler has to remember it.

/** How far ahead a change is told. */
const NOTICE_DAYS = 14;

type Watch = PlanRow | RealisedWithProperties;
const isRealised = (watch: Watch): watch is RealisedWithProperties => 'plannedWatchId' in watch;

const shown = (watch: RealisedWithProperties) => `${danishDate(watch.startDate)} ${hhmm(watch.startTime)}-${hhmm(watch.endTime)}`;
const counts = (watch: RealisedWithProperties | null): watch is RealisedWithProperties => watch !== null && !watch.cancelled;

/** One line per change an employee would notice: a watch that appears, disappears, moves or gets other times. */
function lineOf(before: RealisedWithProperties | null, after: RealisedWithProperties | null): string | null {
  const was = counts(before) ? before : null;
  const is = counts(after) ? after : null;
  if (!was && is) return `Ny vagt: ${shown(is)}`;
  if (was && !is) return `Fjernet: ${shown(was)}`;
  if (!was || !is) return null;
  if (was.startDate !== is.startDate || was.employmentId !== is.employmentId) return `Flyttet: ${shown(was)} → ${shown(is)}`;
  if (was.startTime !== is.startTime || was.endTime !== is.endTime || was.totalTime !== is.totalTime) return `Ændret: ${shown(was)} → ${shown(is)}`;
  return null;
}

export async function noticeWatchChanges(db: Db, actor: Actor, action: AuditAction, changes: readonly { before: Watch | null; after: Watch | null }[]): Promise<void> {
  // Changes made by the system (the demo, migrations) tell nobody.
  if (actor.userId === null || action === 'sync') return;
  const today = todayInCopenhagen();
  const last = addDays(today, NOTICE_DAYS);
  const near = (watch: Watch | null) => watch !== null && watch.startDate >= today && watch.startDate <= last;
  const lines = new Map<number, string[]>();
  const firstDates = new Map<number, string>();
  for (const { before, after } of changes) {
    const watch = after ?? before;
    if (!watch || !isRealised(watch) || !(near(before) || near(after))) continue;
    const line = lineOf(before as RealisedWithProperties | null, after as RealisedWithProperties | null);
    if (!line) continue;
    lines.set(watch.employmentId, [...(lines.get(watch.employmentId) ?? []), line]);
    const first = firstDates.get(watch.employmentId);
    if (first === undefined || watch.startDate < first) firstDates.set(watch.employmentId, watch.startDate);
  }
  if (lines.size === 0) return;
  // The employee of each employment (never a draft's), unless the employee made the change themselves.
  const owners = await queryRows<{ employment_id: number; employee_id: number }>(
    db,
    sql`select e.id as employment_id, e.employee_id from employments e join employees emp on emp.id = e.employee_id
        where e.id = any(${idArray([...lines.keys()])}) and emp.master_id is null
          and not exists (select 1 from users u where u.id = ${actor.userId} and u.employee_id = e.employee_id)`,
  );
  for (const owner of owners) {
    await notify(
      db,
      { employeeIds: [Number(owner.employee_id)] },
      {
        kind: 'watchChanged',
        title: 'Din plan er ændret',
        body: lines.get(Number(owner.employment_id))!.join('\n'),
        link: `/planning?date=${firstDates.get(Number(owner.employment_id))!}`,
        mergeKey: 'plan',
      },
    );
  }
}
