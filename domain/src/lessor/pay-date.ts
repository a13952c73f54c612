import { addDays, holidayOn, isHoliday, periodEnd, specialDayOn, weekday, type IsoDate, type Period } from '@kaj/calendar';

// The pay date of a Lessor export: the last banking day of the pay month. Danish banks close on Saturdays,
// Sundays and public holidays, and also on grundlovsdag, juleaften, nytårsaften and the Friday after
// Kristi himmelfartsdag.

const BANK_CLOSING_DAYS = new Set(['grundlovsdag', 'juleaften', 'nytårsaften']);

export function isBankingDay(date: IsoDate): boolean {
  if (weekday(date) >= 6 || isHoliday(date)) return false;
  if (BANK_CLOSING_DAYS.has(specialDayOn(date)?.name ?? '')) return false;
  return holidayOn(addDays(date, -1))?.name !== 'kristi himmelfartsdag';
}

/** The last banking day of a month: November 2026 → 2026-11-30; December 2026 → 2026-12-30. */
export function lastBankingDay(period: Period): IsoDate {
  let date = periodEnd(period);
  while (!isBankingDay(date)) date = addDays(date, -1);
  return date;
}
