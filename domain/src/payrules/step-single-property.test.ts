import { describe, expect, it } from 'vitest';
import { evaluateStepSingleProperty } from './step-single-property.ts';
import { OVERTID, noFilter, prepared, rule, values } from './test-helpers.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import type { Posting, StepSinglePropertyDetail } from './types.ts';

const step = { kind: 'stepSingleProperty' as const, ...noFilter, propertyId: OVERTID, cutValue: 3 };
const overtid50 = rule<StepSinglePropertyDetail>({ ...step, factorBelow: 1, factorAbove: 0 }, { round: 2 });
const overtid100 = rule<StepSinglePropertyDetail>({ ...step, factorBelow: 0, factorAbove: 1 }, { round: 2 });

function both(w: PreparedWatch): [string[], string[]] {
  const low: Posting[] = [];
  const high: Posting[] = [];
  evaluateStepSingleProperty(overtid50, w, low);
  evaluateStepSingleProperty(overtid100, w, high);
  return [values(low), values(high)];
}

function overtime(hours: number | null, date = '2026-06-12', start = '08:00', end = '16:00'): PreparedWatch {
  return prepared(date, start, end, { properties: [{ propertyId: OVERTID, value: hours }] });
}

describe('step single property (Overtid 50 % / 100 %)', () => {
  it('Overtid 4,5 on a watch: 3 hours at 50 %, 1,5 at 100 %', () => {
    expect(both(overtime(4.5))).toEqual([['3'], ['1.5']]);
  });

  it('Overtid 2 stays below the cut: 2 at 50 %, nothing at 100 %', () => {
    expect(both(overtime(2))).toEqual([['2'], []]);
  });

  it('exactly at the cut: 3 at 50 %, nothing at 100 %', () => {
    expect(both(overtime(3))).toEqual([['3'], []]);
  });

  it('Overtid without a value counts the watch hours: a night 22:00–06:00 across the October change is 9 hours, 3 + 6', () => {
    expect(both(overtime(null, '2026-10-24', '22:00', '06:00'))).toEqual([['3'], ['6']]);
    expect(both(overtime(null, '2026-03-28', '22:00', '06:00'))).toEqual([['3'], ['4']]);
  });

  it('Overtid 2,5 on Kristi himmelfartsdag 2026-05-14: 2,5 at 50 %', () => {
    expect(both(overtime(2.5, '2026-05-14'))).toEqual([['2.5'], []]);
  });

  it('a watch without Overtid posts nothing', () => {
    const out: Posting[] = [];
    evaluateStepSingleProperty(overtid50, prepared('2026-06-12', '08:00', '16:00'), out);
    expect(out).toEqual([]);
  });
});
