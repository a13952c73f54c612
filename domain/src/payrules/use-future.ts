import type { PreparedWatch } from './prepared-watch.ts';
import { evaluateSingleProperty } from './single-property.ts';
import type { PayRuleInput, Posting, UseFutureDetail } from './types.ts';

/**
 * Use future: as single property, but it also reads planned watches after today (`forecast`),
 * whose postings are marked forecast: they show in balances and norms and are never closed or exported.
 * The engine hands forecast watches to this kind only.
 */
export function evaluateUseFuture(rule: PayRuleInput<UseFutureDetail>, watch: PreparedWatch, out: Posting[]): void {
  evaluateSingleProperty(rule, watch, out);
}
