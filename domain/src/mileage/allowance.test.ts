import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimal, formatDecimal } from '../payrules/decimal.ts';
import { kmByRate, rateOn, splitLegs, tripAllowances, type AllowanceLeg, type LegSplit, type MileageRate } from './allowance.ts';

// The state's rates (DOMAIN.md section 13).
const RATES: MileageRate[] = [
  { validFrom: '2024-01-01', highRate: '3.79', lowRate: '2.23', thresholdKm: 20_000 },
  { validFrom: '2025-01-01', highRate: '3.81', lowRate: '2.23', thresholdKm: 20_000 },
  { validFrom: '2026-01-01', highRate: '3.94', lowRate: '2.28', thresholdKm: 20_000 },
];

let nextId = 1;
const leg = (date: string, km: string, more: Partial<AllowanceLeg> = {}): AllowanceLeg => {
  const id = nextId++;
  return { legId: id, tripId: id, date, km: decimal(km), companyCar: false, ...more };
};
const shown = (split: LegSplit) => [formatDecimal(split.highKm), formatDecimal(split.lowKm), split.highRate, split.lowRate];
const kroner = (amounts: Map<number, bigint>, tripId: number) => formatDecimal(amounts.get(tripId) ?? 0n);

describe('the mileage allowance, worked examples', () => {
  it('19.990 km driven, then 30 km: 10 km × 3,94 + 20 km × 2,28 = 39,40 + 45,60 = 85,00 kr', () => {
    const before = leg('2026-03-02', '19990');
    const trip = leg('2026-11-03', '30');
    const splits = splitLegs([before, trip], RATES);
    expect(splits.map(shown)).toEqual([
      ['19990', '0', '3.94', '2.28'],
      ['10', '20', '3.94', '2.28'],
    ]);
    const amounts = tripAllowances(splits);
    expect(kroner(amounts, before.tripId)).toBe('78760.6');
    expect(kroner(amounts, trip.tripId)).toBe('85');
  });

  it('takes the rate of each leg’s date and rounds a trip once to the øre: 12,3 km at 3,81 = 46,863 → 46,86 kr', () => {
    const trip = leg('2025-06-10', '12.3');
    expect(kroner(tripAllowances(splitLegs([trip], RATES)), trip.tripId)).toBe('46.86');
    // Two legs of one trip: 7,5 + 4,25 km at 3,79 = 28,425 + 16,1075 = 44,5325 → 44,53 kr (not 28,43 + 16,11).
    const first = leg('2024-09-02', '7.5');
    const second = { ...leg('2024-09-02', '4.25'), tripId: first.tripId };
    expect(kroner(tripAllowances(splitLegs([first, second], RATES)), first.tripId)).toBe('44.53');
  });

  it('counts each calendar year from nothing: 20.000 km in 2025 leave 2026’s first km at the high rate', () => {
    const splits = splitLegs([leg('2025-12-31', '20000'), leg('2026-01-01', '100')], RATES);
    expect(splits.map(shown)).toEqual([
      ['20000', '0', '3.81', '2.23'],
      ['100', '0', '3.94', '2.28'],
    ]);
  });

  it('pays nothing for a company car, a rejected trip or a date without a rate, and none of them counts', () => {
    const company = leg('2026-02-01', '15000', { companyCar: true });
    const rejected = leg('2026-02-02', '15000', { rejected: true });
    const early = leg('2023-12-31', '100');
    const own = leg('2026-02-03', '20000');
    const splits = splitLegs([company, rejected, early, own], RATES);
    expect(splits.map(shown)).toEqual([
      ['0', '0', null, null],
      ['0', '0', null, null],
      ['0', '0', null, null],
      ['20000', '0', '3.94', '2.28'],
    ]);
  });

  it('keeps a locked month’s split: a trip added before it later takes only what is left of the 20.000 km', () => {
    // February was locked with 19.000 km at the high rate; then a January trip of 3.000 km is registered.
    const february = leg('2026-02-10', '19000', { frozen: { highKm: decimal(19000), lowKm: 0n, highRate: '3.94', lowRate: '2.28' } });
    const january = leg('2026-01-20', '3000');
    const march = leg('2026-03-05', '500');
    const splits = splitLegs([january, february, march], RATES);
    expect(splits.map(shown)).toEqual([
      ['1000', '2000', '3.94', '2.28'],
      ['19000', '0', '3.94', '2.28'],
      ['0', '500', '3.94', '2.28'],
    ]);
    expect(splits.map((split) => split.frozen)).toEqual([false, true, false]);
  });

  it('keeps the rates a leg was frozen at, though the administrator’s rates changed since', () => {
    const frozen = leg('2026-02-10', '100', { frozen: { highKm: decimal(100), lowKm: 0n, highRate: '3.73', lowRate: '2.19' } });
    const amounts = tripAllowances(splitLegs([frozen], RATES));
    expect(kroner(amounts, frozen.tripId)).toBe('373');
  });

  it('gives the Lessor export a line per rate: 10 km at 3,94 and 20 km at 2,28 beside 5 km at 3,94', () => {
    const splits = splitLegs([leg('2026-01-02', '19990'), leg('2026-11-03', '30')], RATES).slice(1);
    splits.push(...splitLegs([leg('2026-11-04', '5')], RATES));
    expect([...kmByRate(splits)].map(([rate, km]) => [rate, formatDecimal(km)])).toEqual([
      ['3.94', '15'],
      ['2.28', '20'],
    ]);
  });

  it('finds the rate in force on a date', () => {
    expect(rateOn(RATES, '2025-12-31')?.highRate).toBe('3.81');
    expect(rateOn(RATES, '2026-01-01')?.highRate).toBe('3.94');
    expect(rateOn(RATES, '2023-12-31')).toBeUndefined();
  });
});

