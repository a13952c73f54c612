import { describe, expect, it } from 'vitest';
import { spanOf } from './span.ts';
import { minutesInWindow, startsInWindow, windowOf, windowParts } from './window.ts';
import { toIsoDateTime } from './instant.ts';

// 2026-06-12 is a Friday, 2026-06-13 a Saturday.

describe('windowOf', () => {
  it('runs a window across midnight into the next day', () => {
    const night = windowOf('2026-06-12', '23:00', '06:00');
    expect([toIsoDateTime(night.start), toIsoDateTime(night.end)]).toEqual(['2026-06-12T23:00:00+02:00', '2026-06-13T06:00:00+02:00']);
  });
});

describe('minutesInWindow', () => {
  it('14:00–22:00 has 300 minutes in the evening window 17:00–23:00', () => {
    expect(minutesInWindow(spanOf('2026-06-12', '14:00', '22:00'), '2026-06-12', '17:00', '23:00')).toBe(300);
  });

  it('22:00–06:00 has 420 minutes in the night window 23:00–06:00', () => {
    expect(minutesInWindow(spanOf('2026-06-12', '22:00', '06:00'), '2026-06-12', '23:00', '06:00')).toBe(420);
  });

  it('counts real minutes across a DST change: 480 in the October night, 360 in the March night', () => {
    expect(minutesInWindow(spanOf('2026-10-24', '22:00', '06:00'), '2026-10-24', '23:00', '06:00')).toBe(480);
    expect(minutesInWindow(spanOf('2026-03-28', '22:00', '06:00'), '2026-03-28', '23:00', '06:00')).toBe(360);
  });

  it('gives a window across midnight to the day it starts', () => {
    const saturdayMorning = spanOf('2026-06-13', '00:00', '08:00');
    expect(minutesInWindow(saturdayMorning, '2026-06-12', '23:00', '06:00')).toBe(360); // Friday's night
    expect(minutesInWindow(saturdayMorning, '2026-06-13', '23:00', '06:00')).toBe(0); // Saturday's night starts at 23:00
  });

  it('takes a window with equal ends as the whole day', () => {
    expect(minutesInWindow(spanOf('2026-06-12', '22:00', '06:00'), '2026-06-12', '00:00', '00:00')).toBe(120);
    expect(minutesInWindow(spanOf('2026-06-12', '22:00', '06:00'), '2026-06-13', '00:00', '00:00')).toBe(360);
  });

  it('is 0 outside the window', () => {
    expect(minutesInWindow(spanOf('2026-06-12', '08:00', '16:00'), '2026-06-12', '17:00', '23:00')).toBe(0);
  });
});

describe('startsInWindow', () => {
  it('holds the window start, not its end', () => {
    expect(startsInWindow(spanOf('2026-06-12', '17:00', '23:00'), '2026-06-12', '17:00', '23:00')).toBe(true);
    expect(startsInWindow(spanOf('2026-06-12', '22:59', '06:00'), '2026-06-12', '17:00', '23:00')).toBe(true);
    expect(startsInWindow(spanOf('2026-06-12', '23:00', '06:00'), '2026-06-12', '17:00', '23:00')).toBe(false);
  });

  it('finds a start after midnight in the night window of the day before', () => {
    expect(startsInWindow(spanOf('2026-06-13', '02:00', '10:00'), '2026-06-12', '23:00', '06:00')).toBe(true);
    expect(startsInWindow(spanOf('2026-06-13', '02:00', '10:00'), '2026-06-13', '23:00', '06:00')).toBe(false);
  });
});

describe('windowParts', () => {
  it('lists the windows a watch meets by their start date', () => {
    expect(windowParts(spanOf('2026-06-12', '22:00', '06:00'), '23:00', '06:00')).toEqual([{ date: '2026-06-12', minutes: 420 }]);
    expect(windowParts(spanOf('2026-06-13', '00:00', '08:00'), '23:00', '06:00')).toEqual([{ date: '2026-06-12', minutes: 360 }]);
  });

  it('gives a day-long watch its part in two nights', () => {
    expect(windowParts(spanOf('2026-06-12', '04:00', '04:00'), '23:00', '06:00')).toEqual([
      { date: '2026-06-11', minutes: 120 },
      { date: '2026-06-12', minutes: 300 },
    ]);
  });

  it('is empty when the watch meets no window', () => {
    expect(windowParts(spanOf('2026-06-12', '08:00', '16:00'), '17:00', '23:00')).toEqual([]);
  });
});
