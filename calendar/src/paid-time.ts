import type { IsoDate } from './civil-date.ts';
import { spanMinutes, spanOf } from './span.ts';
import { minutesOfDay } from './time-of-day.ts';
import type { TimeOfDay } from './time-of-day.ts';

// The paid time of a watch (DOMAIN.md section 4): its real length less its watch code's unpaid break. Shared by
// the server, which stores it, and the watch editor, which shows it while the planner types the times.

/** Minutes on the clock from start to end; an end at or before the start is the next day (24 hours when equal). */
export function clockMinutes(startTime: TimeOfDay, endTime: TimeOfDay): number {
  const span = minutesOfDay(endTime) - minutesOfDay(startTime);
  return span > 0 ? span : span + 24 * 60;
}

/** A watch code detail's unpaid break: its clock span less its paid minutes (06:00–14:30 paid 8:00 has 30). */
export function unpaidBreakOf(detail: { readonly startTime: TimeOfDay; readonly endTime: TimeOfDay; readonly totalTime: number }): number {
  return Math.max(0, clockMinutes(detail.startTime, detail.endTime) - detail.totalTime);
}

/**
 * The paid minutes of a watch from its times: its real elapsed minutes less the unpaid break, never below 0.
 * A night 22:00–06:00 without a break pays 540 minutes across the last Sunday of October and 420 across the
 * last Sunday of March; the break keeps its length whatever the clock does.
 */
export function paidMinutesOf(date: IsoDate, startTime: TimeOfDay, endTime: TimeOfDay, unpaidBreak: number): number {
  return Math.max(0, spanMinutes(spanOf(date, startTime, endTime)) - unpaidBreak);
}
