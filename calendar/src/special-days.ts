import { formatIsoDate, parseIsoDate } from './civil-date.ts';
import type { IsoDate } from './civil-date.ts';

/**
 * Days that are not public holidays but that agreements pay for through special-day rules
 * (DOMAIN.md sections 1 and 7). On the calendar they are what their weekday makes them:
 * juleaften 2026 is a Thursday and a workday.
 */

export type SpecialDayName = 'grundlovsdag' | 'juleaften' | 'nytårsaften' | '1. maj';

export interface SpecialDay {
  readonly date: IsoDate;
  readonly name: SpecialDayName;
  readonly title: string;
}

const DEFINITIONS: readonly { name: SpecialDayName; title: string; month: number; day: number }[] = [
  { name: '1. maj', title: '1. maj', month: 5, day: 1 },
  { name: 'grundlovsdag', title: 'Grundlovsdag', month: 6, day: 5 },
  { name: 'juleaften', title: 'Juleaften', month: 12, day: 24 },
  { name: 'nytårsaften', title: 'Nytårsaften', month: 12, day: 31 },
];

export const SPECIAL_DAY_NAMES: readonly SpecialDayName[] = DEFINITIONS.map((definition) => definition.name);

/** The special days of a year in date order. */
export function specialDaysOf(year: number): readonly SpecialDay[] {
  return DEFINITIONS.map(({ name, title, month, day }) => ({ date: formatIsoDate({ year, month, day }), name, title }));
}

export function specialDayOn(date: IsoDate): SpecialDay | undefined {
  return specialDaysOf(parseIsoDate(date).year).find((special) => special.date === date);
}

export function specialDayDate(name: SpecialDayName, year: number): IsoDate {
  const special = specialDaysOf(year).find((candidate) => candidate.name === name);
  if (!special) throw new RangeError(`Not a special day: '${name}'`);
  return special.date;
}
