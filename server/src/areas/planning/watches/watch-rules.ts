import { sql } from 'drizzle-orm';
import { periodOf, type IsoDate } from '@kaj/domain';
import { todayInCopenhagen } from '../../../clock.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/raw.ts';
import { badRequest, conflict } from '../../../errors.ts';
import type { EmploymentRow } from '../../employees/employments-repository.ts';
import { getRealised, type RealisedRow, type RealisedWithProperties } from './watch-store.ts';
import { hhmm, instantOfTimestamp, type WatchTimes } from './watch-times.ts';
import { danishDate, danishMonth } from '../../shared/danish-dates.ts';
import { idArray } from '../../../db/sql-values.ts';
import { approvedLevelOf } from '../../approvals/approval-state.ts';

const addYears = (date: IsoDate, years: number): IsoDate => `${Number(date.slice(0, 4)) + years}${date.slice(4, 10) === '-02-29' ? '-02-28' : date.slice(4, 10)}`;

// The rules of DOMAIN.md section 4 that every change of a watch obeys. Each refusal is thrown inside the
// transaction of the change, so nothing of it is kept.

/** How far ahead a watch may lie: a plan years out is a typing error, and would only make the pay engine compute its months. */
export const PLANNING_HORIZON_YEARS = 5;

/** No watch before the employment's start, after its end, or beyond the planning horizon. */
export function assertInsideEmployment(employment: EmploymentRow, dates: readonly IsoDate[]): void {
  const horizon = addYears(todayInCopenhagen(), PLANNING_HORIZON_YEARS);
  for (const date of dates) {
    if (date > horizon) {
      throw badRequest('beyond_horizon', `Vagten den ${danishDate(date)} ligger mere end ${PLANNING_HORIZON_YEARS} år ude i fremtiden.`);
    }
    if (date < employment.startDate) {
      throw badRequest('before_employment', `Vagten den ${danishDate(date)} ligger før ansættelsens start den ${danishDate(employment.startDate)}.`);
    }
    if (employment.endDate !== null && date > employment.endDate) {
      throw badRequest('after_employment', `Vagten den ${danishDate(date)} ligger efter ansættelsens slut den ${danishDate(employment.endDate)}.`);
    }
  }
}

const periodList = (periods: readonly string[]) =>
  sql.join(
    periods.map((period) => sql`${period}::date`),
    sql`, `,
  );

/** A month is locked when its closing is locked, or its rest card is signed: nothing in it changes. */
export async function assertMonthsOpen(db: Db, employmentId: number, dates: readonly IsoDate[]): Promise<void> {
  const periods = [...new Set(dates.map(periodOf))];
  if (periods.length === 0) return;
  const [locked] = await queryRows<{ period: string; reason: 'closed' | 'signed' }>(
    db,
    sql`select to_char(period, 'YYYY-MM-DD') as period, 'closed' as reason
        from closings
        where employment_id = ${employmentId} and locked and period in (${periodList(periods)})
        union all
        select to_char(period, 'YYYY-MM-DD'), 'signed'
        from rest_cards
        where employment_id = ${employmentId} and (employee_sign_date is not null or authorized_sign_date is not null) and period in (${periodList(periods)})
        order by period, reason limit 1`,
  );
  if (locked?.reason === 'closed') throw badRequest('month_locked', `Måneden ${danishMonth(locked.period)} er lukket, så dens vagter kan ikke ændres.`);
  if (locked) throw badRequest('rest_card_signed', `Hviletidsskemaet for ${danishMonth(locked.period)} er underskrevet, så månedens vagter kan ikke ændres.`);
}

/** A closed or approved watch is read-only (remove the approval first); a rejected one may change. */
export async function assertChangeable(db: Db, watches: readonly RealisedRow[]): Promise<void> {
  const closed = watches.find((watch) => watch.closed);
  if (closed) throw badRequest('watch_closed', `Vagten den ${danishDate(closed.startDate)} ligger i en lukket måned og kan ikke ændres.`);
  if (watches.length === 0) return;
  const [approved] = await queryRows<{ id: number }>(
    db,
    sql`select w.id from realised_watches w where w.id = any(${idArray(watches.map((watch) => watch.id))}) and ${approvedLevelOf(sql`w.id`)} > 0 limit 1`,
  );
  if (approved) {
    const watch = watches.find((w) => w.id === Number(approved.id))!;
    throw badRequest('watch_approved', `Vagten den ${danishDate(watch.startDate)} er godkendt og kan ikke ændres. Fjern godkendelsen først.`);
  }
}

