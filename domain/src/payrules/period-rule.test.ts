import { describe, expect, it } from 'vitest';
import { evaluatePeriod } from './period-rule.ts';
import { KURSUS, SEJLADS, prepared, props, readable, rule } from './test-helpers.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import type { PeriodDetail, Posting } from './types.ts';

// 2026-06-12 Friday, 06-13 Saturday, 06-14 Sunday; 05-14 Kristi himmelfartsdag (Thursday);
// 05-24 pinsedag (Sunday), 05-25 2. pinsedag (Monday); 2027-12-25 juledag (Saturday).

const noDays = { workDay: false, saturday: false, holiSunday: false, holiNotSunday: false, holiNotWeekend: false, notHoliSunday: false };

function period(fromTime: string, toTime: string, detail: Partial<PeriodDetail> = {}): PeriodDetail {
  return {
    kind: 'period',
    fromTime,
    toTime,
    factor: 1,
    ...noDays,
    specialDate: null,
    propertyId: null,
    notProperty: false,
    checkOverlap: true,
    cutValue: null,
    factorAbove: null,
    ...detail,
  };
}

function run(detail: PeriodDetail, w: PreparedWatch, preFactors = [{ propertyId: KURSUS, factor: 0 }]): { date: string; period: string; value: string }[] {
  const out: Posting[] = [];
  evaluatePeriod(rule(detail, { round: 2, preFactors }), w, out);
  return readable(out);
}

const nat = period('23:00', '06:00');
const aften = period('17:00', '23:00', { workDay: true });
const loerdag = period('00:00', '00:00', { saturday: true });
const soenHelligdag = period('00:00', '00:00', { holiSunday: true });

