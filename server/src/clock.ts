import { dateOf, instantOf, type IsoDate } from '@kaj/domain';

/**
 * The business clock: every decision that depends on "now" (what has happened and may be approved or locked, today's
 * month, forecasts, horizons, the demo's months) asks it, never `Date.now()` itself. It runs with the real clock,
 * set forward or back when `KAJ_NOW` (tests, e2e, a demo at a chosen date) names an instant: from then on it runs
 * on from that instant. Security (tokens, sessions, throttling) and the moments written on records keep real time.
 */

let offsetMs = 0;

const ZONELESS = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

/**
 * The instant a `KAJ_NOW` value names: with `Z` or an offset as written; a date, or a date and time without a zone,
 * as Copenhagen's wall clock. NaN for anything else.
 */
export function parseClockSetting(value: string): number {
  const zoneless = ZONELESS.exec(value);
  if (zoneless) return instantOf(zoneless[1]!, zoneless[2] ?? '00:00');
  return /[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? Date.parse(value) : Number.NaN;
}

/** Sets the clock to read `instant` now and run on from it; null: the real clock. */
export function setClock(instant: number | null): void {
  offsetMs = instant === null ? 0 : instant - Date.now();
}

/** The business clock's instant, in milliseconds. */
export function businessNowMs(): number {
  return Date.now() + offsetMs;
}

/** The business clock's instant. */
export function businessNow(): Date {
  return new Date(businessNowMs());
}

/** Today's date in Copenhagen by the business clock. */
export function todayInCopenhagen(): IsoDate {
  return dateOf(businessNowMs());
}
