import { describe, expect, it } from 'vitest';
import { spanOf } from '@kaj/calendar';
import { analyseRest } from './analyse.ts';
import { daily, replaceDay, summary } from './fixtures.ts';

describe('watch systems that comply', () => {
  it('4-on/8-off bridge watches (00–04 and 12–16) comply', () => {
    // Rest is 04–12 and 16–24: two periods of 8 hours, 16 hours in any 24 and 112 in any 7 days.
    // Work lasts 4 hours at a time, far below 14 hours between rest periods.
    const watches = daily('2026-06-01', 28, [['00:00', '04:00'], ['12:00', '16:00']]);
    expect(analyseRest({ watches }).breaches).toEqual([]);
  });

  it('6-on/6-off (00–06 and 12–18) complies, with both rest periods exactly 6 hours', () => {
    // Rest is 06–12 and 18–24: 12 hours in two periods, the longest exactly 6 hours (enough),
    // 84 hours a week, and 6 hours of work between rest periods.
    const watches = daily('2026-06-01', 28, [['00:00', '06:00'], ['12:00', '18:00']]);
    expect(analyseRest({ watches }).breaches).toEqual([]);
  });
});

describe('a drill or extra work that splits a rest period', () => {
  it('a drill 07–08 in the 4-on/8-off system gives three periods but complies: two of them hold the 10 hours', () => {
    // On 10 June the 04–12 rest is cut into 04–07 and 08–12. The 24 hours back from the end of the drill
    // (08:00) hold 16–24 (8 h), 04–07 (3 h) and 08–12 in part: three periods, but 8 h + 3 h (or 8 h + 4 h)
    // already give the 10 hours with one of at least 6. Under the common STCW/MLC reading that complies.
    const schedule = daily('2026-06-01', 20, [['00:00', '04:00'], ['12:00', '16:00']]);
    const watches = [...schedule, spanOf('2026-06-10', '07:00', '08:00')];
    const analysis = analyseRest({ watches });
    expect(analysis.breaches).toEqual([]);
    expect(Math.max(...analysis.checkpoints.map((point) => point.restPeriodsIn24h))).toBe(3);
  });

  it('extra work 08–09 in the 6-on/6-off system breaks the two-period rule', () => {
    // The 06–12 rest becomes 06–08 and 09–12: three periods (2 h, 3 h and the 6 h of 18–24) in the
    // 24 hours back from 09:00, from 18:00 and from 06:00 the next morning. Rest is still 11 hours.
    const schedule = daily('2026-06-01', 20, [['00:00', '06:00'], ['12:00', '18:00']]);
    const watches = [...schedule, spanOf('2026-06-10', '08:00', '09:00')];
    expect(analyseRest({ watches }).breaches.map(summary)).toEqual([
      ['tooManyRestPeriods', '2026-06-09T09:00:00+02:00', '2026-06-10T09:00:00+02:00', 3],
      ['tooManyRestPeriods', '2026-06-09T18:00:00+02:00', '2026-06-10T18:00:00+02:00', 3],
      ['tooManyRestPeriods', '2026-06-10T06:00:00+02:00', '2026-06-11T06:00:00+02:00', 3],
    ]);
  });

  it('under the STCW exception three periods are allowed, so both drills comply', () => {
    // The exception allows the 10 hours in up to three periods when one of them is at least 6 hours.
    const fourEight = [...daily('2026-06-01', 20, [['00:00', '04:00'], ['12:00', '16:00']]), spanOf('2026-06-10', '07:00', '08:00')];
    const sixSix = [...daily('2026-06-01', 20, [['00:00', '06:00'], ['12:00', '18:00']]), spanOf('2026-06-10', '08:00', '09:00')];
    expect(analyseRest({ watches: fourEight }, { stcwException: true }).breaches).toEqual([]);
    expect(analyseRest({ watches: sixSix }, { stcwException: true }).breaches).toEqual([]);
  });

  it('a break under one hour is no rest period and does not split one', () => {
    // 4-on/8-off with a drill 07:00–11:01 leaves 04–07 and 11:01–12: the 59 minutes are no rest, so
    // the window holds 04–07 and 16–24 only. Two periods, 11 hours, longest 8: complies.
    const watches = [...daily('2026-06-01', 20, [['00:00', '04:00'], ['12:00', '16:00']]), spanOf('2026-06-10', '07:00', '11:01')];
    expect(analyseRest({ watches }).breaches).toEqual([]);
  });
});

