import { hoursOf, post, times, withPreFactors } from './amount.ts';
import { isNamedDay } from './day-cache.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import type { PayRuleInput, Posting, SpecialDayDetail } from './types.ts';

/**
 * Special day: the clock minutes a watch spends on that date (`MM-DD`, or a holiday or special
 * day by name, resolved in each part's year) × factor; a watch across midnight counts only its
 * part on the date.
 */
export function evaluateSpecialDay(rule: PayRuleInput<SpecialDayDetail>, watch: PreparedWatch, out: Posting[]): void {
  const { day, factor } = rule.detail;
  for (const part of watch.dateParts) {
    if (part.minutes === 0 || !isNamedDay(day, part.date)) continue;
    post(out, rule, watch, part.date, withPreFactors(rule, watch, times(hoursOf(part.minutes), factor)));
  }
}
