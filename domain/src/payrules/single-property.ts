import { post } from './amount.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import { baseQuantity, matchesPropertyFilter, weighted } from './property-filter.ts';
import type { PayRuleInput, Posting, SinglePropertyDetail, UseFutureDetail } from './types.ts';

/**
 * Single property: a watch with `propertyId` (and `propertyId2`) and neither not-property posts
 * `fixedValue`, or its hours (or the property's value) × factor, on the watch's date.
 */
export function evaluateSingleProperty(
  rule: PayRuleInput<SinglePropertyDetail | UseFutureDetail>,
  watch: PreparedWatch,
  out: Posting[],
): void {
  const detail = rule.detail;
  if (!matchesPropertyFilter(detail, watch)) return;
  post(out, rule, watch, watch.watch.date, weighted(rule, detail, watch, baseQuantity(rule, detail, watch)), watch.period);
}
