import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { rangeOf, shiftRange, viewTitle, weekRange } from './own-range.ts';

dayjs.locale('da');

describe('the ranges of Min plan', () => {
  it('takes the ISO week, Monday to Sunday, around any day of it', () => {
    expect(weekRange('2026-11-04')).toEqual({ start: '2026-11-02', end: '2026-11-08' });
    expect(weekRange('2026-11-08')).toEqual({ start: '2026-11-02', end: '2026-11-08' });
    expect(weekRange('2026-11-02')).toEqual({ start: '2026-11-02', end: '2026-11-08' });
  });

  it('moves a week over a month and a year end, and a month by whole months', () => {
    expect(shiftRange('week', weekRange('2026-12-30'), 1)).toEqual({ start: '2027-01-04', end: '2027-01-10' });
    expect(shiftRange('week', weekRange('2026-03-02'), -1)).toEqual({ start: '2026-02-23', end: '2026-03-01' });
    expect(shiftRange('month', rangeOf('month', '2026-01-31'), 1)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });

  it('names the week by its ISO number and dates', () => {
    expect(viewTitle('week', weekRange('2026-11-04'))).toBe('Uge 45 · 2.–8. nov.');
    expect(viewTitle('week', weekRange('2026-12-30'))).toBe('Uge 53 · 28. dec.–3. jan.');
    expect(viewTitle('month', rangeOf('month', '2026-11-04'))).toBe('november 2026');
  });
});
