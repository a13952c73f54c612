import { describe, expect, it } from 'vitest';
import { afterLoginTarget, loginWithReturnUrl } from './paths.ts';

describe('afterLoginTarget', () => {
  it('goes to the returnUrl inside the app', () => {
    expect(afterLoginTarget('/administration/users?x=1')).toBe('/administration/users?x=1');
  });
  it('goes to /home when the returnUrl is missing, the root or the login page', () => {
    expect(afterLoginTarget(null)).toBe('/home');
    expect(afterLoginTarget('/')).toBe('/home');
    expect(afterLoginTarget('/login?returnUrl=%2Fhome')).toBe('/home');
  });
  it('refuses addresses outside the app', () => {
    expect(afterLoginTarget('https://evil.example/')).toBe('/home');
    expect(afterLoginTarget('//evil.example/')).toBe('/home');
    expect(afterLoginTarget('/\\evil.example/')).toBe('/home');
  });
});

describe('loginWithReturnUrl', () => {
  it('encodes the address', () => {
    expect(loginWithReturnUrl('/help?a=1&b=2')).toBe('/login?returnUrl=%2Fhelp%3Fa%3D1%26b%3D2');
  });
});
