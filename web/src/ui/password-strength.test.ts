import { describe, expect, it } from 'vitest';
import { passwordHints, passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it('calls a password the server would refuse weak', () => {
    expect(passwordStrength('abc')).toBe('svag');
    expect(passwordStrength('svagtpassword')).toBe('svag');
    expect(passwordStrength('ABCDEF12')).toBe('svag');
  });
  it('calls an acceptable password medium and a long or varied one strong', () => {
    expect(passwordStrength('Abcdef12')).toBe('middel');
    expect(passwordStrength('Abcdef12!')).toBe('stærk');
    expect(passwordStrength('Sommerhus2024ved')).toBe('stærk');
  });
  it('names what is missing', () => {
    expect(passwordHints('abc')).toEqual(['mindst 6 tegn', 'et stort bogstav', 'et tal']);
    expect(passwordHints('Abcdef12')).toEqual([]);
  });
});
