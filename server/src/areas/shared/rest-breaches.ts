import { sql } from 'drizzle-orm';
import { addDays, analyseRest, dateOf, type IsoDate, type RestBreach, type Span } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { instantOfTimestamp } from '../planning/watches/watch-times.ts';
import { isUnder18 } from '../rest/rest-rules.ts';
import { idArray } from '../../db/sql-values.ts';
import { groupBy } from './group-by.ts';

// The rest-hour breaches around a change (issue 16): what an absence, a bid or an exchange would add. The same
// checks as the planning grid's warnings (DOMAIN.md section 10), read inside the caller's transaction.

/** Rest windows reach 7 days back; one more day catches a night watch across midnight. */
const LOOKBACK_DAYS = 8;

export interface WatchSpan extends Span {
  plannedWatchId: number | null;
}

/** The realised watches (not cancelled) of an employment from 8 days before start to the day after end. */
export async function watchSpans(db: Db, employmentId: number, range: { start: IsoDate; end: IsoDate }): Promise<WatchSpan[]> {
  const rows = await queryRows<{ start_at: string; end_at: string; planned_watch_id: number | null }>(
    db,
    sql`select start_at::text, end_at::text, planned_watch_id from realised_watches
        where employment_id = ${employmentId} and not cancelled
          and start_date between ${addDays(range.start, -LOOKBACK_DAYS)}::date and ${addDays(range.end, 1)}::date
        order by start_at`,
  );
  return rows.map((row) => ({ start: instantOfTimestamp(row.start_at), end: instantOfTimestamp(row.end_at), plannedWatchId: row.planned_watch_id === null ? null : Number(row.planned_watch_id) }));
}

/** The breaches of these spans whose window ends from start to end (a window ending at midnight belongs to the day it closes). */
export async function breachesOf(db: Db, employmentId: number, spans: readonly Span[], range: { start: IsoDate; end: IsoDate }): Promise<RestBreach[]> {
  const [person] = await queryRows<{ birth_date: string | null; stcw_exception: boolean }>(
    db,
    sql`select e.birth_date::text, a.stcw_exception from employments em join employees e on e.id = em.employee_id
        join agreements a on a.id = em.agreement_id where em.id = ${employmentId}`,
  );
  return breachesIn(spans, { under18: isUnder18(person?.birth_date ?? null, range.start), stcwException: person?.stcw_exception === true }, range);
}

function breachesIn(spans: readonly Span[], rules: { under18: boolean; stcwException: boolean }, range: { start: IsoDate; end: IsoDate }): RestBreach[] {
  const ordered = [...spans].sort((a, b) => a.start - b.start);
  const breaches = ordered.length === 0 ? [] : analyseRest({ watches: ordered }, rules).breaches;
  return breaches.filter((breach) => {
    const date = dateOf(breach.end - 1);
    return date >= range.start && date <= range.end;
  });
}

/**
 * The breaches that adding these spans to the employments' watches would add, around start–end, by employment: the
 * watches are read once (two reads for all the employments) and checked without and with the spans. A rotation or a
 * copied period checks this before anything is written, and writes exactly the spans it checked.
 */
export async function breachesAddedBy(
  db: Db,
  employmentIds: readonly number[],
  range: { start: IsoDate; end: IsoDate },
  added: ReadonlyMap<number, readonly Span[]>,
): Promise<Map<number, RestBreach[]>> {
  const spans = await queryRows<{ employment_id: number; start_at: string; end_at: string }>(
    db,
    sql`select employment_id, start_at::text, end_at::text from realised_watches
        where employment_id = any(${idArray(employmentIds)}) and not cancelled
          and start_date between ${addDays(range.start, -LOOKBACK_DAYS)}::date and ${addDays(range.end, 1)}::date`,
  );
  const people = await queryRows<{ id: number; birth_date: string | null; stcw_exception: boolean }>(
    db,
    sql`select em.id, e.birth_date::text, a.stcw_exception from employments em join employees e on e.id = em.employee_id
        join agreements a on a.id = em.agreement_id where em.id = any(${idArray(employmentIds)})`,
  );
  const stored = groupBy(spans, (row) => Number(row.employment_id));
  return new Map(
    employmentIds.map((employmentId) => {
      const own = (stored.get(employmentId) ?? []).map((row) => ({ start: instantOfTimestamp(row.start_at), end: instantOfTimestamp(row.end_at) }));
      const person = people.find((row) => Number(row.id) === employmentId);
      const rules = { under18: isUnder18(person?.birth_date ?? null, range.start), stcwException: person?.stcw_exception === true };
      const extra = added.get(employmentId) ?? [];
      if (extra.length === 0) return [employmentId, []];
      return [employmentId, addedBreaches(breachesIn(own, rules, range), breachesIn([...own, ...extra], rules, range))];
    }),
  );
}

/** The breaches of `after` that `before` does not have. */
export function addedBreaches(before: readonly RestBreach[], after: readonly RestBreach[]): RestBreach[] {
  const key = (breach: RestBreach) => `${breach.rule}|${breach.start}|${breach.end}`;
  const known = new Set(before.map(key));
  return after.filter((breach) => !known.has(key(breach)));
}

/** The breaches of an employment's watches now, around start–end. */
export async function currentBreaches(db: Db, employmentId: number, range: { start: IsoDate; end: IsoDate }): Promise<RestBreach[]> {
  return breachesOf(db, employmentId, await watchSpans(db, employmentId, range), range);
}
