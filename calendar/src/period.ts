import { daysInMonth, datesBetween, formatIsoDate, isIsoDate, parseIsoDate } from './civil-date.ts';
import type { IsoDate } from './civil-date.ts';

/**
 * A period is a calendar month, named by the ISO date of its first day ('2026-11-01').
 * The API refuses anything else (DOMAIN.md section 1).
 */
export type Period = IsoDate;

/** Whether `text` names a period: a real date on the first of a month. */
export function isPeriod(text: string): boolean {
  return isIsoDate(text) && text.endsWith('-01');
}

/** The period of a year and month (1–12). */
export function periodOfMonth(year: number, month: number): Period {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Not a month (1–12): ${month}`);
  return formatIsoDate({ year, month, day: 1 });
}

/** The period a date falls in: '2026-11-17' → '2026-11-01'. */
export function periodOf(date: IsoDate): Period {
  const { year, month } = parseIsoDate(date);
  return periodOfMonth(year, month);
}

/** The first day of the period (the period itself, checked). */
export function periodStart(period: Period): IsoDate {
  assertPeriod(period);
  return period;
}

/** The last day of the period, inclusive: '2028-02-01' → '2028-02-29'. */
export function periodEnd(period: Period): IsoDate {
  const { year, month } = parsePeriod(period);
  return formatIsoDate({ year, month, day: daysInMonth(year, month) });
}

/** The period `count` months later (earlier when negative): ('2026-11-01', 3) → '2027-02-01'. */
export function addPeriods(period: Period, count: number): Period {
  const { year, month } = parsePeriod(period);
  const months = year * 12 + (month - 1) + count;
  return periodOfMonth(Math.floor(months / 12), (((months % 12) + 12) % 12) + 1);
}

export function nextPeriod(period: Period): Period {
  return addPeriods(period, 1);
}

export function previousPeriod(period: Period): Period {
  return addPeriods(period, -1);
}

/** Every date of the period, first to last. */
export function daysOf(period: Period): IsoDate[] {
  return datesBetween(periodStart(period), periodEnd(period));
}

/** The periods that a range of dates (both inclusive) touches; empty when `end` is before `start`. */
export function periodsBetween(start: IsoDate, end: IsoDate): Period[] {
  const periods: Period[] = [];
  if (end < start) return periods;
  const last = periodOf(end);
  for (let period = periodOf(start); period <= last; period = nextPeriod(period)) periods.push(period);
  return periods;
}

function parsePeriod(period: Period): { year: number; month: number } {
  assertPeriod(period);
  return parseIsoDate(period);
}

function assertPeriod(period: Period): void {
  if (!isPeriod(period)) throw new RangeError(`Not a period (the first day of a month, YYYY-MM-01): '${period}'`);
}
