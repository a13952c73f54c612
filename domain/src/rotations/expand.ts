import { addDays, daysBetween, spanMinutes, spanOf, type IsoDate, type Span, type TimeOfDay } from '@kaj/calendar';

// Rotations (turnus, issue 20): a named cycle of days, each day a watch code or off, laid over a date range
// for several employees, each at their own offset into the cycle, so that crews alternate.

/** One day of a cycle: a watch template id, or null for a day off ("fri"). */
export type RotationDay = number | null;

/** The longest cycle a rotation may have: a year of days covers every maritime pattern (14/14, 28/28, 6-week tours). */
export const MAX_CYCLE_DAYS = 366;

export interface RotationPlacement {
  date: IsoDate;
  watchTemplateId: number;
}

/** The day of the cycle a date falls on, for an employee who starts `offset` days into the cycle on `start`. */
export function cycleIndex(cycleLength: number, start: IsoDate, date: IsoDate, offset: number): number {
  const index = (daysBetween(start, date) + offset) % cycleLength;
  return index < 0 ? index + cycleLength : index;
}

/**
 * The watches a rotation places from start to end (both included, Copenhagen calendar days) for an employee
 * `offset` days into the cycle on the start date; days off place nothing. An empty cycle or an end before the
 * start places nothing.
 */
export function expandRotation(days: readonly RotationDay[], start: IsoDate, end: IsoDate, offset: number): RotationPlacement[] {
  if (days.length === 0 || end < start) return [];
  const placements: RotationPlacement[] = [];
  const count = daysBetween(start, end);
  for (let step = 0; step <= count; step++) {
    const date = addDays(start, step);
    const watchTemplateId = days[cycleIndex(days.length, start, date, offset)];
    if (watchTemplateId != null) placements.push({ date, watchTemplateId });
  }
  return placements;
}

/** The offset that alternates crews: crew 0 starts at day 0, crew 1 half a cycle later, crew 2 at 0 again … */
export function alternatingOffset(cycleLength: number, crew: number): number {
  return crew % 2 === 0 ? 0 : Math.floor(cycleLength / 2);
}

/** The number of working days (not off) in a cycle. */
export const workingDays = (days: readonly RotationDay[]): number => days.filter((day) => day !== null).length;

/**
 * The real span and minutes of a watch placed by a rotation on a date, from its code's wall-clock times: a night
 * watch across the last Sunday of October lasts an hour longer, across the last Sunday of March an hour shorter.
 */
export function placedSpan(date: IsoDate, startTime: TimeOfDay, endTime: TimeOfDay): Span & { minutes: number } {
  const span = spanOf(date, startTime, endTime);
  return { ...span, minutes: spanMinutes(span) };
}
