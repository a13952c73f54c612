import { formatNumber } from './format.ts';

/** Times of day and durations of watches as planners read and type them (DOMAIN.md sections 1 and 4). */

const DAY = 24 * 60;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of an HH:mm time, or null when it is not one. */
export function minutesOfTime(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes from start to end on the clock; an end at or before the start is the next day (24 hours when equal). */
export function spanMinutes(startTime: string, endTime: string): number | null {
  const start = minutesOfTime(startTime);
  const end = minutesOfTime(endTime);
  if (start === null || end === null) return null;
  return end > start ? end - start : end - start + DAY;
}

/** Whether a watch from start to end ends the next day ("+1"). */
export function endsNextDay(startTime: string, endTime: string): boolean {
  const start = minutesOfTime(startTime);
  const end = minutesOfTime(endTime);
  return start !== null && end !== null && end <= start;
}

/** Paid time as hours with two decimals: "8,00 t". */
export function formatPaidHours(minutes: number): string {
  return `${formatNumber(minutes / 60, 2)} t`;
}

/** A duration as hours and minutes: "7:24". */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * A typed duration in minutes: "7:24", "7", "7,4" or "7.5" hours. Null for an empty text,
 * undefined for one that is not a duration.
 */
export function parseDuration(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const decimal = /^(\d{1,2})(?:[,.](\d{1,2}))?$/.exec(value);
  if (!decimal) return undefined;
  return Math.round(Number(`${decimal[1]}.${decimal[2] ?? '0'}`) * 60);
}

/**
 * Completes a typed time to HH:mm where the intent is clear: "6" → "06:00", "0630" and "630" → "06:30",
 * "6.30" and "6:30" → "06:30". Anything else is returned as typed, for the form to refuse.
 */
export function completeTime(text: string): string {
  const value = text.trim();
  const match = /^(\d{1,2})(?:[:.,]?(\d{2}))?$/.exec(value.length === 3 && /^\d+$/.test(value) ? `0${value}` : value);
  if (!match) return value;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  if (hours > 23 || minutes > 59) return value;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
