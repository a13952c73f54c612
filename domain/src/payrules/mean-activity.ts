import { daysBetween } from '@kaj/calendar';
import type { IsoDate } from '@kaj/calendar';
import { amountOf, minus, times } from './amount.ts';
import { divideRounded } from './decimal.ts';
import type { Decimal } from './decimal.ts';
import type { EmploymentInput, MeanActivityDetail, PayRuleInput } from './types.ts';

export interface MeanActivityInput {
  /** The closings measured, first and last day (inclusive). */
  readonly start: IsoDate;
  readonly end: IsoDate;
  readonly employment: EmploymentInput;
  /** Activity per pay account over `start`–`end` (the postings of rules with a lower calcOrder). */
  readonly activity: ReadonlyMap<number, Decimal>;
  /** `AdjustContractBalance`: adjustments added to the balance. */
  readonly adjustments?: readonly Decimal[];
}

export interface MeanActivityBalance {
  readonly ruleId: number;
  /** Employed days in the range. */
  readonly days: number;
  /** targetActivity hours per week × employed days / 7. */
  readonly target: Decimal;
  /** The named accounts' activity. */
  readonly activity: Decimal;
  /** activity − target + adjustments: above 0 the employee has worked more than the contract. */
  readonly balance: Decimal;
}

/**
 * Mean activity (`MeanActivityBalance`): the activity of `payAccountId` (and 2, 3) against
 * `targetActivity` hours a week, pro rata the employment's days in the range and its part time. 37 hours a
 * week over a 30-day month is 37 × 30 / 7 = 158,571429 hours; a 30-hour employment's is 30 × 30 / 7 = 128,571429. Rounded per the rule (six decimals without).
 */
export function meanActivityBalance(rule: PayRuleInput<MeanActivityDetail>, input: MeanActivityInput): MeanActivityBalance {
  const { targetActivity, payAccountId, payAccountId2, payAccountId3 } = rule.detail;
  const from = input.employment.start > input.start ? input.employment.start : input.start;
  const to = input.employment.end !== null && input.employment.end < input.end ? input.employment.end : input.end;
  const days = to < from ? 0 : daysBetween(from, to) + 1;
  let activity = 0n;
  for (const accountId of new Set([payAccountId, payAccountId2, payAccountId3])) {
    if (accountId !== null) activity += input.activity.get(accountId) ?? 0n;
  }
  const decimals = rule.round ?? 6;
  const share = input.employment.partTime ?? { num: 1n, den: 1n };
  const targetAmount = times({ num: BigInt(days) * share.num, den: 7n * share.den }, targetActivity);
  const target = divideRounded(targetAmount.num, targetAmount.den, decimals);
  const adjustment = (input.adjustments ?? []).reduce((sum, value) => sum + value, 0n);
  const exact = minus(amountOf(activity + adjustment), targetAmount);
  return { ruleId: rule.id, days, target, activity, balance: divideRounded(exact.num, exact.den, decimals) };
}

