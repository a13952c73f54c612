import { addDays, periodEnd, type IsoDate, type Period } from '@kaj/domain';
import { danishDate } from '../shared/danish-dates.ts';

// Nothing that has not happened is locked (issue 14.3): a month locks once its last day has ended in Copenhagen,
// or, for an employment that ends within it, once the employment's last day has ended.

interface Employed {
  readonly end: IsoDate | null;
}

/** The employment's last day in the month: the month's last day, or the employment's end within it. */
export function lastDayIn(employment: Employed, period: Period): IsoDate {
  const last = periodEnd(period);
  return employment.end !== null && employment.end < last ? employment.end : last;
}

/** Why the month cannot be locked yet on `today` (Copenhagen's date by the business clock), or null when it is over. */
export function monthNotOver(employment: Employed, period: Period, today: IsoDate): string | null {
  const last = lastDayIn(employment, period);
  if (today > last) return null;
  const from = danishDate(addDays(last, 1));
  return last === periodEnd(period) ? `måneden er ikke slut og kan låses fra ${from}` : `ansættelsens sidste dag (${danishDate(last)}) er ikke slut; måneden kan låses fra ${from}`;
}
