import { datesBetween, weekday } from './civil-date.ts';
import type { IsoDate } from './civil-date.ts';
import { holidayOn } from './holidays.ts';
import { specialDayOn } from './special-days.ts';

/** The day type of a date (DOMAIN.md section 1); a holiday wins over Sunday and Saturday. */
export type DayType = 'holiday' | 'sunday' | 'saturday' | 'workday';

export function dayType(date: IsoDate): DayType {
  if (holidayOn(date)) return 'holiday';
  const day = weekday(date);
  if (day === 7) return 'sunday';
  if (day === 6) return 'saturday';
  return 'workday';
}

/**
 * The flags of `HolidayWeekendWorkdayDto` for one date. `isWeekend` is Saturday or Sunday,
 * holiday or not; `isWorkDay` is Monday–Friday and not a holiday. `title` is the holiday's
 * Danish title, else the special day's ('Juleaften', 'Grundlovsdag', '1. maj', 'Nytårsaften';
 * they stay workdays), else null.
 */
export interface HolidayWeekendWorkday {
  readonly date: IsoDate;
  readonly isHoliday: boolean;
  readonly isWeekend: boolean;
  readonly isWorkDay: boolean;
  readonly title: string | null;
}

export function holidayWeekendWorkday(date: IsoDate): HolidayWeekendWorkday {
  const holiday = holidayOn(date);
  const isWeekend = weekday(date) >= 6;
  return {
    date,
    isHoliday: holiday !== undefined,
    isWeekend,
    isWorkDay: !holiday && !isWeekend,
    title: holiday?.title ?? specialDayOn(date)?.title ?? null,
  };
}

/** The flags of every date from `start` to `end`, both inclusive. */
export function holidayWeekendWorkdays(start: IsoDate, end: IsoDate): HolidayWeekendWorkday[] {
  return datesBetween(start, end).map(holidayWeekendWorkday);
}
