/**
 * Civil dates: 'YYYY-MM-DD' without time or zone, in the proleptic Gregorian calendar.
 * Pure integer arithmetic on day numbers (days since 1970-01-01), so no time zone can
 * shift a date by one.
 */

/** A civil date, 'YYYY-MM-DD'. */
export type IsoDate = string;

/** Day of the week, ISO numbering: Monday = 1 … Sunday = 7. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface CivilDate {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  /** 1–31 */
  readonly day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Whether `text` is a real date written 'YYYY-MM-DD' ('2026-02-29' is not). */
export function isIsoDate(text: string): boolean {
  return toCivil(text) !== undefined;
}

/** The year, month and day of an ISO date; throws RangeError on anything else. */
export function parseIsoDate(date: IsoDate): CivilDate {
  const civil = toCivil(date);
  if (!civil) throw new RangeError(`Not an ISO date (YYYY-MM-DD): '${date}'`);
  return civil;
}

export function formatIsoDate({ year, month, day }: CivilDate): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** Days since 1970-01-01 (negative before). */
export function dayNumber(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return daysFromCivil(year, month, day);
}

/** The date `days` days after 1970-01-01. */
export function dateOfDayNumber(days: number): IsoDate {
  return formatIsoDate(civilFromDays(days));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** The same day `months` months later (earlier when negative), or the month's last day when it has no such day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const toYear = Math.floor(index / 12);
  const toMonth = index - toYear * 12 + 1;
  return formatIsoDate({ year: toYear, month: toMonth, day: Math.min(day, daysInMonth(toYear, toMonth)) });
}

/** Days from `from` to `to`: 1 for consecutive dates, negative when `to` is earlier. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** Every date from `start` to `end`, both inclusive; empty when `end` is before `start`. */
export function datesBetween(start: IsoDate, end: IsoDate): IsoDate[] {
  const first = dayNumber(start);
  const last = dayNumber(end);
  const dates: IsoDate[] = [];
  for (let days = first; days <= last; days++) dates.push(dateOfDayNumber(days));
  return dates;
}

export function weekday(date: IsoDate): Weekday {
  // 1970-01-01 was a Thursday (4).
  return (mod(dayNumber(date) + 3, 7) + 1) as Weekday;
}

/** ISO 8601 week number (1–53): weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeek(date: IsoDate): number {
  const thursday = thursdayOfWeek(date);
  const { year } = civilFromDays(thursday);
  return Math.floor((thursday - daysFromCivil(year, 1, 1)) / 7) + 1;
}

/** The year an ISO week belongs to: 2026-12-31 (Thursday) is in week 53 of 2026, 2027-01-01 too. */
export function isoWeekYear(date: IsoDate): number {
  return civilFromDays(thursdayOfWeek(date)).year;
}

function thursdayOfWeek(date: IsoDate): number {
  return dayNumber(date) + 4 - weekday(date);
}

/**
 * 'YYYY-MM-DD' read character by character rather than with a regular expression: the pay engine reads dates
 * hundreds of thousands of times in one recalculation of a company.
 */
function toCivil(text: string): CivilDate | undefined {
  if (typeof text !== 'string' || text.length !== 10 || text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH) return undefined;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 7);
  const day = digitsAt(text, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

const DASH = 45;

/** The number that the ASCII digits from `from` to `to` spell, or -1 if one of them is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  let value = 0;
  for (let index = from; index < to; index += 1) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

// Howard Hinnant's days_from_civil / civil_from_days: eras of 400 years, years starting in March.
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function civilFromDays(days: number): CivilDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

function mod(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
