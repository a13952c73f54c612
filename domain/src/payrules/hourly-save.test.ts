import { describe, expect, it } from 'vitest';
import { evaluateHourlySave } from './hourly-save.ts';
import { KURSUS, prepared, props, readable, rule, values } from './test-helpers.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import type { HourlySaveDetail, PayRuleInput, Posting } from './types.ts';

const normtimer = rule<HourlySaveDetail>({ kind: 'hourlySave', factor: 1, saveMonthOffset: 0 }, { round: 2 });

function run(r: PayRuleInput<HourlySaveDetail>, w: PreparedWatch): Posting[] {
  const out: Posting[] = [];
  evaluateHourlySave(r, w, out);
  return out;
}

describe('hourly save', () => {
  it('posts a day watch 08:00–16:00 as 8 hours on its date', () => {
    expect(readable(run(normtimer, prepared('2026-06-12', '08:00', '16:00')))).toEqual([
      { date: '2026-06-12', period: '2026-06-01', value: '8' },
    ]);
  });

  it('posts a night watch 22:00–06:00 whole on the date it starts: 8 hours', () => {
    expect(values(run(normtimer, prepared('2026-06-12', '22:00', '06:00')))).toEqual(['8']);
  });

  it('counts real time across the DST changes: 9 hours on 2026-10-24, 7 on 2026-03-28', () => {
    expect(values(run(normtimer, prepared('2026-10-24', '22:00', '06:00')))).toEqual(['9']);
    expect(values(run(normtimer, prepared('2026-03-28', '22:00', '06:00')))).toEqual(['7']);
  });

  it('counts paid minutes, not the span: 08:00–16:00 with 30 unpaid minutes × 1,5 is 11,25', () => {
    const r = rule<HourlySaveDetail>({ kind: 'hourlySave', factor: 1.5, saveMonthOffset: 0 }, { round: 2 });
    expect(values(run(r, prepared('2026-06-12', '08:00', '16:00', { paidMinutes: 450 })))).toEqual(['11.25']);
  });

  it('rounds once, half away from zero: 20 minutes are 0,33 at two decimals, 0,333333 unrounded', () => {
    expect(values(run(normtimer, prepared('2026-06-12', '08:00', '08:20')))).toEqual(['0.33']);
    expect(values(run({ ...normtimer, round: null }, prepared('2026-06-12', '08:00', '08:20')))).toEqual(['0.333333']);
    // 10 minutes × 0,3 = 0,05 hours exactly: one decimal rounds it up to 0,1.
    const r = rule<HourlySaveDetail>({ kind: 'hourlySave', factor: 0.3, saveMonthOffset: 0 }, { round: 1 });
    expect(values(run(r, prepared('2026-06-12', '08:00', '08:10')))).toEqual(['0.1']);
    expect(values(run({ ...r, detail: { ...r.detail, factor: -0.3 } }, prepared('2026-06-12', '08:00', '08:10')))).toEqual(['-0.1']);
  });

  it('posts a watch at the end of June in July with saveMonthOffset 1, dated on the watch', () => {
    const r = rule<HourlySaveDetail>({ kind: 'hourlySave', factor: 1, saveMonthOffset: 1 });
    expect(readable(run(r, prepared('2026-06-30', '22:00', '06:00')))).toEqual([{ date: '2026-06-30', period: '2026-07-01', value: '8' }]);
  });

  it('keeps a night watch from 30 June whole in June (the hourly save does not split)', () => {
    expect(readable(run(normtimer, prepared('2026-06-30', '22:00', '06:00')))).toEqual([
      { date: '2026-06-30', period: '2026-06-01', value: '8' },
    ]);
  });

  it('applies pre-factors: Kursus 0 ignores the watch, Kursus 0,5 halves it', () => {
    const course = prepared('2026-06-12', '08:00', '16:00', { properties: props(KURSUS) });
    expect(run({ ...normtimer, preFactors: [{ propertyId: KURSUS, factor: 0 }] }, course)).toEqual([]);
    expect(values(run({ ...normtimer, preFactors: [{ propertyId: KURSUS, factor: 0.5 }] }, course))).toEqual(['4']);
    expect(values(run({ ...normtimer, preFactors: [{ propertyId: KURSUS, factor: 0 }] }, prepared('2026-06-12', '08:00', '16:00')))).toEqual(['8']);
  });

  it('posts the same on a holiday as on a workday (Kristi himmelfartsdag 2026-05-14, påskedag 2026-04-05)', () => {
    expect(values(run(normtimer, prepared('2026-05-14', '08:00', '16:00')))).toEqual(['8']);
    expect(values(run(normtimer, prepared('2026-04-05', '08:00', '16:00')))).toEqual(['8']);
  });

  it('names the rule, account and watch on the posting', () => {
    const w = prepared('2026-06-12', '08:00', '16:00', { id: 77 });
    expect(run({ ...normtimer, id: 5, payAccountId: 300 }, w)).toEqual([
      { ruleId: 5, payAccountId: 300, realisedWatchId: 77, date: '2026-06-12', period: '2026-06-01', value: 8_000_000n, forecast: false },
    ]);
  });
});
