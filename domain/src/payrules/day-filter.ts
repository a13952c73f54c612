import { dayType, weekday } from '@kaj/calendar';
import type { IsoDate } from '@kaj/calendar';
import { isNamedDay } from './day-cache.ts';
import type { PeriodDetail } from './types.ts';

/** Bit flags of a date for period rules' day filters, memoised: the hot loop asks for the same few dates. */
const WORKDAY = 1;
const SATURDAY = 2;
const SUNDAY = 4;
const HOLIDAY = 8;
const WEEKEND = 16;

const flagsCache = new Map<IsoDate, number>();

function flagsOf(date: IsoDate): number {
  let flags = flagsCache.get(date);
  if (flags === undefined) {
    const type = dayType(date);
    const day = weekday(date);
    flags =
      (type === 'workday' ? WORKDAY : 0) |
      (type === 'saturday' ? SATURDAY : 0) |
      (day === 7 ? SUNDAY : 0) |
      (type === 'holiday' ? HOLIDAY : 0) |
      (day >= 6 ? WEEKEND : 0);
    if (flagsCache.size >= 50_000) flagsCache.clear();
    flagsCache.set(date, flags);
  }
  return flags;
}

/**
 * Whether a period rule's window starting on `date` applies (DOMAIN.md section 7). With
 * `specialDate` only that date does; otherwise any selected filter; none selected is every day.
 * `saturday` is a Saturday that is no holiday (a holiday on a Saturday belongs to the holiday
 * filters), so a Saturday rule and a Sunday-and-holiday rule never pay the same hours twice.
 */
export function dayMatches(detail: PeriodDetail, date: IsoDate): boolean {
  if (detail.specialDate !== null && detail.specialDate.trim() !== '') {
    return isNamedDay(detail.specialDate, date);
  }
  const anySelected =
    detail.workDay || detail.saturday || detail.holiSunday || detail.holiNotSunday || detail.holiNotWeekend || detail.notHoliSunday;
  if (!anySelected) return true;
  const flags = flagsOf(date);
  const holiday = (flags & HOLIDAY) !== 0;
  const sunday = (flags & SUNDAY) !== 0;
  return (
    (detail.workDay && (flags & WORKDAY) !== 0) ||
    (detail.saturday && (flags & SATURDAY) !== 0) ||
    (detail.holiSunday && (holiday || sunday)) ||
    (detail.holiNotSunday && holiday && !sunday) ||
    (detail.holiNotWeekend && holiday && (flags & WEEKEND) === 0) ||
    (detail.notHoliSunday && !holiday && !sunday)
  );
}
