import { formatIsoDate, isIsoDate } from './civil-date.ts';
import type { IsoDate } from './civil-date.ts';
import { HOLIDAY_NAMES, holidayDate } from './holidays.ts';
import type { HolidayName } from './holidays.ts';
import { SPECIAL_DAY_NAMES, specialDayDate } from './special-days.ts';
import type { SpecialDayName } from './special-days.ts';

/** Other ways people write the same day, after normalising ('anden påskedag' is handled by the '2.' rule). */
const ALIASES: Readonly<Record<string, HolidayName | SpecialDayName>> = {
  'kristi himmelfart': 'kristi himmelfartsdag',
  'kr. himmelfartsdag': 'kristi himmelfartsdag',
  'juleaftensdag': 'juleaften',
  'nytårsaftensdag': 'nytårsaften',
  'første maj': '1. maj',
  'påskesøndag': 'påskedag',
  'pinsesøndag': 'pinsedag',
};

/**
 * The date of a special-day rule's `day` in a year (DOMAIN.md section 7): either 'MM-DD'
 * ('12-24') or the name of a holiday or special day ('påskedag', '2. pinsedag', 'Juleaften'),
 * case-insensitive. Undefined when the day does not exist that year ('02-29' in 2026) or the
 * name is unknown. A named day resolves to its date even in a year it is no public holiday:
 * 'store bededag' in 2024 is 2024-04-26, so an agreement that still names it keeps paying
 * until the rule's end date says otherwise.
 */
export function resolveDay(day: string, year: number): IsoDate | undefined {
  const monthDay = /^(\d{2})-(\d{2})$/.exec(day.trim());
  if (monthDay) {
    const date = formatIsoDate({ year, month: Number(monthDay[1]), day: Number(monthDay[2]) });
    return isIsoDate(date) ? date : undefined;
  }
  const name = normalise(day);
  const known = ALIASES[name] ?? name;
  if (isHolidayName(known)) return holidayDate(known, year);
  if (isSpecialDayName(known)) return specialDayDate(known, year);
  return undefined;
}

function normalise(day: string): string {
  return day
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^anden /, '2. ')
    .replace(/^2\.\s*/, '2. ');
}

function isHolidayName(name: string): name is HolidayName {
  return (HOLIDAY_NAMES as readonly string[]).includes(name);
}

function isSpecialDayName(name: string): name is SpecialDayName {
  return (SPECIAL_DAY_NAMES as readonly string[]).includes(name);
}
