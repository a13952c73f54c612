import { describe, expect, it } from 'vitest';
import { evaluateSplitSingleProperty } from './split-single-property.ts';
import { FERIE, SEJLADS, TILLAEG, noFilter, prepared, props, readable, rule, values } from './test-helpers.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import type { PayRuleInput, Posting, PropertyFilterDetail, SplitSinglePropertyDetail } from './types.ts';

function split(filter: Partial<PropertyFilterDetail> = {}): PayRuleInput<SplitSinglePropertyDetail> {
  return rule<SplitSinglePropertyDetail>({ kind: 'splitSingleProperty', ...noFilter, propertyId: SEJLADS, ...filter }, { round: 2 });
}

function run(r: PayRuleInput<SplitSinglePropertyDetail>, w: PreparedWatch): Posting[] {
  const out: Posting[] = [];
  evaluateSplitSingleProperty(r, w, out);
  return out;
}

describe('split single property', () => {
  it('posts a day watch whole on its date', () => {
    expect(readable(run(split(), prepared('2026-06-12', '06:00', '14:00', { properties: props(SEJLADS) })))).toEqual([
      { date: '2026-06-12', period: '2026-06-01', value: '8' },
    ]);
  });

  it('splits 22:00–06:00 at midnight: 2 hours on the first date, 6 on the next', () => {
    expect(readable(run(split(), prepared('2026-06-12', '22:00', '06:00', { properties: props(SEJLADS) })))).toEqual([
      { date: '2026-06-12', period: '2026-06-01', value: '2' },
      { date: '2026-06-13', period: '2026-06-01', value: '6' },
    ]);
  });

  it('puts each part in its own month at a month boundary: 30 June 22:00 – 1 July 06:00', () => {
    expect(readable(run(split(), prepared('2026-06-30', '22:00', '06:00', { properties: props(SEJLADS) })))).toEqual([
      { date: '2026-06-30', period: '2026-06-01', value: '2' },
      { date: '2026-07-01', period: '2026-07-01', value: '6' },
    ]);
  });

  it('splits across DST: 2 + 7 hours on 2026-10-24/25, 2 + 5 on 2026-03-28/29', () => {
    expect(values(run(split(), prepared('2026-10-24', '22:00', '06:00', { properties: props(SEJLADS) })))).toEqual(['2', '7']);
    expect(values(run(split(), prepared('2026-03-28', '22:00', '06:00', { properties: props(SEJLADS) })))).toEqual(['2', '5']);
  });

  it('shares paid minutes in proportion to the clock: 420 paid of 480 (22:00–06:00) are 105 + 315 minutes', () => {
    // 420 × 120 / 480 = 105 minutes = 1,75 hours; the rest 315 minutes = 5,25 hours.
    const w = prepared('2026-06-12', '22:00', '06:00', { paidMinutes: 420, properties: props(SEJLADS) });
    expect(values(run(split(), w))).toEqual(['1.75', '5.25']);
  });

  it('posts a property value whole on the watch date', () => {
    const w = prepared('2026-06-12', '22:00', '06:00', { properties: [{ propertyId: TILLAEG, value: 250 }] });
    expect(readable(run(split({ propertyId: TILLAEG }), w))).toEqual([{ date: '2026-06-12', period: '2026-06-01', value: '250' }]);
  });

  it('with daysPrWeek counts each date as one calendar day × 5/7', () => {
    const w = prepared('2026-06-30', '22:00', '06:00', { properties: props(FERIE) });
    expect(readable(run(split({ propertyId: FERIE, daysPrWeek: 5 }), w))).toEqual([
      { date: '2026-06-30', period: '2026-06-01', value: '0.71' },
      { date: '2026-07-01', period: '2026-07-01', value: '0.71' },
    ]);
  });

  it('ignores a watch without the property', () => {
    expect(run(split(), prepared('2026-06-12', '22:00', '06:00'))).toEqual([]);
  });
});