describe('period, with checkOverlap (minutes in the window count)', () => {
  it('Nattillæg 23–06: 22:00–06:00 has 7 hours, posted on the date the window starts', () => {
    expect(run(nat, prepared('2026-06-12', '22:00', '06:00'))).toEqual([{ date: '2026-06-12', period: '2026-06-01', value: '7' }]);
  });

  it('Nattillæg across DST: 8 hours in the October night (2026-10-24), 6 in the March night (2026-03-28)', () => {
    expect(run(nat, prepared('2026-10-24', '22:00', '06:00'))).toEqual([{ date: '2026-10-24', period: '2026-10-01', value: '8' }]);
    expect(run(nat, prepared('2026-03-28', '22:00', '06:00'))).toEqual([{ date: '2026-03-28', period: '2026-03-01', value: '6' }]);
  });

  it('a watch 00:00–08:00 on Saturday lies in Friday’s night window: 6 hours on Friday', () => {
    expect(run(nat, prepared('2026-06-13', '00:00', '08:00'))).toEqual([{ date: '2026-06-12', period: '2026-06-01', value: '6' }]);
  });

  it('Aftentillæg 17–23 on workdays: 14:00–22:00 Friday is 5 hours; Saturday and Kristi himmelfartsdag nothing', () => {
    expect(run(aften, prepared('2026-06-12', '14:00', '22:00'))).toEqual([{ date: '2026-06-12', period: '2026-06-01', value: '5' }]);
    expect(run(aften, prepared('2026-06-13', '14:00', '22:00'))).toEqual([]);
    expect(run(aften, prepared('2026-05-14', '14:00', '22:00'))).toEqual([]);
  });

  it('Lørdagstillæg, whole day: Friday 22:00–06:00 has 6 hours on Saturday', () => {
    expect(run(loerdag, prepared('2026-06-12', '22:00', '06:00'))).toEqual([{ date: '2026-06-13', period: '2026-06-01', value: '6' }]);
  });

  it('Lørdagstillæg leaves a holiday on a Saturday to the holiday filters (juledag 2027-12-25)', () => {
    expect(run(loerdag, prepared('2027-12-25', '08:00', '16:00'))).toEqual([]);
    expect(run(soenHelligdag, prepared('2027-12-25', '08:00', '16:00'))).toEqual([{ date: '2027-12-25', period: '2027-12-01', value: '8' }]);
  });

  it('Søn- og helligdagstillæg on a weekday holiday (Kristi himmelfartsdag 2026-05-14) and on a Sunday holiday (pinsedag 2026-05-24)', () => {
    expect(run(soenHelligdag, prepared('2026-05-14', '08:00', '16:00'))).toEqual([{ date: '2026-05-14', period: '2026-05-01', value: '8' }]);
    expect(run(soenHelligdag, prepared('2026-05-23', '22:00', '06:00'))).toEqual([{ date: '2026-05-24', period: '2026-05-01', value: '6' }]);
  });

  it('at a month boundary: Sunday 2026-05-31 22:00 – Monday 06:00 has 2 Sunday hours, in May', () => {
    expect(run(soenHelligdag, prepared('2026-05-31', '22:00', '06:00'))).toEqual([{ date: '2026-05-31', period: '2026-05-01', value: '2' }]);
  });

  it('the autumn DST Sunday has 25 hours: a whole-day watch on 2026-10-25 is 25 Sunday hours', () => {
    expect(run(soenHelligdag, prepared('2026-10-25', '00:00', '00:00'))).toEqual([{ date: '2026-10-25', period: '2026-10-01', value: '25' }]);
  });

  it('holiNotSunday: Kristi himmelfartsdag and 2. pinsedag, not pinsedag; holiNotWeekend: not juledag on a Saturday', () => {
    const holiNotSunday = period('00:00', '00:00', { holiNotSunday: true });
    expect(run(holiNotSunday, prepared('2026-05-14', '08:00', '16:00'))).toEqual([{ date: '2026-05-14', period: '2026-05-01', value: '8' }]);
    expect(run(holiNotSunday, prepared('2026-05-25', '08:00', '16:00'))).toEqual([{ date: '2026-05-25', period: '2026-05-01', value: '8' }]);
    expect(run(holiNotSunday, prepared('2026-05-24', '08:00', '16:00'))).toEqual([]);
    expect(run(holiNotSunday, prepared('2027-12-25', '08:00', '16:00'))).toEqual([{ date: '2027-12-25', period: '2027-12-01', value: '8' }]);
    const holiNotWeekend = period('00:00', '00:00', { holiNotWeekend: true });
    expect(run(holiNotWeekend, prepared('2026-05-14', '08:00', '16:00'))).toEqual([{ date: '2026-05-14', period: '2026-05-01', value: '8' }]);
    expect(run(holiNotWeekend, prepared('2027-12-25', '08:00', '16:00'))).toEqual([]);
  });

  it('Aftentillæg 18–24 (CAT), notHoliSunday: Saturday 16:00–24:00 is 6 hours; Sunday and Kristi himmelfartsdag nothing', () => {
    const cat = period('18:00', '00:00', { notHoliSunday: true });
    expect(run(cat, prepared('2026-06-13', '16:00', '00:00'))).toEqual([{ date: '2026-06-13', period: '2026-06-01', value: '6' }]);
    expect(run(cat, prepared('2026-06-14', '16:00', '00:00'))).toEqual([]);
    expect(run(cat, prepared('2026-05-14', '16:00', '00:00'))).toEqual([]);
  });

  it('Grundlovsdag fra kl. 12 (special date): 08:00–16:00 on 2026-06-05 is 4 hours; the day before nothing', () => {
    const grundlovsdag = period('12:00', '00:00', { specialDate: 'grundlovsdag', holiSunday: true });
    expect(run(grundlovsdag, prepared('2026-06-05', '08:00', '16:00'))).toEqual([{ date: '2026-06-05', period: '2026-06-01', value: '4' }]);
    expect(run(grundlovsdag, prepared('2026-06-04', '08:00', '16:00'))).toEqual([]);
  });

  it('propertyId limits to watches with it (DIS: Sunday hours only under Sejlads); notProperty to watches without it', () => {
    const dis = period('00:00', '00:00', { holiSunday: true, propertyId: SEJLADS });
    expect(run(dis, prepared('2026-06-14', '08:00', '16:00', { properties: props(SEJLADS) }))).toEqual([
      { date: '2026-06-14', period: '2026-06-01', value: '8' },
    ]);
    expect(run(dis, prepared('2026-06-14', '08:00', '16:00'))).toEqual([]);
    const notSailing = { ...dis, notProperty: true };
    expect(run(notSailing, prepared('2026-06-14', '08:00', '16:00', { properties: props(SEJLADS) }))).toEqual([]);
    expect(run(notSailing, prepared('2026-06-14', '08:00', '16:00'))).toEqual([{ date: '2026-06-14', period: '2026-06-01', value: '8' }]);
  });

  it('cutValue/factorAbove: 10 hours in the window with cut 8 and factor 2 above: 8 + 2 × 2 = 12', () => {
    const cut = period('00:00', '00:00', { cutValue: 8, factorAbove: 2 });
    expect(run(cut, prepared('2026-06-12', '06:00', '16:00'))).toEqual([{ date: '2026-06-12', period: '2026-06-01', value: '12' }]);
  });

  it('pre-factor Kursus 0: a course gives no supplement', () => {
    expect(run(nat, prepared('2026-06-12', '22:00', '06:00', { properties: props(KURSUS) }))).toEqual([]);
  });
});

describe('period, without checkOverlap (the whole watch counts if it starts in the window)', () => {
  const evening = period('17:00', '23:00', { checkOverlap: false });

  it('18:00–02:00 starts in the evening window: all 8 paid hours on its date', () => {
    expect(run(evening, prepared('2026-06-12', '18:00', '02:00'))).toEqual([{ date: '2026-06-12', period: '2026-06-01', value: '8' }]);
  });

  it('16:00–24:00 starts before the window: nothing', () => {
    expect(run(evening, prepared('2026-06-12', '16:00', '00:00'))).toEqual([]);
  });

  it('02:00–10:00 starts in the night window of the day before, at a month boundary: posted on 30 June', () => {
    const night = period('23:00', '06:00', { checkOverlap: false });
    expect(run(night, prepared('2026-07-01', '02:00', '10:00'))).toEqual([{ date: '2026-06-30', period: '2026-06-01', value: '8' }]);
  });

  it('the October night 22:30–06:00 starts in 22–06 and counts all its 8,5 real hours', () => {
    const night = period('22:00', '06:00', { checkOverlap: false });
    expect(run(night, prepared('2026-10-24', '22:30', '06:00'))).toEqual([{ date: '2026-10-24', period: '2026-10-01', value: '8.5' }]);
  });
});
