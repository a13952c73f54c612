import dayjs from 'dayjs';
import { addDays, addMonths, datesBetween, daysBetween, periodEnd, periodOf, weekday, type IsoDate } from '@kaj/calendar';

/** The grid's ranges of days, on the calendar shared with the domain; the titles and day names its header shows. */

export interface GridRange {
  /** ISO date, inclusive. */
  start: IsoDate;
  /** ISO date, inclusive. */
  end: IsoDate;
}

/** The grid shows at most this many days. */
const MAX_DAYS = 400;

const WEEKDAYS = ['man', 'tir', 'ons', 'tor', 'fre', 'lør', 'søn'];

/** Every date from start to end, inclusive (at most MAX_DAYS). */
export function datesOf(range: GridRange): IsoDate[] {
  const last = daysBetween(range.start, range.end) < MAX_DAYS ? range.end : addDays(range.start, MAX_DAYS - 1);
  return datesBetween(range.start, last);
}

/** "man", "tir" … of a date. */
export function weekdayName(date: IsoDate): string {
  return WEEKDAYS[weekday(date) - 1] ?? '';
}

/** The whole month that holds a date. */
export function monthRange(date: IsoDate): GridRange {
  const first = periodOf(date);
  return { start: first, end: periodEnd(first) };
}

/** The same range moved by whole months; a whole month stays a whole month. */
export function shiftMonths(range: GridRange, months: number): GridRange {
  if (isWholeMonth(range)) return monthRange(addMonths(range.start, months));
  return { start: addMonths(range.start, months), end: addMonths(range.end, months) };
}

export function isWholeMonth(range: GridRange): boolean {
  const month = monthRange(range.start);
  return month.start === range.start && month.end === range.end;
}

/** "november 2026", or "3. nov. 2026 – 9. dec. 2026" for a free range. */
export function rangeTitle(range: GridRange): string {
  if (isWholeMonth(range)) return dayjs(range.start).format('MMMM YYYY');
  return `${dayjs(range.start).format('D. MMM YYYY')} – ${dayjs(range.end).format('D. MMM YYYY')}`;
}
