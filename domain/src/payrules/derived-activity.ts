import type { Period } from '@kaj/calendar';
import { decimal, divideRounded, ONE } from './decimal.ts';
import type { Decimal } from './decimal.ts';
import type { DerivedActivityDetail, PayRuleInput } from './types.ts';

/** A closing activity of the target type on the rule's pay account. */
export interface DerivedClosingActivity {
  readonly ruleId: number;
  readonly payAccountId: number;
  readonly closingTypeId: number;
  readonly period: Period;
  readonly value: Decimal;
}

/**
 * Derived activity, at the closing of `period`: `factor` × the closing activity of the source type
 * (12,5 % feriegodtgørelse of paid-out afspadsering), rounded per the rule. Nothing when the source is 0.
 */
export function derivedActivity(
  rule: PayRuleInput<DerivedActivityDetail>,
  period: Period,
  sourceValue: Decimal,
): DerivedClosingActivity | null {
  const { factor, targetTypeId } = rule.detail;
  if (rule.payAccountId === null) return null;
  const value = divideRounded(sourceValue * decimal(factor), ONE * ONE, rule.round ?? 6);
  if (value === 0n) return null;
  return { ruleId: rule.id, payAccountId: rule.payAccountId, closingTypeId: targetTypeId, period, value };
}
