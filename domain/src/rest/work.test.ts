import { describe, expect, it } from 'vitest';
import { spanOf, toIsoDateTime } from '@kaj/calendar';
import type { Span } from '@kaj/calendar';
import { workOf } from './work.ts';

const times = (spans: readonly Span[]) => spans.map((span) => [toIsoDateTime(span.start), toIsoDateTime(span.end)]);

describe('workOf', () => {
  it('joins back-to-back and overlapping watches into one work period', () => {
    const watches = [spanOf('2026-06-10', '12:00', '16:00'), spanOf('2026-06-10', '08:00', '12:00'), spanOf('2026-06-10', '15:00', '17:00')];
    expect(times(workOf({ watches }))).toEqual([['2026-06-10T08:00:00+02:00', '2026-06-10T17:00:00+02:00']]);
  });

  it('on a day entered by hand, work is the day less the entered rest, and the watches of that day are ignored', () => {
    // The watches say 08–17 on the 10th and 11th; the 10th was entered by hand with rest 00–06 and
    // 18–02 (the part after midnight belongs to the 11th, which follows its watches).
    const watches = [spanOf('2026-06-10', '08:00', '17:00'), spanOf('2026-06-11', '08:00', '17:00')];
    const handEntered = [{ date: '2026-06-10', rest: [spanOf('2026-06-10', '00:00', '06:00'), spanOf('2026-06-10', '18:00', '02:00')] }];
    expect(times(workOf({ watches, handEntered }))).toEqual([
      ['2026-06-10T06:00:00+02:00', '2026-06-10T18:00:00+02:00'],
      ['2026-06-11T08:00:00+02:00', '2026-06-11T17:00:00+02:00'],
    ]);
  });

  it('a night watch into a day entered by hand keeps only its part before midnight', () => {
    const watches = [spanOf('2026-06-09', '20:00', '04:00')];
    const handEntered = [{ date: '2026-06-10', rest: [spanOf('2026-06-10', '00:00', '00:00')] }];
    expect(times(workOf({ watches, handEntered }))).toEqual([['2026-06-09T20:00:00+02:00', '2026-06-10T00:00:00+02:00']]);
  });
});