describe('the 77-hour rule over any 7 days', () => {
  it('a month of 14-hour days (08–22) gives too little weekly rest from the 7th day on', () => {
    // Every night 22–08 is exactly 10 hours of rest, and each day exactly 14 hours without rest: both
    // comply. But 7 × 10 = 70 hours a week, short of 77. Before 1 June there is no record (no work), so
    // the window back from 22:00 on 1–6 June still reaches rest before the first watch; from 22:00 on
    // 7 June the 168 hours hold the night before 1 June (10 h) and six nights: 70 hours.
    const watches = daily('2026-06-01', 30, [['08:00', '22:00']]);
    const breaches = analyseRest({ watches }).breaches;
    expect(new Set(breaches.map((breach) => breach.rule))).toEqual(new Set(['min77HoursIn7Days']));
    expect(breaches).toHaveLength(24);
    expect(summary(breaches[0]!)).toEqual(['min77HoursIn7Days', '2026-05-31T22:00:00+02:00', '2026-06-07T22:00:00+02:00', 70 * 60]);
  });

  it('exactly 77 hours complies; one minute less in one day breaches', () => {
    // Work 06–12 and 17–24, rest 00–06 and 12–17: 11 hours a day, so any 168 hours hold exactly 77.
    // (The longest period is exactly 6 hours, and work runs 6 and 7 hours: the other rules hold.)
    const schedule = daily('2026-06-01', 21, [['06:00', '12:00'], ['17:00', '00:00']]);
    expect(analyseRest({ watches: schedule }).breaches).toEqual([]);

    // On 8 June the evening work starts at 16:59: that day has 10 h 59 min of rest, so every 168-hour
    // window holding all of it has 76 h 59 min. These are the windows ending at 24:00 on the 8th to
    // 12:00 on the 15th: 14 windows, 2 a day. The window ending 12:00 on the 8th holds 1 June 12–17
    // instead and complies; from 24:00 on the 15th the short day has left the window.
    const watches = replaceDay(schedule, '2026-06-08', [['06:00', '12:00'], ['16:59', '00:00']]);
    const breaches = analyseRest({ watches }).breaches;
    expect(breaches).toHaveLength(14);
    expect(breaches.every((breach) => breach.rule === 'min77HoursIn7Days' && breach.measured === 77 * 60 - 1)).toBe(true);
    expect(summary(breaches[0]!)).toEqual(['min77HoursIn7Days', '2026-06-02T00:00:00+02:00', '2026-06-09T00:00:00+02:00', 77 * 60 - 1]);
    expect(summary(breaches.at(-1)!)).toEqual(['min77HoursIn7Days', '2026-06-08T12:00:00+02:00', '2026-06-15T12:00:00+02:00', 77 * 60 - 1]);
  });

  it('under the STCW exception 70 hours suffice, but for two weeks at most', () => {
    // The 14-hour days give exactly 70 hours a week: allowed under the exception. The first week short
    // of 77 hours is the one ending 22:00 on 7 June, which began at 22:00 on 31 May; two weeks from
    // there end at 22:00 on 14 June. The check ending 22:00 on 15 June sees the exception in use for
    // 15 days and breaches, and so does every later one while the weeks stay short.
    const watches = daily('2026-06-01', 20, [['08:00', '22:00']]);
    const breaches = analyseRest({ watches }, { stcwException: true }).breaches;
    expect(new Set(breaches.map((breach) => breach.rule))).toEqual(new Set(['exceptionOverTwoWeeks']));
    expect(summary(breaches[0]!)).toEqual(['exceptionOverTwoWeeks', '2026-05-31T22:00:00+02:00', '2026-06-15T22:00:00+02:00', 15 * 24 * 60]);
  });

  it('under the exception, less than 70 hours breaches', () => {
    // Work 07–22 (15 h) leaves 9 hours a night: 63 hours a week (and each night under 10 hours).
    const watches = daily('2026-06-01', 14, [['07:00', '22:00']]);
    const rules = new Set(analyseRest({ watches }, { stcwException: true }).breaches.map((breach) => breach.rule));
    expect(rules).toEqual(new Set(['min10HoursIn24', 'over14HoursBetweenRest', 'min70HoursIn7DaysException']));
  });
});

