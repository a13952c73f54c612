import { dateOfDayNumber } from '@kaj/domain';
import { memoised } from './memo.ts';

// `new Date(ms).toISOString()` costs half a microsecond, more than the rest of a grid watch's DTO; a month of 300
// rows writes thousands of change dates. The same text from the day (remembered) and the time of day.

const DAY_MS = 86_400_000;
const TWO_DIGITS = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, value) => String(value).padStart(3, '0'));

const dateOfDay = memoised(dateOfDayNumber);

/** The instant (whole epoch milliseconds, years 0–9999) as `Date.prototype.toISOString` writes it: '2026-03-01T06:00:00.000Z'. */
export function utcIsoOf(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  const inDay = ms - day * DAY_MS;
  const seconds = Math.floor(inDay / 1000);
  const time = `${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}`;
  return `${dateOfDay(day)}T${time}.${THREE_DIGITS[inDay % 1000]}Z`;
}
