import { addDays, spanMinutes, startOfDay } from '@kaj/calendar';
import type { IsoDate, Span } from '@kaj/calendar';

/** Set arithmetic on spans (start inclusive, end exclusive), for the rest timeline. */

/** The spans sorted, empty ones dropped, overlapping and touching ones joined. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = spans.filter((span) => span.end > span.start).sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, span.end) };
    else merged.push({ start: span.start, end: span.end });
  }
  return merged;
}

/** What of `spans` lies outside every span of `minus`. */
export function subtractSpans(spans: readonly Span[], minus: readonly Span[]): Span[] {
  const cuts = mergeSpans(minus);
  const result: Span[] = [];
  for (const span of mergeSpans(spans)) {
    let start = span.start;
    for (const cut of cuts) {
      if (cut.end <= start || cut.start >= span.end) continue;
      if (cut.start > start) result.push({ start, end: cut.start });
      start = Math.max(start, cut.end);
    }
    if (start < span.end) result.push({ start, end: span.end });
  }
  return result;
}

/** The non-empty parts of the spans inside a window, in the spans' order. */
export function clipSpans(spans: readonly Span[], window: Span): Span[] {
  return spans
    .map((span) => ({ start: Math.max(span.start, window.start), end: Math.min(span.end, window.end) }))
    .filter((span) => span.end > span.start);
}

/** Whole minutes of the spans inside a window. */
export function minutesWithin(spans: readonly Span[], window: Span): number {
  return clipSpans(spans, window).reduce((sum, span) => sum + spanMinutes(span), 0);
}

/** A Copenhagen calendar day as real time: 23, 24 or 25 hours. */
export function daySpan(date: IsoDate): Span {
  return { start: startOfDay(date), end: startOfDay(addDays(date, 1)) };
}
