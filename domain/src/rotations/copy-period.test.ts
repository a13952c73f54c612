import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween } from '@kaj/calendar';
import { copiedDate, copyPeriodEnd } from './copy-period.ts';

describe('copying a week or a month', () => {
  it('ends a week on its Sunday and a month on its last day, leap years too', () => {
    expect(copyPeriodEnd('week', '2026-10-26')).toBe('2026-11-01');
    expect(copyPeriodEnd('month', '2026-02-01')).toBe('2026-02-28');
    expect(copyPeriodEnd('month', '2028-02-01')).toBe('2028-02-29');
    expect(copyPeriodEnd('month', '2026-12-01')).toBe('2026-12-31');
  });

  it('keeps the weekday of a week, across the October change to winter time', () => {
    expect(copiedDate('week', '2026-10-19', '2026-10-26', '2026-10-25')).toBe('2026-11-01');
    expect(copiedDate('week', '2026-10-19', '2026-11-30', '2026-10-19')).toBe('2026-11-30');
  });

  it('keeps the day of the month, and drops the days a shorter month lacks', () => {
    expect(copiedDate('month', '2026-01-01', '2026-02-01', '2026-01-28')).toBe('2026-02-28');
    expect(copiedDate('month', '2026-01-01', '2026-02-01', '2026-01-29')).toBeNull();
    expect(copiedDate('month', '2026-01-01', '2026-04-01', '2026-01-31')).toBeNull();
    expect(copiedDate('month', '2026-02-01', '2026-03-01', '2026-02-28')).toBe('2026-03-28');
  });

  it('lands every day of the source inside the target period, one to one', () => {
    const firstOfMonth = fc.record({ year: fc.integer({ min: 2000, max: 2090 }), month: fc.integer({ min: 1, max: 12 }) }).map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}-01`);
    fc.assert(
      fc.property(firstOfMonth, firstOfMonth, (source, target) => {
        const days = Array.from({ length: daysBetween(source, copyPeriodEnd('month', source)) + 1 }, (_, index) => addDays(source, index));
        const landed = days.map((day) => copiedDate('month', source, target, day)).filter((day) => day !== null);
        expect(new Set(landed).size).toBe(landed.length);
        for (const day of landed) expect(day >= target && day <= copyPeriodEnd('month', target)).toBe(true);
        expect(landed.length).toBe(Math.min(days.length, daysBetween(target, copyPeriodEnd('month', target)) + 1));
      }),
    );
  });
});
