import { describe, expect, it } from 'vitest';
import { datesBetween, spanOf } from '@kaj/calendar';
import { daily, replaceDay } from './fixtures.ts';
import { plannedRestWarnings } from './warnings.ts';

describe('plannedRestWarnings', () => {
  it('warns on the days a planned drill splits the rest, once per rule per day', () => {
    // 6-on/6-off with extra work 08–09 on 10 June: rest 06–08, 09–12 and 18–24 in the 24 hours back from
    // 09:00 and 18:00 on the 10th and from 06:00 on the 11th; the longest two hold 9 of the 11 hours. The grid
    // shows one warning on each of the two days.
    const planned = [...daily('2026-06-01', 20, [['00:00', '06:00'], ['12:00', '18:00']]), spanOf('2026-06-10', '08:00', '09:00')];
    const warnings = plannedRestWarnings(planned, datesBetween('2026-06-08', '2026-06-12'));
    expect(warnings.map(({ date, breaches }) => [date, breaches.map((breach) => breach.rule)])).toEqual([
      ['2026-06-08', []],
      ['2026-06-09', []],
      ['2026-06-10', ['tooManyRestPeriods']],
      ['2026-06-11', ['tooManyRestPeriods']],
      ['2026-06-12', []],
    ]);
    // Of the two windows of the 10th, the first is shown (both hold three periods).
    expect(warnings[2]!.breaches[0]).toMatchObject({ from: { date: '2026-06-09', time: '09:00' }, to: { date: '2026-06-10', time: '09:00' }, measured: 3 });
  });

  it('puts a breach whose window ends at midnight on the day it closes', () => {
    // Rest 00–06 and 12–17 (11 hours a day, exactly 77 a week), but on 8 June the evening work starts
    // at 16:59. The first 7-day window short of 77 hours ends when that day's work ends, at 24:00 on the
    // 8th: it is the 8th's warning, not the 9th's.
    const planned = replaceDay(daily('2026-06-01', 8, [['06:00', '12:00'], ['17:00', '00:00']]), '2026-06-08', [['06:00', '12:00'], ['16:59', '00:00']]);
    const [seventh, eighth] = plannedRestWarnings(planned, ['2026-06-07', '2026-06-08']);
    expect(seventh!.breaches).toEqual([]);
    expect(eighth!.breaches).toMatchObject([{ rule: 'min77HoursIn7Days', to: { date: '2026-06-09', time: '00:00' }, measured: 77 * 60 - 1 }]);
  });
});
