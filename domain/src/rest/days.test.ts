import { describe, expect, it } from 'vitest';
import { spanOf, toIsoDateTime } from '@kaj/calendar';
import type { Span } from '@kaj/calendar';
import { analyseRest } from './analyse.ts';
import { restDays } from './days.ts';
import { daily } from './fixtures.ts';

const times = (spans: readonly Span[]) => spans.map((span) => [toIsoDateTime(span.start), toIsoDateTime(span.end)]);

describe('restDays', () => {
  it('a 59-minute break is not rest; a 60-minute one is', () => {
    // Work 08–12 and 12:59–17: the 59 minutes between are neither rest nor work. The day's rest is
    // 24 h − 8 h 01 of work − 59 min of break = 15 hours, in the periods 00–08 and 17–24.
    const short = analyseRest({ watches: [spanOf('2026-06-10', '08:00', '12:00'), spanOf('2026-06-10', '12:59', '17:00')] });
    const [day] = restDays(short, ['2026-06-10']);
    expect(day).toMatchObject({ dayMinutes: 1440, workMinutes: 481, breakMinutes: 59, restMinutes: 900 });
    expect(times(day!.rest)).toEqual([
      ['2026-06-10T00:00:00+02:00', '2026-06-10T08:00:00+02:00'],
      ['2026-06-10T17:00:00+02:00', '2026-06-11T00:00:00+02:00'],
    ]);

    // Work 08–12 and 13–17: the full hour 12–13 is a rest period of its own.
    const hour = analyseRest({ watches: [spanOf('2026-06-10', '08:00', '12:00'), spanOf('2026-06-10', '13:00', '17:00')] });
    const [lunch] = restDays(hour, ['2026-06-10']);
    expect(lunch).toMatchObject({ workMinutes: 480, breakMinutes: 0, restMinutes: 960 });
    expect(lunch!.rest).toHaveLength(3);
  });

  it('a week across the October change: the 25-hour day has 25 hours less work as rest', () => {
    // 4-on/8-off from 19 October 2026. On the 25th the watch 00–04 lasts 5 real hours (02–03 twice):
    // 9 hours of work in a 25-hour day leave 16 hours of rest. Every other day: 24 − 8 = 16.
    const analysis = analyseRest({ watches: daily('2026-10-19', 8, [['00:00', '04:00'], ['12:00', '16:00']]) });
    const days = restDays(analysis, ['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(days.map((day) => [day.date, day.dayMinutes, day.workMinutes, day.restMinutes])).toEqual([
      ['2026-10-24', 1440, 480, 960],
      ['2026-10-25', 1500, 540, 960],
      ['2026-10-26', 1440, 480, 960],
    ]);
    // The week 19–25 October is 169 real hours, 57 of them work: 112 hours of rest.
    const week = restDays(analysis, ['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25']);
    expect(week.reduce((sum, day) => sum + day.restMinutes, 0)).toBe(112 * 60);
    expect(analysis.breaches).toEqual([]);
  });

  it('the 23-hour day in March: the watch 00–04 is 3 hours, rest 23 − 7 = 16', () => {
    const analysis = analyseRest({ watches: daily('2026-03-28', 3, [['00:00', '04:00'], ['12:00', '16:00']]) });
    const [day] = restDays(analysis, ['2026-03-29']);
    expect(day).toMatchObject({ dayMinutes: 1380, workMinutes: 420, restMinutes: 960 });
  });

  it('gives the least rest in 24 hours and 7 days back from the day’s work periods', () => {
    // 6-on/6-off: 12 hours in any 24; the days before 1 June are without record (rest), so the 7-day
    // windows of 7 June and later hold 7 × 12 = 84 hours.
    const analysis = analyseRest({ watches: daily('2026-06-01', 10, [['00:00', '06:00'], ['12:00', '18:00']]) });
    const [first, eighth] = restDays(analysis, ['2026-06-01', '2026-06-08']);
    expect(first).toMatchObject({ leastRestIn24h: 720 });
    expect(eighth).toMatchObject({ leastRestIn24h: 720, leastRestIn7Days: 84 * 60 });
    expect(restDays(analysis, ['2026-06-20'])[0]).toMatchObject({ leastRestIn24h: null, restMinutes: 1440 });
  });
});
