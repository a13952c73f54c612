import { describe, expect, it } from 'vitest';
import { normLine } from './rotation-texts.ts';

const norm = { employmentId: 1, name: 'Normperiode', startDate: '2027-01-01', endDate: '2027-03-31', max: null };

describe('the norm line of the preview', () => {
  it('names target, planned hours and the difference with its sign, in Danish numbers', () => {
    expect(normLine({ ...norm, target: 1924, planned: 2016, difference: 92 })).toBe('Norm 1.924 t, planlagt 2.016 t, +92 t');
    expect(normLine({ ...norm, target: 140.6, planned: 119.4, difference: -21.2 })).toBe('Norm 140,6 t, planlagt 119,4 t, −21,2 t');
    expect(normLine({ ...norm, target: 148, planned: 148, difference: 0 })).toBe('Norm 148 t, planlagt 148 t, ±0 t');
    expect(normLine({ ...norm, target: 475.714286, planned: 480, difference: 4.285714 })).toBe('Norm 475,71 t, planlagt 480 t, +4,29 t');
  });
});