const THRESHOLD = 1_000;
const SMALL_RATES: MileageRate[] = [{ validFrom: '2025-01-01', highRate: '3.81', lowRate: '2.23', thresholdKm: THRESHOLD }];
const anyLeg = fc.record({
  day: fc.integer({ min: 0, max: 500 }),
  tenths: fc.integer({ min: 1, max: 6_000 }),
  companyCar: fc.boolean(),
  rejected: fc.boolean(),
  trip: fc.integer({ min: 0, max: 5 }),
});
type LegSpec = { day: number; tenths: number; companyCar: boolean; rejected: boolean; trip: number };

function legsOf(specs: readonly LegSpec[]): AllowanceLeg[] {
  return specs.map((spec, index) => {
    const date = new Date(Date.UTC(2025, 0, 1 + spec.day)).toISOString().slice(0, 10);
    return { legId: index + 1, tripId: spec.trip * 1_000 + (spec.day % 3), date, km: decimal(spec.tenths / 10), companyCar: spec.companyCar, rejected: spec.rejected };
  });
}
const counts = (leg: AllowanceLeg) => !leg.companyCar && !leg.rejected;
const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);
const freeze = (leg: AllowanceLeg, split: LegSplit): AllowanceLeg => ({ ...leg, frozen: { highKm: split.highKm, lowKm: split.lowKm, highRate: split.highRate!, lowRate: split.lowRate! } });

