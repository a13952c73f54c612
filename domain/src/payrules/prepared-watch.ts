import { addDays, periodOf, spanMinutes, spanOf, splitByDate } from '@kaj/calendar';
import type { DatePart, IsoDate, Period, Span, TimeOfDay } from '@kaj/calendar';
import type { RealisedWatchInput } from './types.ts';

/**
 * A watch with what rules ask of it worked out once, so the hot loop (rules × watches) does
 * no date arithmetic of its own: its span, clock minutes, period, its parts per date, the dates
 * whose daily windows it can meet, and its properties.
 */
export interface PreparedWatch {
  readonly watch: RealisedWatchInput;
  readonly span: Span;
  readonly clockMinutes: number;
  readonly period: Period;
  /** The span cut at Copenhagen midnights (at least one part). */
  readonly dateParts: readonly DatePart[];
  /** The day before the start and the dates the watch has time on: a daily window starting on any other date cannot meet it. */
  readonly windowDates: readonly IsoDate[];
  /** Property id → its value on the watch (null when it carries none). */
  readonly properties: ReadonlyMap<number, number | null>;
}

export function prepareWatch(watch: RealisedWatchInput): PreparedWatch {
  const properties = new Map<number, number | null>();
  for (const property of watch.properties) properties.set(property.propertyId, property.value);
  const timing =
    watch.start !== undefined && watch.end !== undefined
      ? timingOf({ start: watch.start, end: Math.max(watch.start, watch.end) }, watch.date)
      : cachedTiming(watch.date, watch.startTime, watch.endTime);
  return { watch, ...timing, properties };
}

type Timing = Pick<PreparedWatch, 'span' | 'clockMinutes' | 'period' | 'dateParts' | 'windowDates'>;

// A company's watches repeat a few shift patterns per date, so their calendar work is memoised
// by date and times (bounded; cleared when full).
const timings = new Map<string, Timing>();

function cachedTiming(date: IsoDate, startTime: TimeOfDay, endTime: TimeOfDay): Timing {
  const key = `${date}|${startTime}|${endTime}`;
  let timing = timings.get(key);
  if (timing === undefined) {
    timing = timingOf(spanOf(date, startTime, endTime), date);
    if (timings.size >= 50_000) timings.clear();
    timings.set(key, timing);
  }
  return timing;
}

function timingOf(span: Span, date: IsoDate): Timing {
  const dateParts = splitByDate(span);
  const windowDates = [addDays(dateParts[0]?.date ?? date, -1)];
  for (const part of dateParts) windowDates.push(part.date);
  return { span, clockMinutes: spanMinutes(span), period: periodOf(date), dateParts, windowDates };
}

/** Watches in a stable order (date, start, id), so postings come out the same every time. */
export function prepareWatches(watches: readonly RealisedWatchInput[]): PreparedWatch[] {
  return watches
    .map(prepareWatch)
    .sort((a, b) => (a.watch.date < b.watch.date ? -1 : a.watch.date > b.watch.date ? 1 : a.span.start - b.span.start || a.watch.id - b.watch.id));
}

export function hasProperty(watch: PreparedWatch, propertyId: number | null): boolean {
  return propertyId === null || watch.properties.has(propertyId);
}

export function lacksProperty(watch: PreparedWatch, propertyId: number | null): boolean {
  return propertyId === null || !watch.properties.has(propertyId);
}
