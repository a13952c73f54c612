import { minutesBetween } from '@kaj/calendar';
import type { Span } from '@kaj/calendar';

/** A rest period is at least one continuous hour (BEK nr. 1436 af 30/11/2023); shorter breaks are not rest. */
export const MIN_REST_PERIOD_MINUTES = 60;

/** The time of one employment sorted into work, rest and breaks too short to be rest. */
export interface RestTimeline {
  /** Work periods, merged and sorted. */
  readonly work: readonly Span[];
  /** Breaks between work periods shorter than an hour: neither work nor rest. */
  readonly breaks: readonly Span[];
  /** Work joined across its short breaks: the time between consecutive rest periods. */
  readonly blocks: readonly Span[];
  /**
   * Rest periods, each at least an hour, sorted. No record means no work, so the first starts at
   * -Infinity and the last ends at +Infinity; clip them to a window before measuring.
   */
  readonly rest: readonly Span[];
}

/**
 * Rest is all time that is not work, counted only in continuous periods of at least an hour. The work periods come
 * merged and sorted, as `workOf` gives them (a grid reads hundreds of employments, so they are not merged twice).
 */
export function restTimeline(work: readonly Span[]): RestTimeline {
  const blocks: Span[] = [];
  const breaks: Span[] = [];
  for (const period of work) {
    const last = blocks.at(-1);
    if (last && minutesBetween(last.end, period.start) < MIN_REST_PERIOD_MINUTES) {
      breaks.push({ start: last.end, end: period.start });
      blocks[blocks.length - 1] = { start: last.start, end: period.end };
    } else {
      blocks.push(period);
    }
  }
  const rest: Span[] = [];
  let start = -Infinity;
  for (const block of blocks) {
    rest.push({ start, end: block.start });
    start = block.end;
  }
  rest.push({ start, end: Infinity });
  return { work, breaks, blocks, rest };
}
