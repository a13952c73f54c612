import { describe, expect, it } from 'vitest';
import { datesBetween } from './civil-date.ts';
import { dateOf, instantOf, startOfDay, toIsoDateTime, utcOffsetMinutes, wallClockOf } from './instant.ts';
import { timeOfDay } from './time-of-day.ts';

describe('utcOffsetMinutes', () => {
  it('is 60 in winter (CET) and 120 in summer (CEST)', () => {
    expect(utcOffsetMinutes(Date.UTC(2026, 0, 15, 12))).toBe(60);
    expect(utcOffsetMinutes(Date.UTC(2026, 6, 15, 12))).toBe(120);
  });

  it('changes at 01:00 UTC on the last Sundays of March and October', () => {
    expect(utcOffsetMinutes(Date.UTC(2026, 2, 29, 0, 59, 59))).toBe(60);
    expect(utcOffsetMinutes(Date.UTC(2026, 2, 29, 1))).toBe(120);
    expect(utcOffsetMinutes(Date.UTC(2026, 9, 25, 0, 59, 59))).toBe(120);
    expect(utcOffsetMinutes(Date.UTC(2026, 9, 25, 1))).toBe(60);
  });
});

describe('instantOf', () => {
  it('turns Copenhagen wall-clock into an instant', () => {
    expect(instantOf('2026-01-15', '12:00')).toBe(Date.UTC(2026, 0, 15, 11));
    expect(instantOf('2026-07-01', '12:00')).toBe(Date.UTC(2026, 6, 1, 10));
    expect(new Date(instantOf('2026-10-24', '22:00')).toISOString()).toBe('2026-10-24T20:00:00.000Z');
  });

  it('moves a time in the spring gap forward: 02:30 on 2026-03-29 is 03:30 CEST', () => {
    expect(instantOf('2026-03-29', '01:59')).toBe(Date.UTC(2026, 2, 29, 0, 59));
    expect(instantOf('2026-03-29', '02:00')).toBe(Date.UTC(2026, 2, 29, 1));
    expect(toIsoDateTime(instantOf('2026-03-29', '02:30'))).toBe('2026-03-29T03:30:00+02:00');
    expect(instantOf('2026-03-29', '03:30')).toBe(instantOf('2026-03-29', '02:30'));
    expect(instantOf('2026-03-29', '03:00')).toBe(Date.UTC(2026, 2, 29, 1));
  });

  it('takes the first (CEST) occurrence of a time in the autumn overlap', () => {
    expect(toIsoDateTime(instantOf('2026-10-25', '02:00'))).toBe('2026-10-25T02:00:00+02:00');
    expect(toIsoDateTime(instantOf('2026-10-25', '02:30'))).toBe('2026-10-25T02:30:00+02:00');
    expect(instantOf('2026-10-25', '02:30')).toBe(Date.UTC(2026, 9, 25, 0, 30));
    expect(toIsoDateTime(instantOf('2026-10-25', '03:00'))).toBe('2026-10-25T03:00:00+01:00');
  });
});

describe('wallClockOf and dateOf', () => {
  it('turn an instant back into Copenhagen date and time', () => {
    expect(wallClockOf(Date.UTC(2026, 9, 24, 20))).toEqual({ date: '2026-10-24', time: '22:00' });
    expect(wallClockOf(Date.UTC(2026, 0, 1, 5, 30, 59))).toEqual({ date: '2026-01-01', time: '06:30' });
  });

  it('shows both occurrences of 02:30 in October as 02:30', () => {
    expect(wallClockOf(Date.UTC(2026, 9, 25, 0, 30))).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(wallClockOf(Date.UTC(2026, 9, 25, 1, 30))).toEqual({ date: '2026-10-25', time: '02:30' });
  });

  it('changes date at Copenhagen midnight, not UTC midnight', () => {
    expect(dateOf(Date.UTC(2026, 9, 24, 21, 59))).toBe('2026-10-24');
    expect(dateOf(Date.UTC(2026, 9, 24, 22))).toBe('2026-10-25');
    expect(dateOf(Date.UTC(2026, 11, 31, 23))).toBe('2027-01-01');
  });

  it('round-trips every quarter hour of 2026 outside the spring gap', () => {
    const misses: string[] = [];
    for (const date of datesBetween('2026-01-01', '2026-12-31')) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = timeOfDay(minutes);
        if (date === '2026-03-29' && time >= '02:00' && time < '03:00') continue;
        const back = wallClockOf(instantOf(date, time));
        if (back.date !== date || back.time !== time) misses.push(`${date} ${time}`);
      }
    }
    expect(misses).toEqual([]);
  });
});

describe('startOfDay', () => {
  it('is Copenhagen midnight', () => {
    expect(startOfDay('2026-10-25')).toBe(Date.UTC(2026, 9, 24, 22));
    expect(startOfDay('2026-10-26')).toBe(Date.UTC(2026, 9, 25, 23));
    expect(startOfDay('2026-03-29')).toBe(Date.UTC(2026, 2, 28, 23));
    expect(startOfDay('2026-03-30')).toBe(Date.UTC(2026, 2, 29, 22));
  });
});

describe('toIsoDateTime', () => {
  it('writes the instant with the Copenhagen offset', () => {
    expect(toIsoDateTime(Date.UTC(2026, 0, 15, 11))).toBe('2026-01-15T12:00:00+01:00');
    expect(toIsoDateTime(Date.UTC(2026, 6, 1, 10, 15, 30))).toBe('2026-07-01T12:15:30+02:00');
    expect(Date.parse(toIsoDateTime(instantOf('2026-10-25', '02:30')))).toBe(instantOf('2026-10-25', '02:30'));
  });
});
