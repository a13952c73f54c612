import { addDays, datesBetween } from './civil-date.ts';
import type { IsoDate } from './civil-date.ts';
import { dateOf } from './instant.ts';
import { overlapMinutes, spanContains, spanOf } from './span.ts';
import type { Span } from './span.ts';
import type { TimeOfDay } from './time-of-day.ts';

/**
 * Daily wall-clock windows, as period rules use them (evening 17:00–23:00, night 23:00–06:00).
 * A window belongs to the date it starts on: the night window of Friday is Friday 23:00 to
 * Saturday 06:00, and a day filter ('workDay', 'saturday', …) is applied to that Friday.
 * A window whose end is at or before its start runs into the next day; 00:00–00:00 is the whole day.
 */
export function windowOf(date: IsoDate, fromTime: TimeOfDay, toTime: TimeOfDay): Span {
  return spanOf(date, fromTime, toTime);
}

/** Minutes of a span inside the window that starts on `date`. */
export function minutesInWindow(span: Span, date: IsoDate, fromTime: TimeOfDay, toTime: TimeOfDay): number {
  return overlapMinutes(span, windowOf(date, fromTime, toTime));
}

/** Whether a span starts inside the window that starts on `date` (period rules without checkOverlap). */
export function startsInWindow(span: Span, date: IsoDate, fromTime: TimeOfDay, toTime: TimeOfDay): boolean {
  return spanContains(windowOf(date, fromTime, toTime), span.start);
}

export interface WindowPart {
  /** The date the window starts on. */
  readonly date: IsoDate;
  readonly minutes: number;
}

/**
 * The minutes of a span in each daily window it meets, by the window's start date, in order;
 * windows it does not meet are left out. A watch 22:00–06:00 on Friday meets Friday's night
 * window 23:00–06:00 for 420 minutes; a watch 00:00–08:00 on Saturday meets Friday's for 360.
 */
export function windowParts(span: Span, fromTime: TimeOfDay, toTime: TimeOfDay): WindowPart[] {
  // A window starts on its date and lasts at most a day, so the day before the span's start is the earliest that can meet it.
  const dates = datesBetween(addDays(dateOf(span.start), -1), dateOf(span.end));
  return dates
    .map((date) => ({ date, minutes: minutesInWindow(span, date, fromTime, toTime) }))
    .filter((part) => part.minutes > 0);
}
