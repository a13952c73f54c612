import type { Period } from '@kaj/calendar';
import { divideRounded, ONE } from './decimal.ts';
import type { Decimal } from './decimal.ts';
import type { CashCompensationDetail, PayRuleInput } from './types.ts';

/** What a closing pays out of an account (an outgoing closing activity the export can carry). */
export interface Payout {
  readonly ruleId: number;
  readonly payAccountId: number;
  readonly period: Period;
  /** Positive: the amount that leaves the balance. */
  readonly value: Decimal;
}

/**
 * Cash compensation, at the closing of `period`: every month, or in month `month`, the account's
 * positive balance (after the month's activities and the rules of lower calcOrder) is paid out.
 * A balance of zero or below pays nothing.
 */
export function cashCompensation(rule: PayRuleInput<CashCompensationDetail>, period: Period, balance: Decimal): Payout | null {
  const { everyMonth, month } = rule.detail;
  if (rule.payAccountId === null || balance <= 0n) return null;
  if (!everyMonth && Number(period.slice(5, 7)) !== month) return null;
  return { ruleId: rule.id, payAccountId: rule.payAccountId, period, value: divideRounded(balance, ONE, rule.round ?? 6) };
}
