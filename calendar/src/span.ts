import { addDays } from './civil-date.ts';
import type { IsoDate } from './civil-date.ts';
import { instantOf } from './instant.ts';
import type { Instant } from './instant.ts';
import { minutesOfDay } from './time-of-day.ts';
import type { TimeOfDay } from './time-of-day.ts';

/** A stretch of real time, start inclusive, end exclusive. */
export interface Span {
  readonly start: Instant;
  readonly end: Instant;
}

const MINUTE = 60_000;

/**
 * The span of a watch (or a daily window) placed on a date: an end at or before the start
 * ends the next day, so 22:00–06:00 and 00:00–00:00 (a full day) both reach into tomorrow.
 * Wall-clock times are resolved as `instantOf` does. A start in the spring gap can then lie
 * after its end (02:30–03:00 on 2026-03-29 is 03:30–03:00 CEST); such a span is empty, since
 * no such time passed on the clock.
 */
export function spanOf(date: IsoDate, startTime: TimeOfDay, endTime: TimeOfDay): Span {
  const endDate = minutesOfDay(endTime) <= minutesOfDay(startTime) ? addDays(date, 1) : date;
  const start = instantOf(date, startTime);
  const end = instantOf(endDate, endTime);
  return { start, end: Math.max(start, end) };
}

/**
 * Real elapsed minutes of a span: 22:00–06:00 is 480, but 540 across the last Sunday of
 * October and 420 across the last Sunday of March. Counted as whole minutes passed on the
 * clock (seconds of either end are dropped), so the minutes of adjoining spans always add up.
 */
export function spanMinutes(span: Span): number {
  return minutesBetween(span.start, span.end);
}

/** Minutes two spans share; 0 when they do not meet. */
export function overlapMinutes(a: Span, b: Span): number {
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  return end > start ? minutesBetween(start, end) : 0;
}

/** Whether an instant lies in a span (start inclusive, end exclusive). */
export function spanContains(span: Span, instant: Instant): boolean {
  return instant >= span.start && instant < span.end;
}

/** `spanMinutes` of the span from `from` to `to`, for loops that would otherwise make a span per step. */
export function minutesBetween(from: Instant, to: Instant): number {
  return Math.floor(to / MINUTE) - Math.floor(from / MINUTE);
}