describe('the mileage allowance, properties', () => {
  it('splits every counted leg into its km, and pays the first km of each year, up to the threshold, at the high rate', () => {
    fc.assert(
      fc.property(fc.array(anyLeg, { maxLength: 30 }), (specs) => {
        const legs = legsOf(specs);
        const splits = splitLegs(legs, SMALL_RATES);
        legs.forEach((leg, index) => {
          const split = splits[index]!;
          expect(split.highKm >= 0n && split.lowKm >= 0n).toBe(true);
          expect(split.highKm + split.lowKm).toBe(counts(leg) ? leg.km : 0n);
        });
        for (const year of new Set(legs.map((leg) => leg.date.slice(0, 4)))) {
          const inYear = legs.map((leg, index) => ({ leg, split: splits[index]! })).filter(({ leg }) => leg.date.startsWith(year) && counts(leg));
          const driven = sum(inYear.map(({ leg }) => leg.km));
          const high = sum(inYear.map(({ split }) => split.highKm));
          expect(high).toBe(driven < decimal(THRESHOLD) ? driven : decimal(THRESHOLD));
          // No leg at the low rate comes before a leg at the high rate.
          const ordered = inYear.sort((a, b) => (a.leg.date < b.leg.date ? -1 : a.leg.date > b.leg.date ? 1 : a.leg.tripId - b.leg.tripId || a.leg.legId - b.leg.legId));
          const firstLow = ordered.findIndex(({ split }) => split.lowKm > 0n);
          if (firstLow >= 0) expect(ordered.slice(firstLow + 1).every(({ split }) => split.highKm === 0n)).toBe(true);
        }
      }),
    );
  });

  it('answers the same whatever order the legs come in', () => {
    fc.assert(
      fc.property(fc.array(anyLeg, { maxLength: 20 }).chain((specs) => fc.tuple(fc.constant(specs), fc.shuffledSubarray(legsOf(specs), { minLength: specs.length }))), ([specs, shuffled]) => {
        const byLeg = (splits: LegSplit[]) => new Map(splits.map((split) => [split.legId, shown(split)]));
        expect(byLeg(splitLegs(shuffled, SMALL_RATES))).toEqual(byLeg(splitLegs(legsOf(specs), SMALL_RATES)));
      }),
    );
  });

  it('changes nothing by freezing legs at the split they have', () => {
    fc.assert(
      fc.property(fc.array(anyLeg, { maxLength: 25 }), fc.integer({ min: 0, max: 500 }), (specs, lockedUpTo) => {
        const legs = legsOf(specs);
        const splits = splitLegs(legs, SMALL_RATES);
        const cut = new Date(Date.UTC(2025, 0, 1 + lockedUpTo)).toISOString().slice(0, 10);
        const frozen = legs.map((leg, index) => (leg.date <= cut && counts(leg) ? freeze(leg, splits[index]!) : leg));
        expect(splitLegs(frozen, SMALL_RATES).map(shown)).toEqual(splits.map(shown));
      }),
    );
  });

  it('never pays more of a year at the high rate than the threshold, however legs change after some were frozen', () => {
    fc.assert(
      fc.property(fc.array(anyLeg, { maxLength: 20 }), fc.array(fc.boolean(), { maxLength: 20 }), fc.array(anyLeg, { maxLength: 10 }), (specs, frozenFlags, added) => {
        const legs = legsOf(specs);
        const splits = splitLegs(legs, SMALL_RATES);
        const frozen = legs.map((leg, index) => (frozenFlags[index] && counts(leg) ? freeze(leg, splits[index]!) : leg));
        // Afterwards: the open legs are rejected or grow, and new legs come, some dated before the frozen ones.
        const later = [
          ...frozen.map((leg, index) => (leg.frozen ? leg : index % 2 ? { ...leg, rejected: true } : { ...leg, km: leg.km * 2n })),
          ...legsOf(added).map((leg) => ({ ...leg, legId: leg.legId + 1_000 })),
        ];
        const again = splitLegs(later, SMALL_RATES);
        later.forEach((leg, index) => {
          if (leg.frozen) expect([again[index]!.highKm, again[index]!.lowKm]).toEqual([leg.frozen.highKm, leg.frozen.lowKm]);
        });
        for (const year of ['2025', '2026']) {
          const high = sum(later.flatMap((leg, index) => (leg.date.startsWith(year) ? [again[index]!.highKm] : [])));
          expect(high <= decimal(THRESHOLD)).toBe(true);
        }
      }),
    );
  });
});
