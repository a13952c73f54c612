import { amountOf, dividedBy, post, times, withPreFactors } from './amount.ts';
import { ONE } from './decimal.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import { hoursQuantity, matchesPropertyFilter, propertyValue, unweightedQuantity, watchMinutes, weighted } from './property-filter.ts';
import type { PayRuleInput, Posting, SplitSinglePropertyDetail } from './types.ts';

/**
 * Split single property: as single property, but a watch across midnight posts each date's part
 * on that date (and so in that month). Paid minutes are shared out over the parts in proportion
 * to their clock minutes, the last part taking the remainder, so the parts add up to the whole.
 * A property value or a fixed value is not time and posts whole on the watch's date.
 */
export function evaluateSplitSingleProperty(rule: PayRuleInput<SplitSinglePropertyDetail>, watch: PreparedWatch, out: Posting[]): void {
  const detail = rule.detail;
  if (!matchesPropertyFilter(detail, watch)) return;
  const minutes = watchMinutes(detail, watch);
  const parts = watch.dateParts;
  if (parts.length === 1 || propertyValue(detail, watch) !== null || detail.fixedValue !== null) {
    const quantity = withPreFactors(rule, watch, unweightedQuantity(detail, watch, minutes));
    post(out, rule, watch, watch.watch.date, weighted(rule, detail, watch, quantity), watch.period);
    return;
  }
  let given = 0;
  parts.forEach((part, index) => {
    const share = index === parts.length - 1 ? minutes - given : shareOf(minutes, part.minutes, watch.clockMinutes);
    given += share;
    // With daysPrWeek each date counts as one calendar day.
    const counted = detail.daysPrWeek === null ? hoursQuantity(detail, share) : times(dividedBy(amountOf(ONE), 7), detail.daysPrWeek);
    const quantity = withPreFactors(rule, watch, counted);
    post(out, rule, watch, part.date, weighted(rule, detail, watch, quantity));
  });
}

/** `total × part / whole`, rounded half up to whole minutes. */
function shareOf(total: number, part: number, whole: number): number {
  return whole === 0 ? 0 : Math.floor((total * part * 2 + whole) / (whole * 2));
}
