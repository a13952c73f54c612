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
}

/** The rate in force on a date: the latest valid from it or before; none before the first. */
export function rateOn(rates: readonly MileageRate[], date: string): MileageRate | undefined {
  return rates.filter((rate) => rate.validFrom <= date).sort((a, b) => (a.validFrom < b.validFrom ? 1 : -1))[0];
}

const times = (a: Decimal, b: Decimal) => divideRounded(a * b, ONE * ONE);

/**
 * The allowance of each trip, rounded to øre: every leg in a private car takes the high rate for the km left
 * below the year's threshold (counted from the employee's earlier legs that calendar year, in date order) and the
 * low rate for the rest. A company car earns nothing and does not count towards the threshold.
 * `legs` must be all of the employee's legs of the years concerned, in date order.
 */
export function allowances(legs: readonly AllowanceLeg[], rates: readonly MileageRate[]): Map<number, Decimal> {
  const drivenByYear = new Map<string, Decimal>();
  const amounts = new Map<number, Decimal>();
  for (const leg of legs) {
    const sum = amounts.get(leg.mileageId) ?? 0n;
    const rate = rateOn(rates, leg.startDate);
    if (leg.companyCar || !rate) {
      amounts.set(leg.mileageId, sum);
      continue;
    }
    const year = leg.startDate.slice(0, 4);
    const km = decimal(leg.kmTotal);
    const driven = drivenByYear.get(year) ?? 0n;
    const left = decimal(rate.thresholdKm) - driven;
    const high = left <= 0n ? 0n : left < km ? left : km;
    drivenByYear.set(year, driven + km);
    amounts.set(leg.mileageId, sum + times(high, decimal(rate.highRate)) + times(km - high, decimal(rate.lowRate)));
  }
  return new Map([...amounts].map(([id, amount]) => [id, roundDecimal(amount, 2)]));
}
