import { dateOfDayNumber, dayNumber } from './civil-date.ts';
import type { IsoDate } from './civil-date.ts';
import { minutesOfDay, timeOfDay } from './time-of-day.ts';
import type { TimeOfDay } from './time-of-day.ts';

/**
 * Instants and Copenhagen wall-clock. An instant is epoch milliseconds (UTC), what `Date`
 * holds. The zone's offsets come from the runtime's time-zone database through
 * `Intl.DateTimeFormat`; everything else is integer arithmetic.
 */
export type Instant = number;

export const TIME_ZONE = 'Europe/Copenhagen';

export interface WallClock {
  readonly date: IsoDate;
  readonly time: TimeOfDay;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * Copenhagen's offset from UTC in minutes at an instant: 60 (CET) or 120 (CEST).
 * Memoised per UTC hour: since 1900 Denmark has changed offset only on whole UTC hours.
 */
export function utcOffsetMinutes(instant: Instant): number {
  const hour = Math.floor(instant / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    offset = offsetFromIntl(instant);
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

const offsets = new Map<number, number>();

/**
 * The instant of a Copenhagen wall-clock time. Two hours a year need a choice:
 * - a time in the spring gap (02:00–02:59 on the last Sunday of March) does not exist and
 *   resolves forward by the gap: 02:30 → 03:30 CEST, as a clock that was not yet put forward reads;
 * - a time in the autumn overlap (02:00–02:59 on the last Sunday of October) happens twice and
 *   resolves to the first occurrence, in CEST (+02:00).
 */
export function instantOf(date: IsoDate, time: TimeOfDay): Instant {
  const asUtc = dayNumber(date) * DAY + minutesOfDay(time) * MINUTE;
  // The offsets half a day either side are the ones before and after any change near this time.
  const before = utcOffsetMinutes(asUtc - 12 * HOUR);
  const after = utcOffsetMinutes(asUtc + 12 * HOUR);
  const candidates = [before, after]
    .map((offset) => ({ offset, instant: asUtc - offset * MINUTE }))
    .filter(({ offset, instant }) => utcOffsetMinutes(instant) === offset)
    .map(({ instant }) => instant);
  if (candidates.length === 0) return asUtc - before * MINUTE;
  return Math.min(...candidates);
}

/** Copenhagen midnight at the start of a date (never in a gap: Denmark changes at 02:00/03:00). */
export function startOfDay(date: IsoDate): Instant {
  return instantOf(date, '00:00');
}

/** The Copenhagen date and time (to the minute, seconds dropped) of an instant. */
export function wallClockOf(instant: Instant): WallClock {
  const local = instant + utcOffsetMinutes(instant) * MINUTE;
  const days = Math.floor(local / DAY);
  const minutes = Math.floor((local - days * DAY) / MINUTE);
  return { date: dateOfDayNumber(days), time: timeOfDay(minutes) };
}

/** The Copenhagen date of an instant. */
export function dateOf(instant: Instant): IsoDate {
  return wallClockOf(instant).date;
}

/** ISO 8601 with Copenhagen's offset, as JSON carries instants: '2026-10-25T02:30:00+02:00'. */
export function toIsoDateTime(instant: Instant): string {
  const offset = utcOffsetMinutes(instant);
  const local = new Date(instant + offset * MINUTE).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local}${sign}${hours}:${minutes}`;
}

function offsetFromIntl(instant: Instant): number {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = Number(part.value);
  const local = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return Math.round((local - Math.floor(instant / 1000) * 1000) / MINUTE);
}
