// The calendar shared by the domain and the web client: civil dates, periods, Danish holidays and day types, and
// DST-correct Copenhagen spans (DOMAIN.md section 1).

export type { CivilDate, IsoDate, Weekday } from './civil-date.ts';
export {
  addDays,
  addMonths,
  dateOfDayNumber,
  datesBetween,
  dayNumber,
  daysBetween,
  daysInMonth,
  formatIsoDate,
  isIsoDate,
  isLeapYear,
  isoWeek,
  isoWeekYear,
  parseIsoDate,
  weekday,
} from './civil-date.ts';

export type { Period } from './period.ts';
export {
  addPeriods,
  daysOf,
  isPeriod,
  nextPeriod,
  periodEnd,
  periodOf,
  periodOfMonth,
  periodsBetween,
  periodStart,
  previousPeriod,
} from './period.ts';

export { easterSunday } from './easter.ts';
export type { Holiday, HolidayName } from './holidays.ts';
export { HOLIDAY_NAMES, holidayDate, holidayOn, holidaysOf, isHoliday } from './holidays.ts';
export type { SpecialDay, SpecialDayName } from './special-days.ts';
export { SPECIAL_DAY_NAMES, specialDayDate, specialDayOn, specialDaysOf } from './special-days.ts';
export { resolveDay } from './named-day.ts';
export type { DayType, HolidayWeekendWorkday } from './day-type.ts';
export { dayType, holidayWeekendWorkday, holidayWeekendWorkdays } from './day-type.ts';

export type { TimeOfDay } from './time-of-day.ts';
export { isTimeOfDay, minutesOfDay, timeOfDay } from './time-of-day.ts';
export type { Instant, WallClock } from './instant.ts';
export { TIME_ZONE, dateOf, instantOf, startOfDay, toIsoDateTime, utcOffsetMinutes, wallClockOf } from './instant.ts';
export type { Span } from './span.ts';
export { minutesBetween, overlapMinutes, spanContains, spanMinutes, spanOf } from './span.ts';
export type { DatePart, PeriodPart } from './split.ts';
export { splitByDate, splitByPeriod } from './split.ts';
export type { WindowPart } from './window.ts';
export { minutesInWindow, startsInWindow, windowOf, windowParts } from './window.ts';
export { clockMinutes, paidMinutesOf, unpaidBreakOf } from './paid-time.ts';
