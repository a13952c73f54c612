import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { firstDayOf, isoWeekOf, mondayOf, periodAfter, periodName } from './copy-period-dates.ts';

dayjs.locale('da');

describe('the periods of "Kopiér periode"', () => {
  it('finds the Monday and ISO week of a day, across the turn of the year', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(isoWeekOf('2027-01-01')).toBe(53);
    expect(isoWeekOf('2027-01-04')).toBe(1);
    expect(periodName('week', '2026-12-28')).toBe('uge 53, 2026');
  });

  it('names and steps weeks and months by their first day', () => {
    expect(firstDayOf('month', '2026-11-17')).toBe('2026-11-01');
    expect(firstDayOf('week', '2026-11-17')).toBe('2026-11-16');
    expect(periodAfter('month', '2026-12-01')).toBe('2027-01-01');
    expect(periodAfter('week', '2026-12-28')).toBe('2027-01-04');
    expect(periodName('month', '2027-01-01')).toBe('januar 2027');
  });
});
