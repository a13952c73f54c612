import { afterEach, describe, expect, it } from 'vitest';
import { businessNowMs, parseClockSetting, setClock, todayInCopenhagen } from './clock.ts';

describe('the business clock', () => {
  afterEach(() => setClock(null));

  it('reads KAJ_NOW without a zone as Copenhagen wall clock, summer and winter, and with a zone as written', () => {
    expect(new Date(parseClockSetting('2026-12-01')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(new Date(parseClockSetting('2026-07-01T08:30')).toISOString()).toBe('2026-07-01T06:30:00.000Z');
    expect(new Date(parseClockSetting('2026-12-01T08:00:00Z')).toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(new Date(parseClockSetting('2026-12-01T08:00:00+01:00')).toISOString()).toBe('2026-12-01T07:00:00.000Z');
    expect(parseClockSetting('i morgen')).toBeNaN();
    expect(parseClockSetting('2026-12-01T08:00 Europe/Copenhagen')).toBeNaN();
  });

  it('runs on from the instant it is set to, and back to the real clock', () => {
    setClock(parseClockSetting('2026-11-30T23:59'));
    expect(todayInCopenhagen()).toBe('2026-11-30');
    expect(Math.abs(businessNowMs() - parseClockSetting('2026-11-30T23:59'))).toBeLessThan(1000);
    setClock(parseClockSetting('2026-12-01T00:00'));
    expect(todayInCopenhagen()).toBe('2026-12-01');
    setClock(null);
    expect(Math.abs(businessNowMs() - Date.now())).toBeLessThan(5);
  });
});
