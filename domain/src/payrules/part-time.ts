import type { Amount } from './amount.ts';
import { decimalToNumber, divideRounded, ONE, type Decimal } from './decimal.ts';

/**
 * The working days of a full-time week: the agreement's hours per day × 5 is its full-time week (7,40 × 5 = 37
 * hours), as the FTE report counts Monday to Friday.
 */
export const WORKDAYS_PER_WEEK = 5n;

/** An employment's working time: its weekly hours (null is full time) and its agreement's hours per day. */
export interface WorkingTime {
  readonly weeklyHours: Decimal | null;
  /** Inherited through the agreement tree; null when no agreement up the tree has them. */
  readonly agreementHoursPerDay: Decimal | null;
}

/**
 * The employment's share of full time: weekly hours / (hours per day × 5), exact (30 of 37 hours is 30/37).
 * Full time (or an agreement without hours per day) is undefined, which the rules read as 1.
 */
export function partTimeShare(time: WorkingTime): Amount | undefined {
  if (time.weeklyHours === null || time.agreementHoursPerDay === null || time.agreementHoursPerDay <= 0n) return undefined;
  const fullWeek = time.agreementHoursPerDay * WORKDAYS_PER_WEEK;
  if (time.weeklyHours === fullWeek) return undefined;
  return { num: time.weeklyHours, den: fullWeek };
}

/**
 * Hours in one of the employment's days, for turning hours into days: a part-timer's week over five days
 * (30 hours a week: 6 hours a day), else the agreement's hours per day. Null when neither is known.
 */
export function dayHoursOf(time: WorkingTime): Decimal | null {
  if (time.weeklyHours !== null) return divideRounded(time.weeklyHours, WORKDAYS_PER_WEEK * ONE);
  return time.agreementHoursPerDay;
}

/** The share as a number for display (FTE, the grid's multiplier): 30/37 → 0.810811. */
export function shareNumber(share: Amount | undefined): number {
  if (!share) return 1;
  return decimalToNumber(divideRounded(share.num, share.den));
}
