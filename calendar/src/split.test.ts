import { describe, expect, it } from 'vitest';
import { datesBetween } from './civil-date.ts';
import { dateOf, instantOf, toIsoDateTime } from './instant.ts';
import { spanMinutes, spanOf } from './span.ts';
import type { Span } from './span.ts';
import { splitByDate, splitByPeriod } from './split.ts';

const summary = (parts: { start: number; end: number; minutes: number; date?: string; period?: string }[]) =>
  parts.map(({ date, period, start, end, minutes }) => [date ?? period, toIsoDateTime(start), toIsoDateTime(end), minutes]);

describe('splitByDate', () => {
  it('cuts the October night at midnight: 120 minutes on the 24th, 420 on the 25th', () => {
    expect(summary(splitByDate(spanOf('2026-10-24', '22:00', '06:00')))).toEqual([
      ['2026-10-24', '2026-10-24T22:00:00+02:00', '2026-10-25T00:00:00+02:00', 120],
      ['2026-10-25', '2026-10-25T00:00:00+02:00', '2026-10-25T06:00:00+01:00', 420],
    ]);
  });

  it('cuts the March night: 120 + 300', () => {
    expect(splitByDate(spanOf('2026-03-28', '22:00', '06:00')).map(({ date, minutes }) => [date, minutes])).toEqual([
      ['2026-03-28', 120],
      ['2026-03-29', 300],
    ]);
  });

  it('leaves a watch within one day whole', () => {
    expect(summary(splitByDate(spanOf('2026-06-10', '08:00', '16:00')))).toEqual([
      ['2026-06-10', '2026-06-10T08:00:00+02:00', '2026-06-10T16:00:00+02:00', 480],
    ]);
  });

  it('makes no empty part for a watch that ends at midnight', () => {
    expect(splitByDate(spanOf('2026-06-10', '00:00', '00:00')).map(({ date, minutes }) => [date, minutes])).toEqual([['2026-06-10', 1440]]);
    expect(splitByDate(spanOf('2026-06-10', '16:00', '00:00')).map(({ date, minutes }) => [date, minutes])).toEqual([['2026-06-10', 480]]);
  });

  it('cuts a span of several days at every midnight', () => {
    const span = { start: instantOf('2026-10-24', '12:00'), end: instantOf('2026-10-26', '12:00') };
    expect(splitByDate(span).map(({ date, minutes }) => [date, minutes])).toEqual([
      ['2026-10-24', 720],
      ['2026-10-25', 1500],
      ['2026-10-26', 720],
    ]);
  });

  it('gives an empty span one part of 0 minutes on its date', () => {
    const start = instantOf('2026-06-10', '08:00');
    expect(splitByDate({ start, end: start }).map(({ date, minutes }) => [date, minutes])).toEqual([['2026-06-10', 0]]);
  });
});

describe('splitByPeriod', () => {
  it('cuts at the first midnight of a month: 2026-10-31 20:00 → 2026-11-01 04:00', () => {
    expect(summary(splitByPeriod(spanOf('2026-10-31', '20:00', '04:00')))).toEqual([
      ['2026-10-01', '2026-10-31T20:00:00+01:00', '2026-11-01T00:00:00+01:00', 240],
      ['2026-11-01', '2026-11-01T00:00:00+01:00', '2026-11-01T04:00:00+01:00', 240],
    ]);
  });

  it('cuts at the new year', () => {
    expect(splitByPeriod(spanOf('2026-12-31', '22:00', '06:00')).map(({ period, minutes }) => [period, minutes])).toEqual([
      ['2026-12-01', 120],
      ['2027-01-01', 360],
    ]);
  });

  it('leaves a watch within a month whole, even across midnight', () => {
    expect(splitByPeriod(spanOf('2026-10-24', '22:00', '06:00')).map(({ period, minutes }) => [period, minutes])).toEqual([['2026-10-01', 540]]);
  });
});

describe('every watch of 2026', () => {
  const shapes: [string, string][] = [
    ['22:00', '06:00'],
    ['08:00', '16:00'],
    ['00:00', '00:00'],
    ['06:00', '06:00'],
    ['23:30', '23:00'],
    ['12:00', '02:30'],
    ['01:30', '03:30'],
    ['02:30', '04:00'],
    ['16:00', '00:00'],
  ];

  it('splits into parts that follow each other, lie each on its date and add up to the whole', () => {
    const misses: string[] = [];
    for (const date of datesBetween('2026-01-01', '2026-12-31')) {
      for (const [start, end] of shapes) {
        const span = spanOf(date, start, end);
        const whole = spanMinutes(span);
        const byDate = splitByDate(span);
        const byPeriod = splitByPeriod(span);
        const sum = (parts: { minutes: number }[]) => parts.reduce((total, part) => total + part.minutes, 0);
        const contiguous = (parts: Span[]) =>
          parts[0]?.start === span.start && parts.at(-1)?.end === span.end && parts.every((part, i) => i === 0 || part.start === parts[i - 1]?.end);
        const ok =
          sum(byDate) === whole &&
          sum(byPeriod) === whole &&
          contiguous(byDate) &&
          contiguous(byPeriod) &&
          byDate.every((part) => dateOf(part.start) === part.date && part.minutes === spanMinutes(part));
        if (!ok) misses.push(`${date} ${start}–${end}`);
      }
    }
    expect(misses).toEqual([]);
  });
});
