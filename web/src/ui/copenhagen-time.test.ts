import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { copenhagenMoment, copenhagenNow, instantOfValue, nowInCopenhagen, today } from './copenhagen-time.ts';
import { formatDate, formatDateTime, formatTimestamp } from './format.ts';

// A PC in New York or on UTC shows what Copenhagen's clock says, also around the night summer time ends (2026-10-25).
const zones = ['America/New_York', 'UTC', 'Asia/Tokyo'];
const originalZone = process.env.TZ;

beforeAll(() => {
  dayjs.locale('da');
  dayjs.extend(copenhagenNow);
});
afterEach(() => vi.useRealTimers());
afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe.each(zones)('Copenhagen time on a PC in %s', (zone) => {
  beforeAll(() => {
    process.env.TZ = zone;
  });

  it('shows instants on Copenhagen’s date and clock, both 02:30s of the night summer time ends', () => {
    expect(copenhagenMoment('2026-10-25T00:30:00Z')).toEqual({ date: '2026-10-25', time: '02:30', seconds: 0 });
    expect(copenhagenMoment('2026-10-25T01:30:00Z')).toEqual({ date: '2026-10-25', time: '02:30', seconds: 0 });
    expect(formatDateTime('2026-10-24T22:30:05Z')).toBe('25. okt. 2026 kl. 00:30');
    expect(formatDateTime('2026-10-25T00:30:00+02:00')).toBe('25. okt. 2026 kl. 00:30');
    expect(formatTimestamp(new Date('2026-03-29T01:00:09Z'))).toBe('29.03.2026 03:00:09');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1. jan. 2027');
  });

  it('shows dates and zone-less times as they are', () => {
    expect(formatDate('2026-10-25')).toBe('25. okt. 2026');
    expect(formatDateTime('2026-03-29T02:30')).toBe('29. mar. 2026 kl. 02:30');
    expect(copenhagenMoment('2026-11-25T07:05:30')).toEqual({ date: '2026-11-25', time: '07:05', seconds: 30 });
    expect(instantOfValue('2026-10-25T00:30')).toBe(Date.parse('2026-10-24T22:30:00Z'));
    expect(copenhagenMoment('ikke en dato')).toBeNull();
  });

  it('makes now and today Copenhagen’s, also in dayjs (the pickers’ today)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Half past midnight in Copenhagen, still the 24th in New York and on UTC.
    vi.setSystemTime(new Date('2026-10-24T22:30:00Z'));
    expect(today()).toBe('2026-10-25');
    expect(nowInCopenhagen()).toEqual({ date: '2026-10-25', time: '00:30' });
    expect(dayjs().format('YYYY-MM-DD HH:mm')).toBe('2026-10-25 00:30');
    expect(dayjs().startOf('month').format('YYYY-MM-DD')).toBe('2026-10-01');
    // A value given to dayjs is left alone.
    expect(dayjs('2026-10-24').format('YYYY-MM-DD')).toBe('2026-10-24');
  });
});
