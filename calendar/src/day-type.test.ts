import { describe, expect, it } from 'vitest';
import { datesBetween } from './civil-date.ts';
import { dayType, holidayWeekendWorkday, holidayWeekendWorkdays } from './day-type.ts';

describe('dayType', () => {
  it('lets a holiday win over Sunday and Saturday', () => {
    expect(dayType('2026-04-05')).toBe('holiday'); // påskedag, always a Sunday
    expect(dayType('2026-05-24')).toBe('holiday'); // pinsedag, a Sunday
    expect(dayType('2026-12-26')).toBe('holiday'); // 2. juledag, a Saturday in 2026
  });

  it('gives weekends and workdays', () => {
    expect(dayType('2026-10-24')).toBe('saturday');
    expect(dayType('2026-10-25')).toBe('sunday');
    expect(dayType('2026-10-26')).toBe('workday');
  });

  it('keeps the special days workdays on Monday–Friday', () => {
    expect(dayType('2026-12-24')).toBe('workday'); // juleaften, a Thursday
    expect(dayType('2026-06-05')).toBe('workday'); // grundlovsdag, a Friday
    expect(dayType('2026-12-31')).toBe('workday'); // nytårsaften, a Thursday
    expect(dayType('2025-05-01')).toBe('workday'); // 1. maj, a Thursday
  });

  it('has store bededag a holiday in 2023 and an ordinary Friday in 2024', () => {
    expect(dayType('2023-05-05')).toBe('holiday');
    expect(dayType('2024-04-26')).toBe('workday');
  });

  it('counts the day types of 2026: 10 holidays, 50 Sundays, 51 Saturdays, 254 workdays', () => {
    const counts: Record<string, number> = {};
    for (const date of datesBetween('2026-01-01', '2026-12-31')) counts[dayType(date)] = (counts[dayType(date)] ?? 0) + 1;
    expect(counts).toEqual({ holiday: 10, sunday: 50, saturday: 51, workday: 254 });
  });
});

describe('holidayWeekendWorkday', () => {
  it('juleaften 2026 is a workday with its title', () => {
    expect(holidayWeekendWorkday('2026-12-24')).toEqual({
      date: '2026-12-24',
      isHoliday: false,
      isWeekend: false,
      isWorkDay: true,
      title: 'Juleaften',
    });
  });

  it('påskedag is a holiday and a weekend day', () => {
    expect(holidayWeekendWorkday('2026-04-05')).toEqual({
      date: '2026-04-05',
      isHoliday: true,
      isWeekend: true,
      isWorkDay: false,
      title: 'Påskedag',
    });
  });

  it('langfredag is a holiday on a Friday: no workday, no weekend', () => {
    expect(holidayWeekendWorkday('2026-04-03')).toMatchObject({ isHoliday: true, isWeekend: false, isWorkDay: false, title: 'Langfredag' });
  });

  it('an ordinary Saturday has no title', () => {
    expect(holidayWeekendWorkday('2026-10-24')).toEqual({ date: '2026-10-24', isHoliday: false, isWeekend: true, isWorkDay: false, title: null });
  });

  it('covers a range of dates, both ends inclusive', () => {
    expect(holidayWeekendWorkdays('2026-12-24', '2026-12-27').map((day) => [day.date, day.isWorkDay, day.title])).toEqual([
      ['2026-12-24', true, 'Juleaften'],
      ['2026-12-25', false, 'Juledag'],
      ['2026-12-26', false, '2. juledag'],
      ['2026-12-27', false, null],
    ]);
  });
});
