import { minutesBetween, spanMinutes } from '@kaj/calendar';
import type { Instant, Span } from '@kaj/calendar';
import { breach, splitDayBreaches, weekBreaches } from './exception.ts';
import { DAY_WINDOW, LIMITS, WEEK_WINDOW } from './rules.ts';
import type { RestBreach, RestCheckpoint, RestRules } from './rules.ts';
import { MIN_REST_PERIOD_MINUTES } from './timeline.ts';
import type { RestTimeline } from './timeline.ts';

export type { RestCheckpoint } from './rules.ts';

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
    ...(rules.stcwException ? splitDayBreaches(checkpoints, rules) : []),
    ...timeline.blocks
      .filter((block) => spanMinutes(block) > LIMITS.betweenRest)
      .map((block) => breach(rules, 'over14HoursBetweenRest', block, spanMinutes(block))),
  ];
  breaches.sort((a, b) => a.end - b.end || a.start - b.start);
  return { checkpoints, breaches };
}

/**
 * The rules of the 24 hours back from a checkpoint: hours of rest, the 6-hour period, and the common STCW/MLC
 * reading of the period rule: the 10 hours must fit in two periods (three under the exception), one of at least
 * 6 hours. More periods are no breach when the longest two (three) already give 10 hours; when the window holds
 * less than 10 hours in all, the hour rule names the breach (a piece under an hour cut by the window's start
 * counts as rest, not as a period).
 */
function dayBreaches(point: RestCheckpoint, rules: RestRules): RestBreach[] {
  const day = { start: point.at - DAY_WINDOW, end: point.at };
  const breaches: RestBreach[] = [];
  if (rules.under18 && point.restIn24h < LIMITS.restIn24Under18) breaches.push(breach(rules, 'min12HoursIn24Under18', day, point.restIn24h));
  if (!rules.under18 && point.restIn24h < LIMITS.restIn24) breaches.push(breach(rules, 'min10HoursIn24', day, point.restIn24h));
  const [periods, inAllowed] = rules.stcwException ? [LIMITS.restPeriodsException, point.threeLongestIn24h] : [LIMITS.restPeriods, point.twoLongestIn24h];
  if (point.restPeriodsIn24h > periods && point.restIn24h >= LIMITS.restIn24 && inAllowed < LIMITS.restIn24) breaches.push(breach(rules, 'tooManyRestPeriods', day, point.restPeriodsIn24h));
  if (point.longestRestIn24h < LIMITS.longestRestPeriod) breaches.push(breach(rules, 'noRestPeriodOf6Hours', day, point.longestRestIn24h));
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
  // The three longest periods in the window, longest first.
  let top1 = 0;
  let top2 = 0;
  let top3 = 0;
  for (let index = first; index < rest.length && rest[index]!.start < at; index += 1) {
    const span = rest[index]!;
    const end = Math.min(span.end, at);
    const weekFrom = Math.max(span.start, weekStart);
    if (end > weekFrom) restIn7Days += minutesBetween(weekFrom, end);
    const dayFrom = Math.max(span.start, dayStart);
    if (end <= dayFrom) continue;
    const minutes = minutesBetween(dayFrom, end);
    restIn24h += minutes;
    longestRestIn24h = Math.max(longestRestIn24h, minutes);
    if (minutes < MIN_REST_PERIOD_MINUTES) continue;
    restPeriodsIn24h += 1;
    if (minutes > top1) {
      top3 = top2;
      top2 = top1;
      top1 = minutes;
    } else if (minutes > top2) {
      top3 = top2;
      top2 = minutes;
    } else if (minutes > top3) top3 = minutes;
  }
  return { at, restIn24h, restIn7Days, restPeriodsIn24h, longestRestIn24h, twoLongestIn24h: top1 + top2, threeLongestIn24h: top1 + top2 + top3 };
}
