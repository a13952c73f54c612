import { addDays, addMonths, daysBetween, daysInMonth, type IsoDate } from '@kaj/calendar';

// Copying a week or a month of the plan (issue 20): which day of the target a day of the source lands on.

export type CopyPeriodKind = 'week' | 'month';

/** The last day of the week (from its Monday) or month (from its 1st) that begins on `first`. */
export function copyPeriodEnd(kind: CopyPeriodKind, first: IsoDate): IsoDate {
  return kind === 'week' ? addDays(first, 6) : addDays(addMonths(first, 1), -1);
}

/**
 * The target day of a source day: a week keeps the weekday, a month the day of the month. A day the target month
 * does not have (the 31st copied into a 30-day month, the 29th–31st into February) lands nowhere: null.
 */
export function copiedDate(kind: CopyPeriodKind, source: IsoDate, target: IsoDate, date: IsoDate): IsoDate | null {
  const step = daysBetween(source, date);
  if (kind === 'week') return addDays(target, step);
  const [year, month] = target.split('-').map(Number) as [number, number];
  return step < daysInMonth(year, month) ? addDays(target, step) : null;
}
