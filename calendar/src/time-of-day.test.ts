import { describe, expect, it } from 'vitest';
import { isTimeOfDay, minutesOfDay, timeOfDay } from './time-of-day.ts';

describe('time of day', () => {
  it('reads HH:mm as minutes after midnight', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('06:30')).toBe(390);
    expect(minutesOfDay('23:59')).toBe(1439);
  });

  it('accepts seconds of zero, as PostgreSQL writes a time', () => {
    expect(minutesOfDay('22:00:00')).toBe(1320);
  });

  it('refuses anything else', () => {
    for (const text of ['24:00', '7:00', '07:60', '07:00:30', '0700', '']) expect(isTimeOfDay(text), text).toBe(false);
    expect(() => minutesOfDay('24:00')).toThrow(RangeError);
  });

  it('writes minutes after midnight as HH:mm', () => {
    expect(timeOfDay(0)).toBe('00:00');
    expect(timeOfDay(390)).toBe('06:30');
    expect(timeOfDay(1439)).toBe('23:59');
    expect(() => timeOfDay(1440)).toThrow(RangeError);
  });
});
