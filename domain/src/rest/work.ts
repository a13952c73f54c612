import type { IsoDate, Span } from '@kaj/calendar';
import { clipSpans, daySpan, mergeSpans, subtractSpans } from './spans.ts';

/** A day whose rest periods were entered by hand (SaveRestDay, UpdateResthour). */
export interface HandEnteredRestDay {
  readonly date: IsoDate;
  /** The rest periods as entered; only their parts on `date` count. An empty list makes the whole day work. */
  readonly rest: readonly Span[];
}

/** What the rest hours of one employment are computed from (DOMAIN.md section 10). */
export interface RestRecord {
  /** The realised watches (or, for the planning grid, the planned ones) as Copenhagen spans. */
  readonly watches: readonly Span[];
  /** Days entered by hand: on these the watches are ignored and all time not entered as rest is work. */
  readonly handEntered?: readonly HandEnteredRestDay[];
}

/**
 * The work periods of a record: the watches, except on days entered by hand, where work is the
 * day less the entered rest. Sorted and merged, so back-to-back watches are one work period.
 */
export function workOf(record: RestRecord): Span[] {
  const handEntered = record.handEntered ?? [];
  // Without days entered by hand the work is the watches merged (the grid's case, for every row).
  if (handEntered.length === 0) return mergeSpans(record.watches);
  const enteredDays = handEntered.map((day) => daySpan(day.date));
  const fromWatches = subtractSpans(record.watches, enteredDays);
  const fromEntries = handEntered.flatMap((day) => {
    const span = daySpan(day.date);
    return subtractSpans([span], clipSpans(day.rest, span));
  });
  return mergeSpans([...fromWatches, ...fromEntries]);
}
