import { addDays, toIsoDateTime, spanOf } from '@kaj/calendar';
import type { IsoDate, Span, TimeOfDay } from '@kaj/calendar';
import type { RestBreach } from './rules.ts';

// Hand-made schedules for the tests of the rest module (not exported from the domain).

/** The same watches (wall-clock from–to; an end at or before the start ends the next day) on `days` days from `first`. */
export function daily(first: IsoDate, days: number, watches: readonly (readonly [TimeOfDay, TimeOfDay])[]): Span[] {
  return Array.from({ length: days }, (_, i) => addDays(first, i)).flatMap((date) => watches.map(([from, to]) => spanOf(date, from, to)));
}

/** The watches of `schedule` with those of the given dates replaced. */
export function replaceDay(schedule: readonly Span[], date: IsoDate, watches: readonly (readonly [TimeOfDay, TimeOfDay])[]): Span[] {
  const day = spanOf(date, '00:00', '00:00');
  return [...schedule.filter((span) => span.start < day.start || span.start >= day.end), ...watches.map(([from, to]) => spanOf(date, from, to))];
}

/** A breach as [rule, window from, window to, measured] in readable ISO times. */
export function summary(breach: RestBreach): [string, string, string, number] {
  return [breach.rule, toIsoDateTime(breach.start), toIsoDateTime(breach.end), breach.measured];
}
