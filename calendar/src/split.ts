import { addDays } from './civil-date.ts';
import type { IsoDate } from './civil-date.ts';
import { dateOf, startOfDay } from './instant.ts';
import type { Instant } from './instant.ts';
import { nextPeriod, periodOf } from './period.ts';
import type { Period } from './period.ts';
import { spanMinutes } from './span.ts';
import type { Span } from './span.ts';

/** The part of a span on one Copenhagen calendar date. */
export interface DatePart extends Span {
  readonly date: IsoDate;
  readonly minutes: number;
}

/** The part of a span in one period (calendar month). */
export interface PeriodPart extends Span {
  readonly period: Period;
  readonly minutes: number;
}

/**
 * A span cut at Copenhagen midnights into one part per date, in order. The parts' minutes
 * add up to the span's, across DST changes too (22:00–06:00 from 2026-10-24: 120 + 420).
 * An empty span gives one part of 0 minutes on its start date.
 */
export function splitByDate(span: Span): DatePart[] {
  return splitAt(span, dateOf(span.start), (date) => addDays(date, 1), startOfDay).map(({ key, part }) => ({ date: key, ...part }));
}

/** A span cut at the first midnight of each month, one part per period, in order. */
export function splitByPeriod(span: Span): PeriodPart[] {
  return splitAt(span, periodOf(dateOf(span.start)), nextPeriod, startOfDay).map(({ key, part }) => ({ period: key, ...part }));
}

function splitAt(
  span: Span,
  first: string,
  next: (key: string) => string,
  startOf: (key: string) => Instant,
): { key: string; part: Span & { minutes: number } }[] {
  const parts: { key: string; part: Span & { minutes: number } }[] = [];
  let key = first;
  let start = span.start;
  do {
    const following = next(key);
    const end = Math.min(span.end, startOf(following));
    parts.push({ key, part: { start, end, minutes: spanMinutes({ start, end }) } });
    key = following;
    start = end;
  } while (start < span.end);
  return parts;
}
