import { describe, expect, it } from 'vitest';
import { balanceYearOf, evaluateMonthlySave } from './monthly-save.ts';
import { employment, readable, rule } from './test-helpers.ts';
import type { EmploymentInput, MonthlySaveDetail, Posting } from './types.ts';

const ferie = rule<MonthlySaveDetail>(
  { kind: 'monthlySave', value: 2.08, saveStartMonth: 9, saveMonthOffset: 0, expiresInMonths: 16, relativeToPayAccount: true },
  { round: 2 },
);

function run(period: string, who: EmploymentInput = employment, r = ferie): Posting[] {
  const out: Posting[] = [];
  evaluateMonthlySave(r, who, period, out);
  return out;
}

describe('monthly save (Ferie 2,08 dage om måneden)', () => {
  it('a whole month posts 2,08 days into the holiday year from September 2025, spendable until 2026-12-31', () => {
    const [posting] = run('2026-06-01');
    expect(posting).toEqual({
      ruleId: 1,
      payAccountId: 100,
      realisedWatchId: null,
      date: '2026-06-01',
      period: '2026-06-01',
      value: 2_080_000n,
      forecast: false,
      balanceYear: { start: '2025-09-01', expiryDate: '2026-12-31' },
    });
  });

  it('September starts a new balance year', () => {
    expect(run('2026-09-01')[0]?.balanceYear).toEqual({ start: '2026-09-01', expiryDate: '2027-12-31' });
    expect(run('2026-08-01')[0]?.balanceYear).toEqual({ start: '2025-09-01', expiryDate: '2026-12-31' });
  });

  it('pro rata: employed from 2026-06-16 is 15 of 30 days, 1,04 days, dated the first day employed', () => {
    expect(readable(run('2026-06-01', { ...employment, start: '2026-06-16' }))).toEqual([{ date: '2026-06-16', period: '2026-06-01', value: '1.04' }]);
  });

  it('pro rata: ending 2026-02-10 is 10 of 28 days, 2,08 × 10 / 28 = 0,742857… → 0,74', () => {
    expect(readable(run('2026-02-01', { ...employment, end: '2026-02-10' }))).toEqual([{ date: '2026-02-01', period: '2026-02-01', value: '0.74' }]);
  });

  it('without relativeToPayAccount a part month earns the whole value', () => {
    const whole = { ...ferie, detail: { ...ferie.detail, relativeToPayAccount: false } };
    expect(readable(run('2026-06-01', { ...employment, start: '2026-06-16' }, whole))).toEqual([{ date: '2026-06-16', period: '2026-06-01', value: '2.08' }]);
  });

  it('nothing in a month outside the employment', () => {
    expect(run('2019-12-01')).toEqual([]);
    expect(run('2026-03-01', { ...employment, end: '2026-02-28' })).toEqual([]);
  });

  it('saveMonthOffset 1 posts August’s saving in September, in the new balance year', () => {
    const later = { ...ferie, detail: { ...ferie.detail, saveMonthOffset: 1 } };
    const [posting] = run('2026-08-01', employment, later);
    expect([posting?.period, posting?.balanceYear?.start]).toEqual(['2026-09-01', '2026-09-01']);
  });
});

describe('balanceYearOf', () => {
  it('never expires without expiresInMonths', () => {
    expect(balanceYearOf('2026-04-01', 5, null)).toEqual({ start: '2025-05-01', expiryDate: null });
  });

  it('a year starting in January', () => {
    expect(balanceYearOf('2026-12-01', 1, 12)).toEqual({ start: '2026-01-01', expiryDate: '2026-12-31' });
  });
});