describe('the 10-hour rule over any 24 hours', () => {
  // Day work 08–17 (15 hours of rest a night), except on 10 June.
  const schedule = daily('2026-06-01', 20, [['08:00', '17:00']]);

  it('exactly 10 hours complies', () => {
    // On 10 June: work 06–10 and 12–22. Back 24 hours from 22:00 on the 10th: the night 22:00–06:00
    // (8 h, the rest that began at 17:00 on the 9th, cut by the window) and 10–12 (2 h) = 10 hours.
    // Back from 17:00 on the 11th: the night 22–08 = 10 hours. Both exactly enough.
    const watches = replaceDay(schedule, '2026-06-10', [['06:00', '10:00'], ['12:00', '22:00']]);
    expect(analyseRest({ watches }).breaches).toEqual([]);
  });

  it('one minute less breaches, in both windows that see the short night', () => {
    // Work until 22:01: 7 h 59 + 2 h = 9 h 59 back from 22:01, and 22:01–08:00 = 9 h 59 back from
    // 17:00 on the 11th.
    const watches = replaceDay(schedule, '2026-06-10', [['06:00', '10:00'], ['12:00', '22:01']]);
    expect(analyseRest({ watches }).breaches.map(summary)).toEqual([
      ['min10HoursIn24', '2026-06-09T22:01:00+02:00', '2026-06-10T22:01:00+02:00', 599],
      ['min10HoursIn24', '2026-06-10T17:00:00+02:00', '2026-06-11T17:00:00+02:00', 599],
    ]);
  });

  it('a seafarer under 18 needs 12 hours', () => {
    // Rest 00–06 and 12–17 is 11 hours: enough for an adult, not for a seafarer under 18.
    const watches = daily('2026-06-01', 7, [['06:00', '12:00'], ['17:00', '00:00']]);
    expect(analyseRest({ watches }).breaches).toEqual([]);
    const rules = new Set(analyseRest({ watches }, { under18: true }).breaches.map((breach) => breach.rule));
    expect(rules).toEqual(new Set(['min12HoursIn24Under18']));
  });
});

describe('the 6-hour rule', () => {
  it('the longest rest period exactly 6 hours complies (6-on/6-off), 5 h 59 breaches', () => {
    // With both watches ending a minute late (00–06:01 and 12–18:01) rest is 06:01–12 and 18:01–24:
    // 5 h 59 each. 11 h 58 in two periods and 6 h 01 of work are fine; only the 6-hour rule breaks.
    // The check at 06:01 on the first day still sees the rest before the first watch; from 18:01 the
    // window starts at 18:01 the day before, so that rest counts only its last 5 h 59 too.
    expect(analyseRest({ watches: daily('2026-06-01', 7, [['00:00', '06:00'], ['12:00', '18:00']]) }).breaches).toEqual([]);
    const breaches = analyseRest({ watches: daily('2026-06-01', 7, [['00:00', '06:01'], ['12:00', '18:01']]) }).breaches;
    expect(breaches.length).toBeGreaterThan(0);
    expect(breaches.every((breach) => breach.rule === 'noRestPeriodOf6Hours' && breach.measured === 359)).toBe(true);
    expect(summary(breaches[0]!)).toEqual(['noRestPeriodOf6Hours', '2026-05-31T18:01:00+02:00', '2026-06-01T18:01:00+02:00', 359]);
  });
});

