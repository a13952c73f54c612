import { spanMinutes, wallClockOf } from '@kaj/calendar';
import type { Instant, Span } from '@kaj/calendar';
import { DAY_WINDOW, LIMITS, WEEK_WINDOW, ruleText } from './rules.ts';
import type { RestBreach, RestCheckpoint, RestRule, RestRules } from './rules.ts';

// The 7-day rules and the STCW exception of A-VIII/1 §9 (see docs/decisions.md, "Hviletid, anden udgave").

export function breach(rules: RestRules, rule: RestRule, window: Span, measured: number): RestBreach {
  return { rule, text: ruleText(rule, rules), start: window.start, end: window.end, from: wallClockOf(window.start), to: wallClockOf(window.end), measured };
}

/**
 * The rules of the 7 days back from each checkpoint: 77 hours, or under the exception 70. The exception is in use
 * while a week holds less than 77 hours and runs from the start of the first such week: for at most two weeks, and
 * a new run may not start before twice the last run's length has passed since it ended.
 */
export function weekBreaches(checkpoints: readonly RestCheckpoint[], rules: RestRules): RestBreach[] {
  const breaches: RestBreach[] = [];
  let run: { start: Instant; end: Instant } | undefined;
  let lastRun: { start: Instant; end: Instant } | undefined;
  for (const point of checkpoints) {
    const week = { start: point.at - WEEK_WINDOW, end: point.at };
    if (!rules.stcwException) {
      if (point.restIn7Days < LIMITS.restIn7Days) breaches.push(breach(rules, 'min77HoursIn7Days', week, point.restIn7Days));
      continue;
    }
    if (point.restIn7Days < LIMITS.restIn7DaysException) breaches.push(breach(rules, 'min70HoursIn7DaysException', week, point.restIn7Days));
    if (point.restIn7Days >= LIMITS.restIn7Days) {
      if (run) lastRun = run;
      run = undefined;
      continue;
    }
    if (!run) {
      run = { start: week.start, end: point.at };
      if (lastRun) {
        const pause = { start: lastRun.end, end: run.start };
        const needed = 2 * (lastRun.end - lastRun.start);
        if (pause.end - pause.start < needed) breaches.push(breach(rules, 'exceptionTooSoon', { start: lastRun.start, end: point.at }, Math.max(0, spanMinutes(pause))));
      }
    }
    run.end = point.at;
    if (spanMinutes(run) > LIMITS.exceptionRun) breaches.push(breach(rules, 'exceptionOverTwoWeeks', { ...run }, spanMinutes(run)));
  }
  return breaches;
}

/**
 * Under the exception the 10 hours may lie in three periods, but on at most two 24-hour periods in any 7 days.
 * A 24-hour period uses the three periods when its longest two hold less than 10 hours and its longest three at
 * least 10. Checkpoints overlap, so such a window counts only if it starts after the last counted one ended (one
 * drill seen by several checkpoints is one 24-hour period); the breach's window is the 7 days back from the third.
 */
export function splitDayBreaches(checkpoints: readonly RestCheckpoint[], rules: RestRules): RestBreach[] {
  const breaches: RestBreach[] = [];
  const counted: Instant[] = [];
  for (const point of checkpoints) {
    const split = point.restPeriodsIn24h > LIMITS.restPeriods && point.twoLongestIn24h < LIMITS.restIn24 && point.threeLongestIn24h >= LIMITS.restIn24;
    const last = counted.at(-1);
    if (!split || (last !== undefined && point.at - DAY_WINDOW < last)) continue;
    counted.push(point.at);
    const inWeek = counted.filter((end) => end - DAY_WINDOW >= point.at - WEEK_WINDOW).length;
    if (inWeek > LIMITS.threePeriodDaysInWeek) breaches.push(breach(rules, 'threePeriodsOnMoreThanTwoDays', { start: point.at - WEEK_WINDOW, end: point.at }, inWeek));
  }
  return breaches;
}
