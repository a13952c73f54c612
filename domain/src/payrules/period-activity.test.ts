import { describe, expect, it } from 'vitest';
import { decimal } from './decimal.ts';
import { normMove, normOf, normRangeOf } from './period-activity.ts';
import { employment, rule } from './test-helpers.ts';
import type { PeriodActivityDetail } from './types.ts';

const NORMTIMER = 1;
const AFSPADSERING = 2;
const detail: PeriodActivityDetail = {
  kind: 'periodActivity',
  months: null,
  weeks: null,
  monthWeeks: 3,
  targetActivity: 37,
  minActivity: null,
  maxActivity: 48,
  sourcePayAccountId: NORMTIMER,
  moveToPayAccountId: AFSPADSERING,
  factor: 1,
  hasTimeLoss: true,
};
const norm3 = rule(detail, { round: 2 });

describe('normRangeOf', () => {
  it('monthWeeks 3 from January 2026: the weeks whose Thursday is in January–March, Mon 2025-12-29 to Sun 2026-03-29 (13 weeks)', () => {
    expect(normRangeOf(detail, '2026-01-01')).toEqual({ start: '2025-12-29', end: '2026-03-29' });
    // The next period starts the day after: April's first Thursday is the 2nd, so Monday 2026-03-30.
    expect(normRangeOf(detail, '2026-04-01')).toEqual({ start: '2026-03-30', end: '2026-06-28' });
  });

  it('months 3 from 2026-01-15 ends 2026-04-14; weeks 4 from Monday 2026-06-01 ends Sunday 2026-06-28', () => {
    expect(normRangeOf({ ...detail, monthWeeks: null, months: 3 }, '2026-01-15')).toEqual({ start: '2026-01-15', end: '2026-04-14' });
    expect(normRangeOf({ ...detail, monthWeeks: null, months: 1 }, '2026-01-31')).toEqual({ start: '2026-01-31', end: '2026-02-28' });
    expect(normRangeOf({ ...detail, monthWeeks: null, weeks: 4 }, '2026-06-01')).toEqual({ start: '2026-06-01', end: '2026-06-28' });
  });
});

describe('normOf (Normperiode på 3 måneder, 37 t/uge, maks. 48, tidstab)', () => {
  const range = { start: '2025-12-29', end: '2026-03-29' }; // 91 days = 13 weeks

  it('13 weeks × 37 = 481 hours; 29,6 hours of ferie lower it to 451,4; 470 worked is 18,6 over', () => {
    const norm = normOf(norm3, { range, employment, activity: decimal(470), timeLoss: decimal('29.6') });
    expect(norm).toEqual({
      ruleId: 1,
      start: '2025-12-29',
      end: '2026-03-29',
      days: 91,
      target: decimal('451.4'),
      min: null,
      max: decimal(624),
      timeLoss: decimal('29.6'),
      activity: decimal(470),
      balance: decimal('18.6'),
      isOverTarget: true,
      isOverMax: false,
    });
  });

  it('without hasTimeLoss absence does not lower the target', () => {
    const norm = normOf(rule({ ...detail, hasTimeLoss: false }), { range, employment, activity: decimal(470), timeLoss: decimal('29.6') });
    expect([norm.target, norm.balance, norm.isOverTarget]).toEqual([decimal(481), decimal(-11), false]);
  });

  it('pro rata: employed from 2026-03-02 (28 days) the target is 4 × 37 = 148', () => {
    const norm = normOf(norm3, { range, employment: { ...employment, start: '2026-03-02' }, activity: decimal(650), timeLoss: 0n });
    expect([norm.days, norm.target, norm.max, norm.isOverMax]).toEqual([28, decimal(148), decimal(192), true]);
  });
});

describe('normMove', () => {
  it('moves the excess 18,6 from Normtimer to Afspadsering (× factor 1; × 1,5 receives 27,9)', () => {
    const norm = normOf(norm3, { range: { start: '2025-12-29', end: '2026-03-29' }, employment, activity: decimal(470), timeLoss: decimal('29.6') });
    expect(normMove(norm3, norm)).toEqual({ ruleId: 1, fromPayAccountId: NORMTIMER, toPayAccountId: AFSPADSERING, moved: decimal('18.6'), received: decimal('18.6') });
    expect(normMove(rule({ ...detail, factor: 1.5 }, { round: 2 }), norm)?.received).toBe(decimal('27.9'));
  });

  it('moves nothing without an excess or a target account', () => {
    const under = normOf(norm3, { range: { start: '2025-12-29', end: '2026-03-29' }, employment, activity: decimal(400), timeLoss: 0n });
    expect(normMove(norm3, under)).toBeNull();
    const over = normOf(norm3, { range: { start: '2025-12-29', end: '2026-03-29' }, employment, activity: decimal(500), timeLoss: 0n });
    expect(normMove(rule({ ...detail, moveToPayAccountId: null }), over)).toBeNull();
  });
});
