import dayjs from 'dayjs';
import { addDays, isoWeek, weekday, type IsoDate } from '@kaj/calendar';
import { monthRange, shiftMonths, type GridRange } from '../grid/grid-dates.ts';

/** Min plan shows a whole month or an ISO week (Monday to Sunday). */
export type OwnView = 'month' | 'week';

/** The ISO week that holds a date. */
export function weekRange(date: IsoDate): GridRange {
  const start = addDays(date, 1 - weekday(date));
  return { start, end: addDays(start, 6) };
}

/** The view's range around a date. */
export const rangeOf = (view: OwnView, date: IsoDate): GridRange => (view === 'month' ? monthRange(date) : weekRange(date));

/** The next (1) or previous (-1) month or week. */
export const shiftRange = (view: OwnView, range: GridRange, steps: number): GridRange =>
  view === 'month' ? shiftMonths(range, steps) : { start: addDays(range.start, 7 * steps), end: addDays(range.end, 7 * steps) };

/** "november 2026", or "Uge 45 · 2.–8. nov." (the month named once when the week stays in it). */
export function viewTitle(view: OwnView, range: GridRange): string {
  if (view === 'month') return dayjs(range.start).format('MMMM YYYY');
  const start = dayjs(range.start);
  const end = dayjs(range.end);
  const from = start.month() === end.month() ? start.format('D.') : start.format('D. MMM');
  return `Uge ${isoWeek(range.start)} · ${from}–${end.format('D. MMM')}`;
}
