import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dateOfDayNumber,
  datesBetween,
  dayNumber,
  daysBetween,
  daysInMonth,
  isIsoDate,
  isoWeek,
  isoWeekYear,
  parseIsoDate,
  weekday,
} from './civil-date.ts';

describe('isIsoDate', () => {
  it('accepts real dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2026-11-01')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('refuses impossible dates and other spellings', () => {
    for (const text of ['2026-02-29', '2026-13-01', '2026-04-31', '2026-00-10', '2026-1-01', '26-11-01', '2026-11-01T00:00', ' 2026-11-01', '', '2026-11-0a', '2026/11/01', '2026-+1-01', '٢٠٢٦-11-01']) {
      expect(isIsoDate(text), text).toBe(false);
    }
  });

  it('agrees with the definition (four digits, dash, two, dash, two; a day the month has) on any text', () => {
    const definition = (text: string) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
      return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12 && Number(match[3]) >= 1 && Number(match[3]) <= daysInMonth(Number(match[1]), Number(match[2]));
    };
    const nearDates = fc.tuple(fc.stringMatching(/^[0-9]{4}$/), fc.stringMatching(/^[0-9x]{2}$/), fc.stringMatching(/^[0-9]{2}$/), fc.constantFrom('-', '/')).map(([y, m, d, dash]) => `${y}${dash}${m}-${d}`);
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 12 }), nearDates), (text) => isIsoDate(text) === definition(text)));
  });

  it('parseIsoDate throws on anything else', () => {
    expect(parseIsoDate('2026-10-24')).toEqual({ year: 2026, month: 10, day: 24 });
    expect(() => parseIsoDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('daysInMonth', () => {
  it('knows leap years: every 4th, not every 100th, but every 400th', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe('day numbers', () => {
  it('count days from 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(dayNumber('2000-02-29')).toBe(11016);
    expect(dayNumber('2026-01-01')).toBe(20454);
    expect(dateOfDayNumber(20750)).toBe('2026-10-24');
  });

  it('go round-trip for every day from 1899 to 2101', () => {
    const misses: number[] = [];
    for (let days = dayNumber('1899-01-01'); days <= dayNumber('2101-12-31'); days++) {
      if (dayNumber(dateOfDayNumber(days)) !== days) misses.push(days);
    }
    expect(misses).toEqual([]);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-10-24', 1)).toBe('2026-10-25');
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
    expect(addDays('2026-05-05', 0)).toBe('2026-05-05');
  });

  it('is not moved by daylight saving time', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });
});

describe('addMonths', () => {
  it('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths('2026-11-25', 1)).toBe('2026-12-25');
    expect(addMonths('2026-11-25', 2)).toBe('2027-01-25');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
    expect(addMonths('2026-05-05', 0)).toBe('2026-05-05');
  });
});

describe('datesBetween and daysBetween', () => {
  it('lists both ends inclusive', () => {
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(datesBetween('2026-05-05', '2026-05-05')).toEqual(['2026-05-05']);
    expect(datesBetween('2026-05-06', '2026-05-05')).toEqual([]);
    expect(datesBetween('2026-01-01', '2026-12-31')).toHaveLength(365);
  });

  it('counts days from one date to another', () => {
    expect(daysBetween('2026-10-24', '2026-10-25')).toBe(1);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-03-01', '2028-02-01')).toBe(-29);
  });
});

describe('weekday', () => {
  it('numbers Monday 1 to Sunday 7', () => {
    expect(weekday('1970-01-01')).toBe(4);
    expect(weekday('2024-12-30')).toBe(1);
    expect(weekday('2000-02-29')).toBe(2);
    expect(weekday('2026-12-24')).toBe(4);
    expect(weekday('2023-05-05')).toBe(5);
    expect(weekday('2026-10-24')).toBe(6);
    expect(weekday('2026-04-05')).toBe(7);
  });
});

describe('isoWeek', () => {
  it('puts week 1 around the first Thursday of the year', () => {
    expect(isoWeek('2026-01-01')).toBe(1);
    expect(isoWeek('2026-10-24')).toBe(43);
    expect(isoWeek('2026-12-24')).toBe(52);
  });

  it('gives the last days of December to next year and the first of January to last year when the Thursday says so', () => {
    expect([isoWeekYear('2024-12-30'), isoWeek('2024-12-30')]).toEqual([2025, 1]);
    expect([isoWeekYear('2021-01-03'), isoWeek('2021-01-03')]).toEqual([2020, 53]);
    expect([isoWeekYear('2026-12-31'), isoWeek('2026-12-31')]).toEqual([2026, 53]);
    expect([isoWeekYear('2027-01-01'), isoWeek('2027-01-01')]).toEqual([2026, 53]);
    expect([isoWeekYear('2027-01-04'), isoWeek('2027-01-04')]).toEqual([2027, 1]);
  });
});
