import dayjs from 'dayjs';

/** The days of a grid range, as ISO dates and the facts the header shows about each. */

export interface GridRange {
  /** ISO date, inclusive. */
  start: string;
  /** ISO date, inclusive. */
  end: string;
}

const WEEKDAYS = ['søn', 'man', 'tir', 'ons', 'tor', 'fre', 'lør'];

/** Every date from start to end, inclusive. */
export function datesOf(range: GridRange): string[] {
  const dates: string[] = [];
  let day = dayjs(range.start);
  const last = dayjs(range.end);
  while (!day.isAfter(last, 'day') && dates.length < 400) {
    dates.push(day.format('YYYY-MM-DD'));
    day = day.add(1, 'day');
  }
  return dates;
}

/** The ISO 8601 week number of a date (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day));
  const weekday = utc.getUTCDay() || 7;
  utc.setUTCDate(utc.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(utc.getUTCFullYear(), 0, 1);
  return Math.ceil(((utc.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

/** "man", "tir" … of a date. */
export function weekdayName(date: string): string {
  return WEEKDAYS[dayjs(date).day()] ?? '';
}

/** The month that holds a date, as the period the API names it by (its first day). */
export function periodOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The whole month that holds a date. */
export function monthRange(date: string): GridRange {
  const first = dayjs(periodOf(date));
  return { start: first.format('YYYY-MM-DD'), end: first.endOf('month').format('YYYY-MM-DD') };
}

/** The same range moved by whole months; a whole month stays a whole month. */
export function shiftMonths(range: GridRange, months: number): GridRange {
  if (isWholeMonth(range)) return monthRange(dayjs(range.start).add(months, 'month').format('YYYY-MM-DD'));
  return {
    start: dayjs(range.start).add(months, 'month').format('YYYY-MM-DD'),
    end: dayjs(range.end).add(months, 'month').format('YYYY-MM-DD'),
  };
}

export function isWholeMonth(range: GridRange): boolean {
  const month = monthRange(range.start);
  return month.start === range.start && month.end === range.end;
}

/** Days from a to b (b later: positive). */
export function daysBetween(a: string, b: string): number {
  return dayjs(b).diff(dayjs(a), 'day');
}

export function addDays(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format('YYYY-MM-DD');
}

/** "november 2026", or "3. nov.–9. dec. 2026" for a free range. */
export function rangeTitle(range: GridRange): string {
  if (isWholeMonth(range)) return dayjs(range.start).format('MMMM YYYY');
  return `${dayjs(range.start).format('D. MMM YYYY')} – ${dayjs(range.end).format('D. MMM YYYY')}`;
}

export function today(): string {
  return dayjs().format('YYYY-MM-DD');
}
