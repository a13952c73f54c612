import { describe, expect, it } from 'vitest';
import { evaluateSpecialDay } from './special-day.ts';
import { KURSUS, prepared, props, readable, rule } from './test-helpers.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import type { Posting, SpecialDayDetail } from './types.ts';

function run(day: string, w: PreparedWatch, factor = 1): Posting[] {
  const out: Posting[] = [];
  evaluateSpecialDay(rule<SpecialDayDetail>({ kind: 'specialDay', day, factor }, { round: 2 }), w, out);
  return out;
}

describe('special day', () => {
  it('Juleaften by name: 16:00–24:00 on 2026-12-24 is 8 hours', () => {
    expect(readable(run('juleaften', prepared('2026-12-24', '16:00', '00:00')))).toEqual([
      { date: '2026-12-24', period: '2026-12-01', value: '8' },
    ]);
  });

  it('counts only the part on the date: 20:00–04:00 from juleaften is 4 hours; from the 23rd 22:00–06:00 it is 6', () => {
    expect(readable(run('12-24', prepared('2026-12-24', '20:00', '04:00')))).toEqual([{ date: '2026-12-24', period: '2026-12-01', value: '4' }]);
    expect(readable(run('12-24', prepared('2026-12-23', '22:00', '06:00')))).toEqual([{ date: '2026-12-24', period: '2026-12-01', value: '6' }]);
  });

  it('Nytårsaften 12-31 into the new year: 20:00–04:00 posts 4 hours in December only', () => {
    expect(readable(run('12-31', prepared('2026-12-31', '20:00', '04:00')))).toEqual([{ date: '2026-12-31', period: '2026-12-01', value: '4' }]);
  });

  it('a movable holiday by name: Kristi himmelfartsdag 2026-05-14 (a Thursday), 08:00–16:00 × 1,5 = 12', () => {
    expect(readable(run('Kristi himmelfartsdag', prepared('2026-05-14', '08:00', '16:00'), 1.5))).toEqual([
      { date: '2026-05-14', period: '2026-05-01', value: '12' },
    ]);
    expect(run('Kristi himmelfartsdag', prepared('2026-05-15', '08:00', '16:00'))).toEqual([]);
  });

  it('a holiday on a Sunday: påskedag 2026-04-05, night 22:00–06:00 from the 4th counts its 6 hours on the 5th', () => {
    expect(readable(run('påskedag', prepared('2026-04-04', '22:00', '06:00')))).toEqual([{ date: '2026-04-05', period: '2026-04-01', value: '6' }]);
  });

  it('the day of the autumn DST change has 25 hours: 00:00–00:00 on 10-25 counts 25', () => {
    expect(readable(run('10-25', prepared('2026-10-25', '00:00', '00:00')))).toEqual([{ date: '2026-10-25', period: '2026-10-01', value: '25' }]);
    expect(readable(run('03-29', prepared('2026-03-28', '22:00', '06:00')))).toEqual([{ date: '2026-03-29', period: '2026-03-01', value: '5' }]);
  });

  it('applies pre-factors', () => {
    const rl = rule<SpecialDayDetail>({ kind: 'specialDay', day: '12-24', factor: 1 }, { preFactors: [{ propertyId: KURSUS, factor: 0 }] });
    const out: Posting[] = [];
    evaluateSpecialDay(rl, prepared('2026-12-24', '08:00', '16:00', { properties: props(KURSUS) }), out);
    expect(out).toEqual([]);
  });
});
