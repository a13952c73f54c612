import { minutesBetween, spanMinutes, wallClockOf } from '@kaj/calendar';
import type { Instant, Span } from '@kaj/calendar';
import { DAY_WINDOW, LIMITS, WEEK_WINDOW, ruleText } from './rules.ts';
import type { RestBreach, RestRule, RestRules } from './rules.ts';
import { MIN_REST_PERIOD_MINUTES } from './timeline.ts';
import type { RestTimeline } from './timeline.ts';

/** The rest counted back from the end of a work period. */
export interface RestCheckpoint {
  /** The end of the work period (the start of the following rest). */
  readonly at: Instant;
  /** Minutes of rest in the 24 hours before. */
  readonly restIn24h: number;
  /** Minutes of rest in the 7 days (168 hours) before. */
  readonly restIn7Days: number;
  /** Rest periods in the 24 hours before (a period cut by the window's start counts if an hour of it is inside). */
  readonly restPeriodsIn24h: number;
  /** Minutes of the longest rest period, within the 24 hours before. */
  readonly longestRestIn24h: number;
}

export interface RestChecks {
  readonly checkpoints: readonly RestCheckpoint[];
  /** Every breach, in order of the end of its window. */
  readonly breaches: readonly RestBreach[];
}

/**
 * The STCW/MLC checks of a timeline. Rolling windows end at the end of every work period (with
 * its short breaks): rest in a window can only fall while work goes on, so these are the windows
 * with the least rest, and no 24 or 168 hours anywhere hold less.
 */
export function checkRest(timeline: RestTimeline, rules: RestRules = {}): RestChecks {
  const checkpoints = checkpointsOf(timeline);
  const breaches = [
    ...checkpoints.flatMap((point) => dayBreaches(point, rules)),
    ...weekBreaches(checkpoints, rules),
    ...timeline.blocks
      .filter((block) => spanMinutes(block) > LIMITS.betweenRest)
      .map((block) => breach(rules, 'over14HoursBetweenRest', block, spanMinutes(block))),
  ];
  breaches.sort((a, b) => a.end - b.end || a.start - b.start);
  return { checkpoints, breaches };
}

/** The rules of the 24 hours back from a checkpoint: hours of rest, number of periods, the 6-hour period. */
function dayBreaches(point: RestCheckpoint, rules: RestRules): RestBreach[] {
  const day = { start: point.at - DAY_WINDOW, end: point.at };
  const breaches: RestBreach[] = [];
  if (rules.under18 && point.restIn24h < LIMITS.restIn24Under18) breaches.push(breach(rules, 'min12HoursIn24Under18', day, point.restIn24h));
  if (!rules.under18 && point.restIn24h < LIMITS.restIn24) breaches.push(breach(rules, 'min10HoursIn24', day, point.restIn24h));
  const maxPeriods = rules.stcwException ? LIMITS.restPeriodsException : LIMITS.restPeriods;
  if (point.restPeriodsIn24h > maxPeriods) breaches.push(breach(rules, 'tooManyRestPeriods', day, point.restPeriodsIn24h));
  if (point.longestRestIn24h < LIMITS.longestRestPeriod) breaches.push(breach(rules, 'noRestPeriodOf6Hours', day, point.longestRestIn24h));
  return breaches;
}

/** The rules of the 7 days back from each checkpoint: 77 hours, or under the exception 70 for at most two weeks. */
function weekBreaches(checkpoints: readonly RestCheckpoint[], rules: RestRules): RestBreach[] {
  const breaches: RestBreach[] = [];
  let exceptionSince: Instant | undefined;
  for (const point of checkpoints) {
    const week = { start: point.at - WEEK_WINDOW, end: point.at };
    if (!rules.stcwException) {
      if (point.restIn7Days < LIMITS.restIn7Days) breaches.push(breach(rules, 'min77HoursIn7Days', week, point.restIn7Days));
      continue;
    }
    if (point.restIn7Days < LIMITS.restIn7DaysException) breaches.push(breach(rules, 'min70HoursIn7DaysException', week, point.restIn7Days));
    // The exception is in use while a week holds less than 77 hours; it runs from the start of the first such week.
    if (point.restIn7Days >= LIMITS.restIn7Days) {
      exceptionSince = undefined;
      continue;
    }
    exceptionSince ??= week.start;
    const run = { start: exceptionSince, end: point.at };
    if (spanMinutes(run) > LIMITS.exceptionRun) breaches.push(breach(rules, 'exceptionOverTwoWeeks', run, spanMinutes(run)));
  }
  return breaches;
}

/**
 * A checkpoint at the end of every block. Blocks and rest periods are sorted and apart, so the first rest period
 * that reaches into the week before a block's end only moves forward: each checkpoint looks at its week's few.
 */
function checkpointsOf({ blocks, rest }: RestTimeline): RestCheckpoint[] {
  let first = 0;
  return blocks.map((block) => {
    while (first < rest.length && rest[first]!.end <= block.end - WEEK_WINDOW) first += 1;
    return checkpointAt(rest, first, block.end);
  });
}

/** The rest periods from `first` clipped to both windows in place, without lists. */
function checkpointAt(rest: readonly Span[], first: number, at: Instant): RestCheckpoint {
  const dayStart = at - DAY_WINDOW;
  const weekStart = at - WEEK_WINDOW;
  let restIn24h = 0;
  let restIn7Days = 0;
  let restPeriodsIn24h = 0;
  let longestRestIn24h = 0;
  for (let index = first; index < rest.length && rest[index]!.start < at; index += 1) {
    const span = rest[index]!;
    const end = Math.min(span.end, at);
    const weekFrom = Math.max(span.start, weekStart);
    if (end > weekFrom) restIn7Days += minutesBetween(weekFrom, end);
    const dayFrom = Math.max(span.start, dayStart);
    if (end <= dayFrom) continue;
    const minutes = minutesBetween(dayFrom, end);
    restIn24h += minutes;
    if (minutes >= MIN_REST_PERIOD_MINUTES) restPeriodsIn24h += 1;
    longestRestIn24h = Math.max(longestRestIn24h, minutes);
  }
  return { at, restIn24h, restIn7Days, restPeriodsIn24h, longestRestIn24h };
}

function breach(rules: RestRules, rule: RestRule, window: Span, measured: number): RestBreach {
  return { rule, text: ruleText(rule, rules), start: window.start, end: window.end, from: wallClockOf(window.start), to: wallClockOf(window.end), measured };
}
