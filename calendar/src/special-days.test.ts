import { describe, expect, it } from 'vitest';
import { specialDayDate, specialDayOn, specialDaysOf } from './special-days.ts';

describe('special days', () => {
  it('lists 1. maj, grundlovsdag, juleaften and nytårsaften with their titles', () => {
    expect(specialDaysOf(2026)).toEqual([
      { date: '2026-05-01', name: '1. maj', title: '1. maj' },
      { date: '2026-06-05', name: 'grundlovsdag', title: 'Grundlovsdag' },
      { date: '2026-12-24', name: 'juleaften', title: 'Juleaften' },
      { date: '2026-12-31', name: 'nytårsaften', title: 'Nytårsaften' },
    ]);
  });

  it('finds the special day on a date', () => {
    expect(specialDayOn('2026-12-24')?.title).toBe('Juleaften');
    expect(specialDayOn('2026-12-25')).toBeUndefined();
    expect(specialDayDate('grundlovsdag', 2027)).toBe('2027-06-05');
  });
});
