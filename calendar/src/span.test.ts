import { describe, expect, it } from 'vitest';
import { instantOf, toIsoDateTime } from './instant.ts';
import { overlapMinutes, spanContains, spanMinutes, spanOf } from './span.ts';

const minutes = (date: string, start: string, end: string) => spanMinutes(spanOf(date, start, end));

describe('spanOf', () => {
  it('ends the same day when the end is after the start', () => {
    const span = spanOf('2026-06-10', '08:00', '16:00');
    expect(toIsoDateTime(span.start)).toBe('2026-06-10T08:00:00+02:00');
    expect(toIsoDateTime(span.end)).toBe('2026-06-10T16:00:00+02:00');
  });

  it('ends the next day when the end is at or before the start', () => {
    const night = spanOf('2026-06-10', '22:00', '06:00');
    expect(toIsoDateTime(night.end)).toBe('2026-06-11T06:00:00+02:00');
    const day = spanOf('2026-06-10', '06:00', '06:00');
    expect(toIsoDateTime(day.end)).toBe('2026-06-11T06:00:00+02:00');
  });

  it('crosses a month and a year', () => {
    expect(toIsoDateTime(spanOf('2026-12-31', '20:00', '04:00').end)).toBe('2027-01-01T04:00:00+01:00');
  });
});

describe('spanMinutes', () => {
  it('is real elapsed time: a night is 480 minutes, 540 in October and 420 in March', () => {
    expect(minutes('2026-06-10', '22:00', '06:00')).toBe(480);
    expect(minutes('2026-10-24', '22:00', '06:00')).toBe(540);
    expect(minutes('2026-03-28', '22:00', '06:00')).toBe(420);
  });

  it('a watch placed on the day of the change itself', () => {
    expect(minutes('2026-10-25', '00:00', '00:00')).toBe(1500);
    expect(minutes('2026-03-29', '00:00', '00:00')).toBe(1380);
    expect(minutes('2026-10-25', '00:30', '03:30')).toBe(240);
    expect(minutes('2026-03-29', '01:00', '03:00')).toBe(60);
    expect(minutes('2026-10-24', '06:00', '06:00')).toBe(1500);
    expect(minutes('2026-03-28', '06:00', '06:00')).toBe(1380);
  });

  it('an end in the October overlap is its first (CEST) occurrence: 22:00–02:30 is 270 minutes', () => {
    expect(minutes('2026-10-24', '22:00', '02:30')).toBe(270);
  });

  it('a watch that lies wholly in the spring gap is empty', () => {
    expect(minutes('2026-03-29', '02:30', '03:00')).toBe(0);
  });

  it('drops seconds, counting the minutes passed on the clock', () => {
    const start = instantOf('2026-06-10', '10:00') + 40_000;
    expect(spanMinutes({ start, end: start + 30_000 })).toBe(1);
    expect(spanMinutes({ start, end: start + 10_000 })).toBe(0);
  });
});

describe('overlapMinutes and spanContains', () => {
  const watch = spanOf('2026-06-10', '14:00', '22:00');

  it('count the minutes two spans share', () => {
    expect(overlapMinutes(watch, spanOf('2026-06-10', '17:00', '23:00'))).toBe(300);
    expect(overlapMinutes(watch, spanOf('2026-06-10', '06:00', '14:00'))).toBe(0);
    expect(overlapMinutes(watch, spanOf('2026-06-11', '14:00', '22:00'))).toBe(0);
    expect(overlapMinutes(watch, watch)).toBe(480);
  });

  it('hold the start and not the end', () => {
    expect(spanContains(watch, watch.start)).toBe(true);
    expect(spanContains(watch, watch.end)).toBe(false);
  });
});
