import { describe, expect, it } from 'vitest';
import { weekday } from './civil-date.ts';
import { holidayDate, holidayOn, holidaysOf, isHoliday } from './holidays.ts';

const datesAndTitles = (year: number) => holidaysOf(year).map(({ date, title }) => [date, title]);

describe('holidaysOf', () => {
  it('2023 still has store bededag (5 May)', () => {
    expect(datesAndTitles(2023)).toEqual([
      ['2023-01-01', 'Nytårsdag'],
      ['2023-04-06', 'Skærtorsdag'],
      ['2023-04-07', 'Langfredag'],
      ['2023-04-09', 'Påskedag'],
      ['2023-04-10', '2. påskedag'],
      ['2023-05-05', 'Store bededag'],
      ['2023-05-18', 'Kristi himmelfartsdag'],
      ['2023-05-28', 'Pinsedag'],
      ['2023-05-29', '2. pinsedag'],
      ['2023-12-25', 'Juledag'],
      ['2023-12-26', '2. juledag'],
    ]);
  });

  it('2024 has no store bededag', () => {
    expect(datesAndTitles(2024)).toEqual([
      ['2024-01-01', 'Nytårsdag'],
      ['2024-03-28', 'Skærtorsdag'],
      ['2024-03-29', 'Langfredag'],
      ['2024-03-31', 'Påskedag'],
      ['2024-04-01', '2. påskedag'],
      ['2024-05-09', 'Kristi himmelfartsdag'],
      ['2024-05-19', 'Pinsedag'],
      ['2024-05-20', '2. pinsedag'],
      ['2024-12-25', 'Juledag'],
      ['2024-12-26', '2. juledag'],
    ]);
    expect(isHoliday('2024-04-26')).toBe(false);
  });

  it('2025', () => {
    expect(datesAndTitles(2025)).toEqual([
      ['2025-01-01', 'Nytårsdag'],
      ['2025-04-17', 'Skærtorsdag'],
      ['2025-04-18', 'Langfredag'],
      ['2025-04-20', 'Påskedag'],
      ['2025-04-21', '2. påskedag'],
      ['2025-05-29', 'Kristi himmelfartsdag'],
      ['2025-06-08', 'Pinsedag'],
      ['2025-06-09', '2. pinsedag'],
      ['2025-12-25', 'Juledag'],
      ['2025-12-26', '2. juledag'],
    ]);
  });

  it('2026: påskedag 5 April, Kristi himmelfartsdag 14 May, pinsedag 24 May', () => {
    expect(datesAndTitles(2026)).toEqual([
      ['2026-01-01', 'Nytårsdag'],
      ['2026-04-02', 'Skærtorsdag'],
      ['2026-04-03', 'Langfredag'],
      ['2026-04-05', 'Påskedag'],
      ['2026-04-06', '2. påskedag'],
      ['2026-05-14', 'Kristi himmelfartsdag'],
      ['2026-05-24', 'Pinsedag'],
      ['2026-05-25', '2. pinsedag'],
      ['2026-12-25', 'Juledag'],
      ['2026-12-26', '2. juledag'],
    ]);
  });

  it('puts the movable days on their weekdays every year', () => {
    for (let year = 1990; year <= 2100; year++) {
      const weekdays = Object.fromEntries(holidaysOf(year).map(({ name, date }) => [name, weekday(date)]));
      expect(weekdays, String(year)).toMatchObject({
        skærtorsdag: 4,
        langfredag: 5,
        påskedag: 7,
        '2. påskedag': 1,
        'kristi himmelfartsdag': 4,
        pinsedag: 7,
        '2. pinsedag': 1,
      });
      expect('store bededag' in weekdays).toBe(year <= 2023);
    }
  });
});

describe('holidayOn', () => {
  it('names the holiday on a date', () => {
    expect(holidayOn('2026-04-05')).toEqual({ date: '2026-04-05', name: 'påskedag', title: 'Påskedag' });
    expect(holidayOn('2023-05-05')?.name).toBe('store bededag');
    expect(holidayOn('2026-04-04')).toBeUndefined();
  });

  it('knows that grundlovsdag, juleaften, nytårsaften and 1. maj are no public holidays', () => {
    for (const date of ['2026-06-05', '2026-12-24', '2026-12-31', '2026-05-01']) expect(isHoliday(date), date).toBe(false);
  });
});

describe('holidayDate', () => {
  it('resolves a movable holiday by name for a year', () => {
    expect(holidayDate('påskedag', 2026)).toBe('2026-04-05');
    expect(holidayDate('2. pinsedag', 2026)).toBe('2026-05-25');
    expect(holidayDate('kristi himmelfartsdag', 2027)).toBe('2027-05-06');
    expect(holidayDate('juledag', 2026)).toBe('2026-12-25');
  });

  it('gives store bededag its date after its abolition, though it is no holiday then', () => {
    expect(holidayDate('store bededag', 2023)).toBe('2023-05-05');
    expect(holidayDate('store bededag', 2024)).toBe('2024-04-26');
  });
});
