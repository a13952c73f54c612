import { decimal, divideRounded, ONE, roundDecimal, type Decimal } from '@kaj/domain';

// The tax-free mileage allowance (DOMAIN.md section 13), in exact decimals.

export interface MileageRate {
  validFrom: string;
  highRate: string;
  lowRate: string;
  thresholdKm: number;
}

/** One leg of a trip as the allowance sees it. */
export interface AllowanceLeg {
  mileageId: number;
  startDate: string;
  kmTotal: string;
  companyCar: boolean;
  /** A rejected trip earns nothing and does not count towards the year's threshold. */
  rejected?: boolean;
}

/** A leg's km at the high and the low rate of its date. */
export interface LegSplit {
  mileageId: number;
  highKm: Decimal;
  lowKm: Decimal;
  rate: MileageRate | undefined;
}

/** The rate in force on a date: the latest valid from it or before; none before the first. */
export function rateOn(rates: readonly MileageRate[], date: string): MileageRate | undefined {
  return rates.filter((rate) => rate.validFrom <= date).sort((a, b) => (a.validFrom < b.validFrom ? 1 : -1))[0];
}

const times = (a: Decimal, b: Decimal) => divideRounded(a * b, ONE * ONE);

/**
 * Each leg's km split at the year's threshold: in a private car the km left below the threshold (counted from the
 * employee's earlier legs that calendar year, in date order) go at the high rate, the rest at the low rate. A
 * company car or a rejected trip earns nothing and does not count. `legs` must be all of the employee's legs of the
 * years concerned, in date order.
 */
export function splitLegs(legs: readonly AllowanceLeg[], rates: readonly MileageRate[]): LegSplit[] {
  const drivenByYear = new Map<string, Decimal>();
  return legs.map((leg) => {
    const rate = rateOn(rates, leg.startDate);
    if (leg.companyCar || leg.rejected || !rate) return { mileageId: leg.mileageId, highKm: 0n, lowKm: 0n, rate };
    const year = leg.startDate.slice(0, 4);
    const km = decimal(leg.kmTotal);
    const driven = drivenByYear.get(year) ?? 0n;
    const left = decimal(rate.thresholdKm) - driven;
    const high = left <= 0n ? 0n : left < km ? left : km;
    drivenByYear.set(year, driven + km);
    return { mileageId: leg.mileageId, highKm: high, lowKm: km - high, rate };
  });
}

/** The allowance of a split leg, exact. */
export const legAmount = (split: LegSplit): Decimal =>
  split.rate ? times(split.highKm, decimal(split.rate.highRate)) + times(split.lowKm, decimal(split.rate.lowRate)) : 0n;

/** The allowance of each trip, rounded to øre. */
export function allowances(legs: readonly AllowanceLeg[], rates: readonly MileageRate[]): Map<number, Decimal> {
  const amounts = new Map<number, Decimal>();
  for (const split of splitLegs(legs, rates)) amounts.set(split.mileageId, (amounts.get(split.mileageId) ?? 0n) + legAmount(split));
  return new Map([...amounts].map(([id, amount]) => [id, roundDecimal(amount, 2)]));
}
