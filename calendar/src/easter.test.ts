import { describe, expect, it } from 'vitest';
import { easterSunday } from './easter.ts';

describe('easterSunday', () => {
  it('gives Easter Sunday of the years we plan', () => {
    expect(easterSunday(2023)).toBe('2023-04-09');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
  });

  it('reaches the extremes of 22 March and 25 April', () => {
    expect(easterSunday(1818)).toBe('1818-03-22');
    expect(easterSunday(2285)).toBe('2285-03-22');
    expect(easterSunday(1943)).toBe('1943-04-25');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('refuses years before the Gregorian calendar', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError);
  });
});
