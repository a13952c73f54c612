import { amountOf, dividedBy, hoursOf, times, withPreFactors } from './amount.ts';
import type { Amount } from './amount.ts';
import { decimal } from './decimal.ts';
import { hasProperty, lacksProperty } from './prepared-watch.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import type { PayRuleInput, PropertyFilterDetail } from './types.ts';

/** Whether a watch has the rule's properties, none of its not-properties, and passes its hour limit. */
export function matchesPropertyFilter(detail: PropertyFilterDetail, watch: PreparedWatch): boolean {
  if (!hasProperty(watch, detail.propertyId) || !hasProperty(watch, detail.propertyId2)) return false;
  if (!lacksProperty(watch, detail.notPropertyId) || !lacksProperty(watch, detail.notPropertyId2)) return false;
  if (detail.hourLimit === null) return true;
  // minutes < hourLimit × 60, exactly: minutes × 10^6 < hourLimit(millionths) × 60.
  const fewer = BigInt(watchMinutes(detail, watch)) * 1_000_000n < decimal(detail.hourLimit) * 60n;
  return detail.lessThan ? fewer : !fewer;
}

/** Paid minutes, or the clock span with `useClockTime`. */
export function watchMinutes(detail: { readonly useClockTime: boolean }, watch: PreparedWatch): number {
  return detail.useClockTime ? watch.clockMinutes : watch.watch.paidMinutes;
}

/** The number the rule's property carries on the watch, if any (Overtid 2,5; Tillæg 250). */
export function propertyValue(detail: PropertyFilterDetail, watch: PreparedWatch): number | null {
  return detail.propertyId === null ? null : (watch.properties.get(detail.propertyId) ?? null);
}

/**
 * What a matching watch counts as before the rule's factor, pre-factors applied:
 * the property's value when it carries one; else with `daysPrWeek` its calendar days × daysPrWeek / 7;
 * else its hours, turned into days by `hoursPrDay`.
 */
export function baseQuantity(rule: PayRuleInput, detail: PropertyFilterDetail, watch: PreparedWatch): Amount {
  return withPreFactors(rule, watch, unweightedQuantity(detail, watch, watchMinutes(detail, watch)));
}

export function unweightedQuantity(detail: PropertyFilterDetail, watch: PreparedWatch, minutes: number): Amount {
  const value = propertyValue(detail, watch);
  if (value !== null) return amountOf(decimal(value));
  if (detail.daysPrWeek !== null) return times(dividedBy(amountOf(decimal(calendarDays(watch))), 7), detail.daysPrWeek);
  return hoursQuantity(detail, minutes);
}

/** Hours of the minutes, turned into days by `hoursPrDay`. */
export function hoursQuantity(detail: PropertyFilterDetail, minutes: number): Amount {
  const hours = hoursOf(minutes);
  return detail.hoursPrDay === null ? hours : dividedBy(hours, detail.hoursPrDay);
}

/** Hours × factor, or the fixed value, for single-property-like rules. */
export function weighted(rule: PayRuleInput, detail: PropertyFilterDetail, watch: PreparedWatch, quantity: Amount): Amount {
  if (detail.fixedValue !== null) return withPreFactors(rule, watch, amountOf(decimal(detail.fixedValue)));
  return times(quantity, detail.factor);
}

/** Calendar dates the watch has time on (at least one). */
function calendarDays(watch: PreparedWatch): number {
  if (watch.clockMinutes === 0) return 1;
  return watch.dateParts.filter((part) => part.minutes > 0).length;
}
