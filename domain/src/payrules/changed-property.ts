import { amountOf, hoursOf, post, times, withPreFactors } from './amount.ts';
import { decimal } from './decimal.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import type { ChangedPropertyDetail, EmploymentInput, PayRuleInput, Posting } from './types.ts';

/**
 * Changed property: a watch with `watchPropertyId` on an employment that carries
 * `agreementPropertyId` (a styrmand sailing as overstyrmand) posts its paid hours × factor,
 * or the watch property's value × factor when it carries one.
 */
export function evaluateChangedProperty(
  rule: PayRuleInput<ChangedPropertyDetail>,
  watch: PreparedWatch,
  employment: EmploymentInput,
  out: Posting[],
): void {
  const { agreementPropertyId, watchPropertyId, factor } = rule.detail;
  if (!watch.properties.has(watchPropertyId) || !employment.propertyIds.includes(agreementPropertyId)) return;
  const value = watch.properties.get(watchPropertyId) ?? null;
  const quantity = value === null ? hoursOf(watch.watch.paidMinutes) : amountOf(decimal(value));
  post(out, rule, watch, watch.watch.date, withPreFactors(rule, watch, times(quantity, factor)), watch.period);
}