describe('the 14-hour rule', () => {
  const schedule = daily('2026-06-01', 20, [['08:00', '17:00']]);

  it('exactly 14 hours between rest periods complies, across a break under an hour', () => {
    // On 10 June: 08–12, a 30-minute break (no rest), 12:30–22:00. From the end of the night's rest at
    // 08:00 to the next rest at 22:00 is exactly 14 hours. The 24 hours back from 22:00 hold 22:00–08:00,
    // exactly 10 hours, so the 10-hour rule holds too.
    const watches = replaceDay(schedule, '2026-06-10', [['08:00', '12:00'], ['12:30', '22:00']]);
    expect(analyseRest({ watches }).breaches).toEqual([]);
  });

  it('one minute more breaches it, and necessarily the 10-hour rule at the same end', () => {
    // 14 h 01 without rest leaves at most 9 h 59 of the 24 hours ending there for rest.
    const watches = replaceDay(schedule, '2026-06-10', [['08:00', '12:00'], ['12:30', '22:01']]);
    expect(analyseRest({ watches }).breaches.map(summary)).toEqual([
      ['min10HoursIn24', '2026-06-09T22:01:00+02:00', '2026-06-10T22:01:00+02:00', 599],
      ['over14HoursBetweenRest', '2026-06-10T08:00:00+02:00', '2026-06-10T22:01:00+02:00', 841],
      ['min10HoursIn24', '2026-06-10T17:00:00+02:00', '2026-06-11T17:00:00+02:00', 599],
    ]);
  });
});

describe('daylight saving time', () => {
  it('the 24 hours are real hours: a 10-hour night in March is 9 hours of rest', () => {
    // Day work 07–21 leaves 21–07, 10 hours a night. The night into 29 March 2026 loses an hour when
    // the clock goes forward at 02:00, so the 24 hours back from 21:00 that day hold 9 real hours.
    const watches = daily('2026-03-27', 4, [['07:00', '21:00']]);
    expect(analyseRest({ watches }).breaches.map(summary)).toEqual([
      ['min10HoursIn24', '2026-03-28T20:00:00+01:00', '2026-03-29T21:00:00+02:00', 540],
    ]);
  });

  it('the October night into 25 October is 11 hours, of which any 24 hours see 10', () => {
    // The same days in October comply. The night into the 25th is 11 real hours, but the 24 hours back
    // from 21:00 on the 25th begin at 22:00 on the 24th on the clock, so that window holds 10 of them.
    const watches = daily('2026-10-23', 4, [['07:00', '21:00']]);
    const analysis = analyseRest({ watches });
    expect(analysis.breaches).toEqual([]);
    expect(analysis.checkpoints.map((point) => point.restIn24h)).toEqual([600, 600, 600, 600]);
  });

  it('a 4-on/8-off week across the October change complies', () => {
    // On 25 October the watch 00–04 lasts 5 real hours; rest 04–12 and 16–24 is unchanged.
    const watches = daily('2026-10-19', 14, [['00:00', '04:00'], ['12:00', '16:00']]);
    expect(analyseRest({ watches }).breaches).toEqual([]);
  });
});

describe('the texts of the breaches', () => {
  it('names the limit of periods the options set', () => {
    // 6-on/6-off with work 08–09 and 10–11 on 8 June: rest 06–08, 09–10 and 11–12 (2, 1 and 1 hours). The 24
    // hours back from 11:00 hold 11–12 and 18–24 of the 7th and 06–08 and 09–10: 10 hours in four periods, of
    // which the longest two give 8 and the longest three 9: too many with and without the exception.
    const watches = [
      ...daily('2026-06-01', 10, [['00:00', '06:00'], ['12:00', '18:00']]),
      spanOf('2026-06-08', '08:00', '09:00'),
      spanOf('2026-06-08', '10:00', '11:00'),
    ];
    const plain = analyseRest({ watches }).breaches.filter((breach) => breach.rule === 'tooManyRestPeriods');
    expect(plain[0]?.text).toBe('De 10 timers hvile er delt i mere end to perioder i 24 timer');
    const exception = analyseRest({ watches }, { stcwException: true }).breaches.filter((breach) => breach.rule === 'tooManyRestPeriods');
    expect(exception[0]?.text).toBe('De 10 timers hvile er delt i mere end tre perioder i 24 timer');
  });
});
