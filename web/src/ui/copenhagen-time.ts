import type { PluginFunc } from 'dayjs';
import { dateOf, instantOf, utcOffsetMinutes, wallClockOf, type IsoDate, type WallClock } from '@kaj/calendar';

/**
 * Kaj shows every date and time as Copenhagen reads it, whatever zone the PC is set to (a ship's PC often runs on UTC).
 * Instants from the server become Copenhagen wall clock through the calendar shared with the domain. A dayjs value in
 * the client is a Copenhagen wall-clock value held in dayjs's local fields, and `dayjs()` is Copenhagen's now.
 */

/** Today's date in Copenhagen. */
export function today(): IsoDate {
  return dateOf(Date.now());
}

/** Copenhagen's date and time (to the minute) now. */
export function nowInCopenhagen(): WallClock {
  return wallClockOf(Date.now());
}

const MINUTE = 60_000;

/** A Date whose local fields read Copenhagen's wall clock at `instant`. */
function wallClockDate(instant: number): Date {
  const shifted = new Date(instant + utcOffsetMinutes(instant) * MINUTE);
  return new Date(
    shifted.getUTCFullYear(),
    shifted.getUTCMonth(),
    shifted.getUTCDate(),
    shifted.getUTCHours(),
    shifted.getUTCMinutes(),
    shifted.getUTCSeconds(),
    shifted.getUTCMilliseconds(),
  );
}

/**
 * A dayjs plugin: `dayjs()` (now) is Copenhagen's wall clock instead of the PC's, for our code and for antd's pickers
 * (their marked today and "I dag"/"Nu"). Installed once at start (`main.tsx`).
 */
export const copenhagenNow: PluginFunc = (_option, dayjsClass) => {
  const proto = dayjsClass.prototype as unknown as { parse(this: unknown, cfg: { date?: unknown }): void };
  const parse = proto.parse;
  proto.parse = function (cfg) {
    parse.call(this, cfg.date === undefined ? { ...cfg, date: wallClockDate(Date.now()) } : cfg);
  };
};

/** A moment as Copenhagen reads it, with seconds (for logs). */
export interface CopenhagenMoment extends WallClock {
  seconds: number;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** Date and time without a zone: the server writes Copenhagen wall clock so. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?(?:\.\d+)?$/;

/** A date, or a date and time without a zone (the server writes Copenhagen wall clock so); null for anything else. */
function zonelessMoment(value: string): CopenhagenMoment | null {
  if (DATE_ONLY.test(value)) return { date: value, time: '00:00', seconds: 0 };
  const wall = WALL_CLOCK.exec(value);
  return wall ? { date: wall[1]!, time: wall[2]!, seconds: Number(wall[3] ?? 0) } : null;
}

/**
 * What Copenhagen's clock read at a value the server sent: a date is that date at midnight, a date and time without a
 * zone is Copenhagen's already, an instant (with `Z` or an offset, or a Date) becomes Copenhagen's wall clock.
 */
export function copenhagenMoment(value: string | Date): CopenhagenMoment | null {
  const zoneless = typeof value === 'string' ? zonelessMoment(value) : null;
  if (zoneless) return zoneless;
  const instant = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(instant)) return null;
  // Copenhagen's offsets are whole minutes, so the seconds are the instant's.
  return { ...wallClockOf(instant), seconds: Math.floor(instant / 1000) % 60 };
}

/** The instant of a value the server sent (see `copenhagenMoment`); a zone-less value is Copenhagen time. */
export function instantOfValue(value: string | Date): number {
  if (typeof value !== 'string') return value.getTime();
  const zoneless = zonelessMoment(value);
  return zoneless ? instantOf(zoneless.date, zoneless.time) + zoneless.seconds * 1000 : Date.parse(value);
}
