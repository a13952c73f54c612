import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, timeOfDay } from '@kaj/calendar';
import { calculateMonth, evaluateRule } from './engine.ts';
import { prepareWatch } from './prepared-watch.ts';
import { FERIE, KURSUS, SEJLADS, employment, noFilter, props, readable, rule, watch } from './test-helpers.ts';
import type { PayRuleInput, Posting, RealisedWatchInput } from './types.ts';

const periodDays = { workDay: false, saturday: false, holiSunday: false, holiNotSunday: false, holiNotWeekend: false, notHoliSunday: false };
const window = { specialDate: null, propertyId: null, notProperty: false, checkOverlap: true, cutValue: null, factorAbove: null };
const kursusIgnored = [{ propertyId: KURSUS, factor: 0 }];

/** A small agreement in the demo's image; listed out of order on purpose. */
const rules: PayRuleInput[] = [
  rule({ kind: 'cashCompensation', everyMonth: true, month: null }, { id: 7, calcOrder: 9, payAccountId: 6 }),
  rule({ kind: 'useFuture', ...noFilter, propertyId: FERIE, factor: -1, hoursPrDay: 7.4 }, { id: 6, calcOrder: 6, payAccountId: 5, round: 2 }),
  rule(
    { kind: 'monthlySave', value: 2.08, saveStartMonth: 9, saveMonthOffset: 0, expiresInMonths: 16, relativeToPayAccount: true },
    { id: 5, calcOrder: 5, payAccountId: 5, round: 2 },
  ),
  rule(
    { kind: 'period', fromTime: '00:00', toTime: '00:00', factor: 1, ...periodDays, holiSunday: true, ...window },
    { id: 4, calcOrder: 4, payAccountId: 4, round: 2, preFactors: kursusIgnored },
  ),
  rule({ kind: 'splitSingleProperty', ...noFilter, propertyId: SEJLADS }, { id: 3, calcOrder: 3, payAccountId: 3, round: 2 }),
  rule(
    { kind: 'period', fromTime: '23:00', toTime: '06:00', factor: 1, ...periodDays, ...window },
    { id: 2, calcOrder: 2, payAccountId: 2, round: 2, preFactors: kursusIgnored },
  ),
  rule({ kind: 'hourlySave', factor: 1, saveMonthOffset: 0 }, { id: 1, calcOrder: 1, payAccountId: 1, round: 2 }),
];

// May 2026: 13th Wednesday, 14th Kristi himmelfartsdag, 31st a Sunday before 1 June.
const may: RealisedWatchInput[] = [
  watch('2026-05-31', '22:00', '06:00', { id: 2, properties: props(SEJLADS) }),
  watch('2026-05-27', '08:00', '15:24', { id: 4, properties: props(FERIE), forecast: true }),
  watch('2026-05-13', '22:00', '06:00', { id: 1, properties: props(SEJLADS) }),
  watch('2026-05-20', '08:00', '16:00', { id: 3, properties: props(KURSUS) }),
];

function brief(postings: readonly Posting[]): string[] {
  return postings.map((p) => {
    const { date, period, value } = readable([p])[0] ?? { date: '', period: '', value: '' };
    return `rule ${p.ruleId} → account ${p.payAccountId}, watch ${p.realisedWatchId ?? '-'}, ${date} (${period}): ${value}${p.forecast ? ' forecast' : ''}`;
  });
}

