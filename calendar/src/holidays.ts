import { addDays, formatIsoDate, parseIsoDate } from './civil-date.ts';
import type { IsoDate } from './civil-date.ts';
import { easterSunday } from './easter.ts';

/**
 * Danish public holidays (helligdage), DOMAIN.md section 1. Store bededag was abolished
 * from 2024 (lov nr. 186 af 28/02/2023), so it is a holiday up to and including 2023.
 * Grundlovsdag, juleaften, nytårsaften and 1. maj are not public holidays: see special-days.ts.
 */

export type HolidayName =
  | 'nytårsdag'
  | 'skærtorsdag'
  | 'langfredag'
  | 'påskedag'
  | '2. påskedag'
  | 'store bededag'
  | 'kristi himmelfartsdag'
  | 'pinsedag'
  | '2. pinsedag'
  | 'juledag'
  | '2. juledag';

export interface Holiday {
  readonly date: IsoDate;
  readonly name: HolidayName;
  /** Danish title as the planning grid shows it, e.g. 'Kristi himmelfartsdag'. */
  readonly title: string;
}

type Rule = { readonly easterOffset: number } | { readonly month: number; readonly day: number };

interface Definition {
  readonly name: HolidayName;
  readonly title: string;
  readonly rule: Rule;
  /** Last year the day is a public holiday. */
  readonly lastYear?: number;
}

const DEFINITIONS: readonly Definition[] = [
  { name: 'nytårsdag', title: 'Nytårsdag', rule: { month: 1, day: 1 } },
  { name: 'skærtorsdag', title: 'Skærtorsdag', rule: { easterOffset: -3 } },
  { name: 'langfredag', title: 'Langfredag', rule: { easterOffset: -2 } },
  { name: 'påskedag', title: 'Påskedag', rule: { easterOffset: 0 } },
  { name: '2. påskedag', title: '2. påskedag', rule: { easterOffset: 1 } },
  { name: 'store bededag', title: 'Store bededag', rule: { easterOffset: 26 }, lastYear: 2023 },
  { name: 'kristi himmelfartsdag', title: 'Kristi himmelfartsdag', rule: { easterOffset: 39 } },
  { name: 'pinsedag', title: 'Pinsedag', rule: { easterOffset: 49 } },
  { name: '2. pinsedag', title: '2. pinsedag', rule: { easterOffset: 50 } },
  { name: 'juledag', title: 'Juledag', rule: { month: 12, day: 25 } },
  { name: '2. juledag', title: '2. juledag', rule: { month: 12, day: 26 } },
];

export const HOLIDAY_NAMES: readonly HolidayName[] = DEFINITIONS.map((definition) => definition.name);

/**
 * The date a named holiday has in a year, whether or not it is a public holiday that year:
 * ('store bededag', 2024) is '2024-04-26', an ordinary Friday since its abolition.
 */
export function holidayDate(name: HolidayName, year: number): IsoDate {
  return dateOf(definitionOf(name).rule, year);
}

/** The public holidays of a year in date order. */
export function holidaysOf(year: number): readonly Holiday[] {
  return [...holidaysByDate(year).values()];
}

/** The public holiday on a date, if it is one. */
export function holidayOn(date: IsoDate): Holiday | undefined {
  return holidaysByDate(parseIsoDate(date).year).get(date);
}

export function isHoliday(date: IsoDate): boolean {
  return holidayOn(date) !== undefined;
}

const cache = new Map<number, ReadonlyMap<IsoDate, Holiday>>();

function holidaysByDate(year: number): ReadonlyMap<IsoDate, Holiday> {
  let byDate = cache.get(year);
  if (!byDate) {
    const holidays = DEFINITIONS.filter((definition) => definition.lastYear === undefined || year <= definition.lastYear)
      .map(({ name, title, rule }) => ({ date: dateOf(rule, year), name, title }))
      .sort((a, b) => (a.date < b.date ? -1 : 1));
    byDate = new Map(holidays.map((holiday) => [holiday.date, holiday]));
    cache.set(year, byDate);
  }
  return byDate;
}

function definitionOf(name: HolidayName): Definition {
  const definition = DEFINITIONS.find((candidate) => candidate.name === name);
  if (!definition) throw new RangeError(`Not a Danish public holiday: '${name}'`);
  return definition;
}

function dateOf(rule: Rule, year: number): IsoDate {
  return 'easterOffset' in rule ? addDays(easterSunday(year), rule.easterOffset) : formatIsoDate({ year, month: rule.month, day: rule.day });
}
