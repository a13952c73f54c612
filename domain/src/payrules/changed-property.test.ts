import { describe, expect, it } from 'vitest';
import { evaluateChangedProperty } from './changed-property.ts';
import { OVERSTYRMAND, STYRMAND, employment, prepared, props, readable, rule } from './test-helpers.ts';
import type { ChangedPropertyDetail, Posting } from './types.ts';

const fungering = rule<ChangedPropertyDetail>(
  { kind: 'changedProperty', agreementPropertyId: STYRMAND, watchPropertyId: OVERSTYRMAND, factor: 1 },
  { round: 2 },
);
const styrmand = { ...employment, propertyIds: [STYRMAND] };

describe('changed property (Fungeringstillæg som overstyrmand)', () => {
  it('a styrmand sailing as overstyrmand 22:00–06:00 across the October change gets 9 hours', () => {
    const out: Posting[] = [];
    evaluateChangedProperty(fungering, prepared('2026-10-24', '22:00', '06:00', { properties: props(OVERSTYRMAND) }), styrmand, out);
    expect(readable(out)).toEqual([{ date: '2026-10-24', period: '2026-10-01', value: '9' }]);
  });

  it('nothing without the watch property, or on an employment without the agreement property', () => {
    const out: Posting[] = [];
    evaluateChangedProperty(fungering, prepared('2026-06-12', '08:00', '16:00'), styrmand, out);
    evaluateChangedProperty(fungering, prepared('2026-06-12', '08:00', '16:00', { properties: props(OVERSTYRMAND) }), employment, out);
    expect(out).toEqual([]);
  });

  it('a value on the watch property counts instead of the hours: Overstyrmand 4 on an 8-hour watch is 4', () => {
    const out: Posting[] = [];
    evaluateChangedProperty(fungering, prepared('2026-06-12', '08:00', '16:00', { properties: [{ propertyId: OVERSTYRMAND, value: 4 }] }), styrmand, out);
    expect(readable(out)).toEqual([{ date: '2026-06-12', period: '2026-06-01', value: '4' }]);
  });
});
