import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimal } from './decimal.ts';
import { meanActivityBalance } from './mean-activity.ts';
import { normOf } from './period-activity.ts';
import { dayHoursOf, partTimeShare, shareNumber } from './part-time.ts';
import { employment, rule } from './test-helpers.ts';
import type { MeanActivityDetail, PeriodActivityDetail } from './types.ts';

const fullTime = { weeklyHours: null, agreementHoursPerDay: decimal('7.4') };
const thirtyHours = { weeklyHours: decimal(30), agreementHoursPerDay: decimal('7.4') };

describe('part time', () => {
  it('30 of 37 hours a week is the exact share 30/37 (0,810811); full time has no share', () => {
    const share = partTimeShare(thirtyHours)!;
    expect(share.num * decimal(37)).toBe(share.den * decimal(30));
    expect(shareNumber(share)).toBe(0.810811);
    expect(partTimeShare(fullTime)).toBeUndefined();
    expect(partTimeShare({ weeklyHours: decimal(37), agreementHoursPerDay: decimal('7.4') })).toBeUndefined();
    expect(shareNumber(undefined)).toBe(1);
  });

  it("hours to days: a 30-hour week is 6 hours a day; full time is the agreement's 7,4 or 7,5", () => {
    expect(dayHoursOf(thirtyHours)).toBe(decimal(6));
    expect(dayHoursOf(fullTime)).toBe(decimal('7.4'));
    expect(dayHoursOf({ weeklyHours: null, agreementHoursPerDay: decimal('7.5') })).toBe(decimal('7.5'));
    expect(dayHoursOf({ weeklyHours: null, agreementHoursPerDay: null })).toBeNull();
  });

  const norm = rule<PeriodActivityDetail>(
    { kind: 'periodActivity', months: 3, weeks: null, monthWeeks: null, targetActivity: 37, minActivity: null, maxActivity: 48, sourcePayAccountId: 1, moveToPayAccountId: null, factor: 1, hasTimeLoss: false },
    { round: 2 },
  );

  it("a 30 h/week employment's 3-month norm from 2026-01-01 (90 days): 30 × 90 / 7 = 385,71 hours, max 48 × 30/37 × 90 / 7 = 500,39", () => {
    const result = normOf(norm, {
      range: { start: '2026-01-01', end: '2026-03-31' },
      employment: { ...employment, partTime: partTimeShare(thirtyHours) },
      activity: decimal(390),
      timeLoss: 0n,
    });
    expect([result.target, result.max, result.isOverTarget]).toEqual([decimal('385.71'), decimal('500.39'), true]);
    const full = normOf(norm, { range: { start: '2026-01-01', end: '2026-03-31' }, employment, activity: decimal(390), timeLoss: 0n });
    expect([full.target, full.isOverTarget]).toEqual([decimal('475.71'), false]);
  });

  it("a 30 h/week employment's mean activity in June 2026: target 30 × 30 / 7 = 128,57", () => {
    const contract = rule<MeanActivityDetail>({ kind: 'meanActivity', targetActivity: 37, payAccountId: 1, payAccountId2: null, payAccountId3: null }, { round: 2 });
    const result = meanActivityBalance(contract, {
      start: '2026-06-01',
      end: '2026-06-30',
      employment: { ...employment, partTime: partTimeShare(thirtyHours) },
      activity: new Map([[1, decimal(130)]]),
    });
    expect([result.target, result.balance]).toEqual([decimal('128.57'), decimal('1.43')]);
  });

  it('property: the norm target of a part-timer is the full-time target × the share, before rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 600, max: 1200 }), fc.integer({ min: 1, max: 120 }), (weeklyCenti, dayCenti, days) => {
        const time = { weeklyHours: BigInt(weeklyCenti) * 10_000n, agreementHoursPerDay: BigInt(dayCenti) * 10_000n };
        const exact = rule<PeriodActivityDetail>({ ...norm.detail }, { round: 6 });
        const range = { start: '2026-01-01', end: `2026-${days > 59 ? '03' : days > 31 ? '02' : '01'}-01` };
        const part = normOf(exact, { range, employment: { ...employment, partTime: partTimeShare(time) }, activity: 0n, timeLoss: 0n });
        const full = normOf(exact, { range, employment, activity: 0n, timeLoss: 0n });
        const share = partTimeShare(time) ?? { num: 1n, den: 1n };
        // |part − full × share| is within rounding (half a millionth on each side).
        const diff = part.target * share.den - full.target * share.num;
        expect(diff < 0n ? -diff : diff).toBeLessThanOrEqual(share.den + share.num);
      }),
    );
  });
});
