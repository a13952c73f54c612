import { describe, expect, it } from 'vitest';
import { evaluateSingleProperty } from './single-property.ts';
import { FERIE, KURSUS, SEJLADS, TILLAEG, noFilter, prepared, props, readable, rule, values } from './test-helpers.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import type { PayRuleInput, Posting, PropertyFilterDetail, SinglePropertyDetail } from './types.ts';

function single(filter: Partial<PropertyFilterDetail>, options: Partial<PayRuleInput> = {}): PayRuleInput<SinglePropertyDetail> {
  return rule<SinglePropertyDetail>({ kind: 'singleProperty', ...noFilter, ...filter }, { round: 2, ...options });
}

function run(r: PayRuleInput<SinglePropertyDetail>, w: PreparedWatch): Posting[] {
  const out: Posting[] = [];
  evaluateSingleProperty(r, w, out);
  return out;
}

describe('single property', () => {
  const sejlads = single({ propertyId: SEJLADS });

  it('posts the hours of a watch with the property, nothing without it', () => {
    expect(values(run(sejlads, prepared('2026-06-12', '06:00', '14:00', { properties: props(SEJLADS) })))).toEqual(['8']);
    expect(run(sejlads, prepared('2026-06-12', '06:00', '14:00'))).toEqual([]);
  });

  it('posts a night watch across midnight whole on its first date, also at a month boundary', () => {
    expect(readable(run(sejlads, prepared('2026-06-30', '22:00', '06:00', { properties: props(SEJLADS) })))).toEqual([
      { date: '2026-06-30', period: '2026-06-01', value: '8' },
    ]);
  });

  it('counts real time across DST: 9 hours (October) and 7 (March)', () => {
    expect(values(run(sejlads, prepared('2026-10-24', '22:00', '06:00', { properties: props(SEJLADS) })))).toEqual(['9']);
    expect(values(run(sejlads, prepared('2026-03-28', '22:00', '06:00', { properties: props(SEJLADS) })))).toEqual(['7']);
  });

  it('needs propertyId2 too, and neither not-property', () => {
    const both = single({ propertyId: SEJLADS, propertyId2: TILLAEG });
    expect(run(both, prepared('2026-06-12', '06:00', '14:00', { properties: props(SEJLADS) }))).toEqual([]);
    expect(values(run(both, prepared('2026-06-12', '06:00', '14:00', { properties: props(SEJLADS, TILLAEG) })))).toEqual(['8']);
    const notCourse = single({ propertyId: SEJLADS, notPropertyId: KURSUS });
    expect(run(notCourse, prepared('2026-06-12', '06:00', '14:00', { properties: props(SEJLADS, KURSUS) }))).toEqual([]);
    const notCourse2 = single({ propertyId: SEJLADS, notPropertyId2: KURSUS });
    expect(run(notCourse2, prepared('2026-06-12', '06:00', '14:00', { properties: props(SEJLADS, KURSUS) }))).toEqual([]);
  });

  it('counts a property value instead of the hours: Skifteholdstillæg 250 kr on an 8-hour watch posts 250', () => {
    const tillaeg = single({ propertyId: TILLAEG });
    const w = prepared('2026-06-12', '06:00', '14:00', { properties: [{ propertyId: TILLAEG, value: 250 }] });
    expect(values(run(tillaeg, w))).toEqual(['250']);
  });

  it('Afspadsering afviklet: factor -1 draws the hours', () => {
    expect(values(run(single({ propertyId: FERIE, factor: -1 }), prepared('2026-06-12', '08:00', '15:24', { properties: props(FERIE) })))).toEqual([
      '-7.4',
    ]);
  });

  it('turns hours into days with hoursPrDay: 7,4 hours of ferie at -1 is -1 day; 8 hours is -1,08', () => {
    const ferie = single({ propertyId: FERIE, factor: -1, hoursPrDay: 7.4 });
    expect(values(run(ferie, prepared('2026-06-12', '08:00', '15:24', { properties: props(FERIE) })))).toEqual(['-1']);
    // 8 / 7,4 = 1,081081… → 1,08
    expect(values(run(ferie, prepared('2026-06-12', '08:00', '16:00', { properties: props(FERIE) })))).toEqual(['-1.08']);
  });

  it('turns calendar days into working days with daysPrWeek: one day × 5/7 = 0,71; a night watch touches two days: 1,43', () => {
    const ferie = single({ propertyId: FERIE, daysPrWeek: 5 });
    expect(values(run(ferie, prepared('2026-06-12', '08:00', '16:00', { properties: props(FERIE) })))).toEqual(['0.71']);
    expect(values(run(ferie, prepared('2026-06-12', '22:00', '06:00', { properties: props(FERIE) })))).toEqual(['1.43']);
  });

  it('Minimumsbetaling: a sailing watch under 3 hours posts the fixed value 1; 3 hours or more nothing', () => {
    const short = single({ propertyId: SEJLADS, fixedValue: 1, hourLimit: 3, lessThan: true });
    expect(values(run(short, prepared('2026-06-12', '06:00', '08:59', { properties: props(SEJLADS) })))).toEqual(['1']);
    expect(run(short, prepared('2026-06-12', '06:00', '09:00', { properties: props(SEJLADS) }))).toEqual([]);
    const long = single({ propertyId: SEJLADS, hourLimit: 3, lessThan: false });
    expect(values(run(long, prepared('2026-06-12', '06:00', '09:00', { properties: props(SEJLADS) })))).toEqual(['3']);
  });

  it('uses the clock span with useClockTime: 08:00–16:00 with 450 paid minutes counts 8 hours', () => {
    const w = prepared('2026-06-12', '08:00', '16:00', { paidMinutes: 450, properties: props(SEJLADS) });
    expect(values(run(sejlads, w))).toEqual(['7.5']);
    expect(values(run(single({ propertyId: SEJLADS, useClockTime: true }), w))).toEqual(['8']);
  });

  it('applies pre-factors, factor 0 ignoring the watch', () => {
    const w = prepared('2026-06-12', '08:00', '16:00', { properties: props(SEJLADS, KURSUS) });
    expect(run({ ...sejlads, preFactors: [{ propertyId: KURSUS, factor: 0 }] }, w)).toEqual([]);
    expect(values(run({ ...sejlads, preFactors: [{ propertyId: KURSUS, factor: 1.25 }] }, w))).toEqual(['10']);
  });

  it('posts on a holiday like any day (Kristi himmelfartsdag 2026-05-14, pinsedag 2026-05-24 a Sunday)', () => {
    expect(values(run(sejlads, prepared('2026-05-14', '08:00', '16:00', { properties: props(SEJLADS) })))).toEqual(['8']);
    expect(values(run(sejlads, prepared('2026-05-24', '08:00', '16:00', { properties: props(SEJLADS) })))).toEqual(['8']);
  });
});
