import { amountOf, compare, minus, plus, post, times } from './amount.ts';
import type { Amount } from './amount.ts';
import { decimal } from './decimal.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import { baseQuantity, matchesPropertyFilter } from './property-filter.ts';
import type { PayRuleInput, Posting, StepSinglePropertyDetail } from './types.ts';

/**
 * Step single property: per matching watch, the quantity (hours, or the property's value such as
 * Overtid 4,5) up to `cutValue` × factorBelow plus the quantity above it × factorAbove. The
 * filter's own `factor` and `fixedValue` play no part: the two step factors say it all.
 */
export function evaluateStepSingleProperty(rule: PayRuleInput<StepSinglePropertyDetail>, watch: PreparedWatch, out: Posting[]): void {
  const detail = rule.detail;
  if (!matchesPropertyFilter(detail, watch)) return;
  const quantity = baseQuantity(rule, detail, watch);
  post(out, rule, watch, watch.watch.date, stepped(quantity, detail.cutValue, detail.factorBelow, detail.factorAbove), watch.period);
}

/** `min(q, cut) × below + max(q − cut, 0) × above`, exactly. */
export function stepped(quantity: Amount, cutValue: number, factorBelow: number, factorAbove: number): Amount {
  const cut = amountOf(decimal(cutValue));
  if (compare(quantity, cut) <= 0) return times(quantity, factorBelow);
  return plus(times(cut, factorBelow), times(minus(quantity, cut), factorAbove));
}
