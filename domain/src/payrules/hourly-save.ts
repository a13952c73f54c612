import { addPeriods } from '@kaj/calendar';
import { hoursOf, post, times, withPreFactors } from './amount.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import type { HourlySaveDetail, PayRuleInput, Posting } from './types.ts';

/**
 * Hourly save: every realised watch posts its paid hours × factor, dated on the watch, in the
 * watch's month plus `saveMonthOffset`. Property values do not replace the hours here: the rule
 * names no property, and a Tillæg of 250 kr is not 250 hours.
 */
export function evaluateHourlySave(rule: PayRuleInput<HourlySaveDetail>, watch: PreparedWatch, out: Posting[]): void {
  const { factor, saveMonthOffset } = rule.detail;
  const amount = withPreFactors(rule, watch, times(hoursOf(watch.watch.paidMinutes), factor));
  const period = saveMonthOffset === 0 ? watch.period : addPeriods(watch.period, saveMonthOffset);
  post(out, rule, watch, watch.watch.date, amount, period);
}
