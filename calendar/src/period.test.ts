import { describe, expect, it } from 'vitest';
import {
  addPeriods,
  daysOf,
  isPeriod,
  nextPeriod,
  periodEnd,
  periodOf,
  periodOfMonth,
  periodsBetween,
  periodStart,
  previousPeriod,
} from './period.ts';

describe('isPeriod', () => {
  it('accepts the first day of a month only', () => {
    expect(isPeriod('2026-11-01')).toBe(true);
    expect(isPeriod('2026-11-02')).toBe(false);
    expect(isPeriod('2026-11')).toBe(false);
    expect(isPeriod('2026-13-01')).toBe(false);
    expect(isPeriod('2026-11-01T00:00:00Z')).toBe(false);
  });
});

describe('periodOf and periodOfMonth', () => {
  it('name the month a date falls in', () => {
    expect(periodOf('2026-11-17')).toBe('2026-11-01');
    expect(periodOf('2026-11-01')).toBe('2026-11-01');
    expect(periodOf('2026-12-31')).toBe('2026-12-01');
    expect(periodOfMonth(2026, 2)).toBe('2026-02-01');
    expect(() => periodOfMonth(2026, 13)).toThrow(RangeError);
  });
});

describe('periodStart and periodEnd', () => {
  it('give the first and the inclusive last day', () => {
    expect(periodStart('2026-11-01')).toBe('2026-11-01');
    expect(periodEnd('2026-11-01')).toBe('2026-11-30');
    expect(periodEnd('2026-12-01')).toBe('2026-12-31');
    expect(periodEnd('2026-02-01')).toBe('2026-02-28');
    expect(periodEnd('2028-02-01')).toBe('2028-02-29');
  });

  it('refuse a date that is not a period', () => {
    expect(() => periodStart('2026-11-17')).toThrow(RangeError);
    expect(() => periodEnd('2026-11-17')).toThrow(RangeError);
  });
});

describe('next, previous and addPeriods', () => {
  it('step a month at a time across years', () => {
    expect(nextPeriod('2026-11-01')).toBe('2026-12-01');
    expect(nextPeriod('2026-12-01')).toBe('2027-01-01');
    expect(previousPeriod('2026-01-01')).toBe('2025-12-01');
    expect(addPeriods('2026-11-01', 3)).toBe('2027-02-01');
    expect(addPeriods('2026-11-01', -23)).toBe('2024-12-01');
    expect(addPeriods('2026-11-01', 0)).toBe('2026-11-01');
  });
});

describe('daysOf', () => {
  it('lists every date of the month', () => {
    const days = daysOf('2026-02-01');
    expect(days).toHaveLength(28);
    expect(days[0]).toBe('2026-02-01');
    expect(days.at(-1)).toBe('2026-02-28');
    expect(daysOf('2026-10-01')).toHaveLength(31);
  });
});

describe('periodsBetween', () => {
  it('lists the months a range touches', () => {
    expect(periodsBetween('2026-10-31', '2026-11-01')).toEqual(['2026-10-01', '2026-11-01']);
    expect(periodsBetween('2026-11-05', '2027-01-02')).toEqual(['2026-11-01', '2026-12-01', '2027-01-01']);
    expect(periodsBetween('2026-11-05', '2026-11-06')).toEqual(['2026-11-01']);
    expect(periodsBetween('2026-11-06', '2026-11-05')).toEqual([]);
  });
});