/** 409 when any of the watches changed after the change date the client saw (when it sent one). */
export function assertFresh(seen: string | null | undefined, changedAt: readonly string[]): void {
  if (seen == null) return;
  const seenAt = Date.parse(seen);
  if (changedAt.some((stored) => instantOfTimestamp(stored) > seenAt)) {
    throw conflict('watch_changed', 'Vagten er ændret af en anden. Indlæs siden igen.');
  }
}

/** The realised watches the client named, each refused with 409 when it changed after the date the client saw of it. */
export async function freshWatches(db: Db, refs: readonly { realisedWatchId: number; changeDate: string }[]): Promise<RealisedWithProperties[]> {
  const watches = await getRealised(
    db,
    refs.map((ref) => ref.realisedWatchId),
  );
  for (const ref of refs) assertFresh(ref.changeDate, [watches.find((watch) => watch.id === ref.realisedWatchId)!.changedAt]);
  return watches;
}

/**
 * Realised watches (not cancelled) of one employment never overlap in real time; checked after writing. A watch ends
 * at most a day after its start date's end (its end time, the next day at the latest), so only watches starting the
 * day before to the day after can overlap it: that bound lets the (employment, date) index find them.
 */
export async function assertNoOverlap(db: Db, realisedIds: readonly number[]): Promise<void> {
  if (realisedIds.length === 0) return;
  const [clash] = await queryRows<{ start_date: string; start_time: string; end_time: string; other_date: string; other_start: string; other_end: string }>(
    db,
    sql`select to_char(a.start_date, 'YYYY-MM-DD') as start_date, a.start_time, a.end_time,
               to_char(b.start_date, 'YYYY-MM-DD') as other_date, b.start_time as other_start, b.end_time as other_end
        from realised_watches a
        join realised_watches b on b.employment_id = a.employment_id and b.id <> a.id and not b.cancelled
          and b.start_date between a.start_date - 1 and a.start_date + 1
          and b.start_at < a.end_at and a.start_at < b.end_at
        where a.id = any(${idArray(realisedIds)}) and not a.cancelled
        order by a.start_at, b.start_at limit 1`,
  );
  if (clash) {
    throw overlapError({ startDate: clash.start_date, startTime: clash.start_time, endTime: clash.end_time }, { startDate: clash.other_date, startTime: clash.other_start, endTime: clash.other_end });
  }
}

type Shown = Pick<WatchTimes, 'startDate' | 'startTime' | 'endTime'>;

const overlapError = (watch: Shown, other: Shown) =>
  badRequest(
    'watch_overlap',
    `Vagten den ${danishDate(watch.startDate)} ${hhmm(watch.startTime)}-${hhmm(watch.endTime)} overlapper vagten den ${danishDate(other.startDate)} ${hhmm(other.startTime)}-${hhmm(other.endTime)}.`,
  );

/**
 * The same rule over watches not yet written (a preview), among themselves: the first clash in time, named as
 * `assertNoOverlap` names it after writing them. Watches already stored are the caller's to keep clear of.
 */
export function assertNoOverlapAmong(watches: readonly (WatchTimes & { employmentId: number })[]): void {
  const spans = watches.map((watch) => ({ watch, start: instantOfTimestamp(watch.startAt), end: instantOfTimestamp(watch.endAt) })).sort((a, b) => a.start - b.start);
  const lastEnd = new Map<number, (typeof spans)[number]>();
  for (const span of spans) {
    const before = lastEnd.get(span.watch.employmentId);
    if (before && before.end > span.start) throw overlapError(before.watch, span.watch);
    if (!before || span.end > before.end) lastEnd.set(span.watch.employmentId, span);
  }
}

/** The realised watches that still count (not cancelled). */
export const counting = <T extends RealisedRow>(watches: readonly T[]) => watches.filter((watch) => !watch.cancelled);
