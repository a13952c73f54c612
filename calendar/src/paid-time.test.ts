import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './civil-date.ts';
import { clockMinutes, paidMinutesOf, unpaidBreakOf } from './paid-time.ts';
import { spanMinutes, spanOf } from './span.ts';
import { timeOfDay } from './time-of-day.ts';

describe('unpaidBreakOf', () => {
  it('is the clock span less the paid minutes of the watch code', () => {
    expect(unpaidBreakOf({ startTime: '06:00', endTime: '14:30', totalTime: 480 })).toBe(30);
    expect(unpaidBreakOf({ startTime: '22:00', endTime: '06:00', totalTime: 480 })).toBe(0);
    expect(unpaidBreakOf({ startTime: '08:00', endTime: '08:00', totalTime: 1380 })).toBe(60);
  });
});

describe('paidMinutesOf', () => {
  it('follows the times: a day watch of 06:00–14:00 with a 30 minute break ending 16:30 instead pays 10:00', () => {
    const unpaid = unpaidBreakOf({ startTime: '06:00', endTime: '14:00', totalTime: 450 });
    expect(paidMinutesOf('2026-11-10', '06:00', '14:00', unpaid)).toBe(450);
    expect(paidMinutesOf('2026-11-10', '06:00', '16:30', unpaid)).toBe(600);
  });

  it('pays the real minutes of a night across the DST change', () => {
    expect(paidMinutesOf('2026-10-24', '22:00', '06:00', 0)).toBe(540);
    expect(paidMinutesOf('2026-03-28', '22:00', '06:00', 0)).toBe(420);
    expect(paidMinutesOf('2026-10-24', '22:00', '06:00', 30)).toBe(510);
    expect(paidMinutesOf('2026-06-10', '22:00', '06:00', 30)).toBe(450);
  });

  it('is never below 0', () => {
    expect(paidMinutesOf('2026-06-10', '08:00', '08:30', 60)).toBe(0);
  });

  it('agrees with the clock on the minutes of a watch code on an ordinary day', () => {
    expect(clockMinutes('22:00', '06:00')).toBe(480);
    expect(clockMinutes('06:00', '06:00')).toBe(1440);
  });
});

// Any date of 2020–2030 (both DST changes included), any times, any break.
const dates = fc.integer({ min: 0, max: 4017 }).map((days) => addDays('2020-01-01', days));
const times = fc.integer({ min: 0, max: 24 * 60 - 1 }).map(timeOfDay);
const breaks = fc.integer({ min: 0, max: 24 * 60 });
const real = (date: string, start: string, end: string) => spanMinutes(spanOf(date, start, end));

describe('paidMinutesOf, properties', () => {
  it('paid time is at most the watch and at least 0', () => {
    fc.assert(
      fc.property(dates, times, times, breaks, (date, start, end, unpaid) => {
        const paid = paidMinutesOf(date, start, end, unpaid);
        expect(paid).toBeGreaterThanOrEqual(0);
        expect(paid).toBeLessThanOrEqual(real(date, start, end));
      }),
    );
  });

  it('paid time is the watch less its unpaid break whenever the watch is longer than the break', () => {
    fc.assert(
      fc.property(dates, times, times, breaks, (date, start, end, unpaid) => {
        fc.pre(real(date, start, end) >= unpaid);
        expect(paidMinutesOf(date, start, end, unpaid)).toBe(real(date, start, end) - unpaid);
      }),
    );
  });

  it('a watch code placed on a DST night pays its paid minutes plus the hour gained or less the hour lost', () => {
    const nights = fc.constantFrom('2024-10-26', '2025-10-25', '2026-10-24', '2024-03-30', '2025-03-29', '2026-03-28');
    const starts = fc.integer({ min: 20 * 60, max: 23 * 60 + 59 }).map(timeOfDay);
    const ends = fc.integer({ min: 4 * 60, max: 8 * 60 }).map(timeOfDay);
    fc.assert(
      fc.property(nights, starts, ends, fc.integer({ min: 0, max: 120 }), (night, start, end, unpaid) => {
        const paid = clockMinutes(start, end) - unpaid;
        const shift = night.endsWith('-10-24') || night.endsWith('-10-25') || night.endsWith('-10-26') ? 60 : -60;
        expect(paidMinutesOf(night, start, end, unpaidBreakOf({ startTime: start, endTime: end, totalTime: paid }))).toBe(paid + shift);
        // The night before is an ordinary one.
        expect(paidMinutesOf(addDays(night, -7), start, end, unpaid)).toBe(paid);
      }),
    );
  });
});
