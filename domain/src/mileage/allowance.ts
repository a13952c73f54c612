import { ONE, decimal, divideRounded, formatDecimal, roundDecimal, type Decimal } from '../payrules/decimal.ts';

// The tax-free mileage allowance (DOMAIN.md section 13), in exact decimals: the state's high rate per km up to the
// year's threshold (20.000 km) per employee, the low rate beyond it. A company car earns nothing.

/** The state's rates from a date on. */
export interface MileageRate {
  validFrom: string;
  /** Kroner per km, as decimal text ('3.94'). */
  highRate: string;
  lowRate: string;
  /** The km a year at the high rate. */
  thresholdKm: number;
}

/** A leg's km at each rate, and the rates, as its locked month froze them. */
export interface FrozenSplit {
  highKm: Decimal;
  lowKm: Decimal;
  highRate: string;
  lowRate: string;
}

/** One leg of a trip as the allowance sees it. */
export interface AllowanceLeg {
  legId: number;
  tripId: number;
  date: string;
  km: Decimal;
  companyCar: boolean;
  /** A rejected trip earns nothing and does not count towards the year's threshold. */
  rejected?: boolean;
  /** Set once the leg's month is locked: the split is kept as it was paid, whatever happens to other legs later. */
  frozen?: FrozenSplit | null;
}

/** A leg's km at the high and the low rate, and those rates (null: no allowance, e.g. no rate on its date). */
export interface LegSplit {
  legId: number;
  tripId: number;
  highKm: Decimal;
  lowKm: Decimal;
  highRate: string | null;
  lowRate: string | null;
  frozen: boolean;
}

/** The rate in force on a date: the latest valid from it or before; none before the first. */
export function rateOn(rates: readonly MileageRate[], date: string): MileageRate | undefined {
  let found: MileageRate | undefined;
  for (const rate of rates) if (rate.validFrom <= date && (!found || rate.validFrom > found.validFrom)) found = rate;
  return found;
}

const inOrder = (a: AllowanceLeg, b: AllowanceLeg) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.tripId - b.tripId || a.legId - b.legId);
const earnsNothing = (leg: AllowanceLeg): LegSplit => ({ legId: leg.legId, tripId: leg.tripId, highKm: 0n, lowKm: 0n, highRate: null, lowRate: null, frozen: false });

/**
 * Each leg's km split at the year's threshold, in the order the legs are given back. A frozen leg keeps its split,
 * and its high km are the year's first: the threshold's rest goes to the other legs in date order (trip, then leg, on
 * one day), each taking at the high rate what is left of it and the rest at the low rate. So with nothing frozen
 * the first km of the year go at the high rate; freezing a leg at the split it has changes no leg; and however legs
 * are added, changed or rejected after a month froze, the year never pays more km at the high rate than the
 * threshold. `legs` must be all of the employee's legs of the years concerned.
 */
export function splitLegs(legs: readonly AllowanceLeg[], rates: readonly MileageRate[]): LegSplit[] {
  const highUsed = new Map<string, Decimal>();
  const year = (leg: AllowanceLeg) => leg.date.slice(0, 4);
  for (const leg of legs) if (leg.frozen) highUsed.set(year(leg), (highUsed.get(year(leg)) ?? 0n) + leg.frozen.highKm);
  const splits = new Map<AllowanceLeg, LegSplit>();
  for (const leg of [...legs].sort(inOrder)) {
    if (leg.frozen) {
      splits.set(leg, { legId: leg.legId, tripId: leg.tripId, ...leg.frozen, frozen: true });
      continue;
    }
    const rate = rateOn(rates, leg.date);
    if (leg.companyCar || leg.rejected || !rate) {
      splits.set(leg, earnsNothing(leg));
      continue;
    }
    const used = highUsed.get(year(leg)) ?? 0n;
    const left = decimal(rate.thresholdKm) - used;
    const high = left <= 0n ? 0n : left < leg.km ? left : leg.km;
    highUsed.set(year(leg), used + high);
    splits.set(leg, { legId: leg.legId, tripId: leg.tripId, highKm: high, lowKm: leg.km - high, highRate: rate.highRate, lowRate: rate.lowRate, frozen: false });
  }
  return legs.map((leg) => splits.get(leg)!);
}

const times = (km: Decimal, rate: string | null) => (rate === null || km === 0n ? 0n : divideRounded(km * decimal(rate), ONE * ONE));

/** The allowance of a split leg, exact (not yet rounded). */
export const legAmount = (split: LegSplit): Decimal => times(split.highKm, split.highRate) + times(split.lowKm, split.lowRate);

/** The allowance of each trip, the sum of its legs rounded once to øre. */
export function tripAllowances(splits: readonly LegSplit[]): Map<number, Decimal> {
  const amounts = new Map<number, Decimal>();
  for (const split of splits) amounts.set(split.tripId, (amounts.get(split.tripId) ?? 0n) + legAmount(split));
  return new Map([...amounts].map(([id, amount]) => [id, roundDecimal(amount, 2)]));
}

/** Km per rate over the legs, as the Lessor export carries them: a line per rate (rate as decimal text → km). */
export function kmByRate(splits: readonly LegSplit[]): Map<string, Decimal> {
  const byRate = new Map<string, Decimal>();
  const add = (rate: string | null, km: Decimal) => {
    if (rate === null || km === 0n) return;
    const key = formatDecimal(decimal(rate));
    byRate.set(key, (byRate.get(key) ?? 0n) + km);
  };
  for (const split of splits) {
    add(split.highRate, split.highKm);
    add(split.lowRate, split.lowKm);
  }
  return byRate;
}