describe('calculateMonth', () => {
  it('runs the rules in calcOrder over the watches in date order (worked example, May 2026)', () => {
    expect(brief(calculateMonth({ period: '2026-05-01', employment, rules, watches: may }))).toEqual([
      // Normtimer: every realised watch, whole on its start date; the forecast ferie watch is not realised.
      'rule 1 → account 1, watch 1, 2026-05-13 (2026-05-01): 8',
      'rule 1 → account 1, watch 3, 2026-05-20 (2026-05-01): 8',
      'rule 1 → account 1, watch 2, 2026-05-31 (2026-05-01): 8',
      // Nattillæg 23–06: 7 hours of each night watch; the course is ignored by its pre-factor 0.
      'rule 2 → account 2, watch 1, 2026-05-13 (2026-05-01): 7',
      'rule 2 → account 2, watch 2, 2026-05-31 (2026-05-01): 7',
      // Sejladstimer split at midnight: 2 + 6; the 31st's second part belongs to June.
      'rule 3 → account 3, watch 1, 2026-05-13 (2026-05-01): 2',
      'rule 3 → account 3, watch 1, 2026-05-14 (2026-05-01): 6',
      'rule 3 → account 3, watch 2, 2026-05-31 (2026-05-01): 2',
      'rule 3 → account 3, watch 2, 2026-06-01 (2026-06-01): 6',
      // Søn- og helligdag: 00–06 on Kristi himmelfartsdag; 22–24 on Sunday the 31st.
      'rule 4 → account 4, watch 1, 2026-05-14 (2026-05-01): 6',
      'rule 4 → account 4, watch 2, 2026-05-31 (2026-05-01): 2',
      // Ferie: 2,08 days for the month, then the planned ferie day drawn as a forecast (7,4 h = 1 day).
      'rule 5 → account 5, watch -, 2026-05-01 (2026-05-01): 2.08',
      'rule 6 → account 5, watch 4, 2026-05-27 (2026-05-01): -1 forecast',
      // Cash compensation runs at closing, not here.
    ]);
  });

  it('applies a rule only between its startDate and endDate', () => {
    const limited = rules.map((r) => (r.id === 1 ? { ...r, startDate: '2026-05-15', endDate: '2026-05-30' } : r));
    const normtimer = calculateMonth({ period: '2026-05-01', employment, rules: limited, watches: may }).filter((p) => p.ruleId === 1);
    expect(normtimer.map((p) => p.realisedWatchId)).toEqual([3]);
  });

  it('skips rules without detail or pay account', () => {
    const idle: PayRuleInput[] = [rule(null), rule({ kind: 'hourlySave', factor: 1, saveMonthOffset: 0 }, { payAccountId: null })];
    expect(calculateMonth({ period: '2026-05-01', employment, rules: idle, watches: may })).toEqual([]);
  });

  it('gives the same postings twice, and whatever the order of rules and watches (property)', () => {
    const anyWatch = fc.record({
      day: fc.integer({ min: 0, max: 30 }),
      start: fc.integer({ min: 0, max: 1439 }),
      length: fc.integer({ min: 0, max: 1440 }),
      sails: fc.boolean(),
      course: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(anyWatch, { maxLength: 12 }), fc.integer(), (specs, seed) => {
        const watches = specs.map((spec, index) =>
          watch(addDays('2026-10-01', spec.day), timeOfDay(spec.start), timeOfDay((spec.start + spec.length) % 1440), {
            id: index + 1,
            properties: props(...(spec.sails ? [SEJLADS] : []), ...(spec.course ? [KURSUS] : [])),
          }),
        );
        const first = calculateMonth({ period: '2026-10-01', employment, rules, watches });
        const again = calculateMonth({ period: '2026-10-01', employment, rules, watches });
        const shuffled = calculateMonth({ period: '2026-10-01', employment, rules: shuffle(rules, seed), watches: shuffle(watches, seed) });
        expect(again).toEqual(first);
        expect(shuffled).toEqual(first);
      }),
      { numRuns: 100 },
    );
  });
});

describe('splitting a watch at midnight (property)', () => {
  const hourly = (factor: number, round: number | null): PayRuleInput => rule({ kind: 'hourlySave', factor, saveMonthOffset: 0 }, { round });

  function total(r: PayRuleInput, watches: readonly RealisedWatchInput[]): bigint {
    const out: Posting[] = [];
    for (const w of watches) evaluateRule(r, prepareWatch(w), employment, out);
    return out.reduce((sum, p) => sum + p.value, 0n);
  }

  /** The watch, and the same time as two watches cut at its first midnight (when it crosses one). */
  function cut(date: string, start: number, length: number): [RealisedWatchInput[], RealisedWatchInput[]] {
    const end = (start + length) % 1440;
    const whole = watch(date, timeOfDay(start), timeOfDay(end), { id: 1 });
    if (start + length < 1440 || end === 0) return [[whole], [whole]];
    return [[whole], [watch(date, timeOfDay(start), '00:00', { id: 2 }), watch(addDays(date, 1), '00:00', timeOfDay(end), { id: 3 })]];
  }

  const anyDate = fc.integer({ min: 0, max: 729 }).map((day) => addDays('2026-01-01', day));
  const anyFactor = fc.constantFrom(1, 1.5, 0.5, -1, 2.08, 0.125);

  it('never changes the total minutes, across both DST changes too', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1439 }), (date, start, length) => {
        const [whole, parts] = cut(date, start, length);
        const minutes = (ws: RealisedWatchInput[]) => ws.reduce((sum, w) => sum + w.paidMinutes, 0);
        expect(minutes(parts)).toBe(minutes(whole));
      }),
      { numRuns: 500 },
    );
    // The DST nights, explicitly: 9 and 7 hours whole or cut.
    expect(total(hourly(1, 2), cut('2026-10-24', 1320, 480)[1])).toBe(9_000_000n);
    expect(total(hourly(1, 2), cut('2026-03-28', 1320, 480)[1])).toBe(7_000_000n);
  });

  it('never changes the total of an hourly rule, unrounded, for times in whole 3-minute steps (exact at six decimals)', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 0, max: 479 }), fc.integer({ min: 1, max: 479 }), anyFactor, (date, start, length, factor) => {
        const [whole, parts] = cut(date, start * 3, length * 3);
        const r = hourly(factor, null);
        expect(total(r, parts)).toBe(total(r, whole));
      }),
      { numRuns: 500 },
    );
  });

  it('changes a rounded total by at most one rounding unit per extra part for any minute', () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 1439 }), anyFactor, (date, start, length, factor) => {
        const [whole, parts] = cut(date, start, length);
        const r = hourly(factor, 2);
        const difference = total(r, parts) - total(r, whole);
        expect(difference <= 10_000n && difference >= -10_000n).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

/** A deterministic shuffle (Fisher–Yates driven by a linear congruential generator). */
function shuffle<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed >>> 0;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
