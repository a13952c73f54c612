import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, spanOf } from '@kaj/calendar';
import type { Span } from '@kaj/calendar';
import { analyseRest } from './analyse.ts';
import { daily, summary } from './fixtures.ts';
import type { RestBreach } from './rules.ts';

// The STCW exception (A-VIII/1 §9) and the common reading of the two-period rule (docs/decisions.md).

const exception = { stcwException: true } as const;
const sixOnSixOff = (days: number) => daily('2026-06-01', days, [['00:00', '06:00'], ['12:00', '18:00']]);
/** Extra work 08–09 splits the 06–12 rest into 2 h and 3 h: with 18–24 the 11 hours need three periods. */
const extraWork = (date: string) => spanOf(date, '08:00', '09:00');
const ofRule = (breaches: readonly RestBreach[], rule: string) => breaches.filter((breach) => breach.rule === rule);

describe('the daily 10 hours in three periods under the exception', () => {
  it('is allowed on two 24-hour periods in 7 days', () => {
    // Extra work on 3 and 5 June: each splits the day's rest into 6 + 3 + 2 hours. Three periods are needed
    // for the 10 hours, which the exception allows, one of them 6 hours and none under an hour.
    const watches = [...sixOnSixOff(14), extraWork('2026-06-03'), extraWork('2026-06-05')];
    expect(analyseRest({ watches }, exception).breaches).toEqual([]);
    // Without the exception both days break the two-period rule.
    expect(ofRule(analyseRest({ watches }).breaches, 'tooManyRestPeriods').length).toBeGreaterThan(0);
  });

  it('breaks on the third 24-hour period in 7 days, naming the 7 days back from it', () => {
    // The third split (7 June) is first seen by the 24 hours ending 09:00 on the 7th; the 7 days back from
    // there hold the splits of the 3rd and 5th too.
    const watches = [...sixOnSixOff(14), extraWork('2026-06-03'), extraWork('2026-06-05'), extraWork('2026-06-07')];
    expect(analyseRest({ watches }, exception).breaches.map(summary)).toEqual([
      ['threePeriodsOnMoreThanTwoDays', '2026-05-31T09:00:00+02:00', '2026-06-07T09:00:00+02:00', 3],
    ]);
  });

  it('a split seen by several overlapping 24-hour windows counts once', () => {
    // One extra hour on the 3rd is seen by the windows ending 09:00 and 18:00 on the 3rd and 06:00 on the 4th.
    const watches = [...sixOnSixOff(14), extraWork('2026-06-03')];
    const analysis = analyseRest({ watches }, exception);
    expect(analysis.checkpoints.filter((point) => point.twoLongestIn24h < 600 && point.threeLongestIn24h >= 600)).toHaveLength(3);
    expect(analysis.breaches).toEqual([]);
  });
});

describe('the runs of the exception', () => {
  it('a second run needs a pause twice as long as the first run', () => {
    // 14-hour days (70 hours a week) 1–10 June, day work 11–18 June, 14-hour days again from 19 June. The first
    // run began with the week from 22:00 on 31 May; the second run's first short week ends 22:00 on 24 June,
    // 125 hours after the first run ended: less than twice its length.
    const watches = [...daily('2026-06-01', 10, [['08:00', '22:00']]), ...daily('2026-06-11', 8, [['08:00', '17:00']]), ...daily('2026-06-19', 6, [['08:00', '22:00']])];
    expect(analyseRest({ watches }, exception).breaches.map(summary)).toEqual([
      ['exceptionTooSoon', '2026-05-31T22:00:00+02:00', '2026-06-24T22:00:00+02:00', 125 * 60],
    ]);
  });

  it('after a month of normal rest the exception may run again', () => {
    const watches = [...daily('2026-06-01', 10, [['08:00', '22:00']]), ...daily('2026-06-11', 30, [['08:00', '17:00']]), ...daily('2026-07-11', 6, [['08:00', '22:00']])];
    expect(analyseRest({ watches }, exception).breaches).toEqual([]);
  });
});

/** Random work over five days from 1 June: up to 12 periods of 30 minutes to 10 hours. */
const randomWork = fc.array(
  fc.record({ startMinute: fc.integer({ min: 0, max: 5 * 24 * 60 }), minutes: fc.integer({ min: 30, max: 600 }) }),
  { maxLength: 12 },
).map((periods) =>
  periods.map(({ startMinute, minutes }): Span => {
    const start = Date.parse('2026-06-01T00:00:00+02:00') + startMinute * 60_000;
    return { start, end: start + minutes * 60_000 };
  }),
);
const windowKey = (breach: RestBreach) => `${breach.start}-${breach.end}`;

describe('properties of the two readings', () => {
  it('the period rule never breaks where the window lacks 10 hours (the hour rule names that), nor with two periods', () => {
    fc.assert(
      fc.property(randomWork, (watches) => {
        const analysis = analyseRest({ watches });
        const short = new Set(ofRule(analysis.breaches, 'min10HoursIn24').map(windowKey));
        for (const breach of ofRule(analysis.breaches, 'tooManyRestPeriods')) {
          expect(short.has(windowKey(breach))).toBe(false);
          expect(breach.measured).toBeGreaterThan(2);
        }
      }),
    );
  });

  it('every period breach under the exception is one without it, in the same window, with more than three periods', () => {
    fc.assert(
      fc.property(randomWork, (watches) => {
        const plain = new Set(ofRule(analyseRest({ watches }).breaches, 'tooManyRestPeriods').map(windowKey));
        for (const breach of ofRule(analyseRest({ watches }, exception).breaches, 'tooManyRestPeriods')) {
          expect(plain.has(windowKey(breach))).toBe(true);
          expect(breach.measured).toBeGreaterThan(3);
        }
      }),
    );
  });

  it('splitting a rest period outside the 10 hours kept in two periods is no breach', () => {
    // Day work 08–17 leaves 15 hours a night; any extra hour in the evening 17–22 leaves the night 22–08 of
    // 10 hours (or more) in one period, so the 10 hours always fit in two periods.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 17 * 60 + 60, max: 20 * 60 }), (day, minute) => {
        const date = addDays('2026-06-01', day + 7);
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}` as const;
        const extra = { start: spanOf(date, time, time).start, end: spanOf(date, time, time).start + 60 * 60_000 };
        const watches = [...daily('2026-06-01', 21, [['08:00', '17:00']]), extra];
        expect(ofRule(analyseRest({ watches }).breaches, 'tooManyRestPeriods')).toEqual([]);
      }),
    );
  });

  it('under the exception, splits on k different days of one week break the two-day limit exactly when k > 2', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }), (days) => {
        const watches = [...sixOnSixOff(21), ...days.map((day) => extraWork(addDays('2026-06-08', day)))];
        const breaches = ofRule(analyseRest({ watches }, exception).breaches, 'threePeriodsOnMoreThanTwoDays');
        expect(breaches.length > 0).toBe(days.length > 2);
      }),
    );
  });
});
