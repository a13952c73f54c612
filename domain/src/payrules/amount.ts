import { ONE, decimal, divideRounded } from './decimal.ts';
import type { Decimal } from './decimal.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import type { PayRuleInput, Posting } from './types.ts';
import { periodOfDate } from './day-cache.ts';
import type { IsoDate, Period } from '@kaj/calendar';

/**
 * An exact ratio `num / den` of bigints: hours are minutes / 60, a factor is millionths / 10^6.
 * Rules build a value as a ratio and round it once when they post.
 */
export interface Amount {
  readonly num: bigint;
  readonly den: bigint;
}

const SIXTY = 60n;

export function hoursOf(minutes: number): Amount {
  return { num: BigInt(minutes), den: SIXTY };
}

export function amountOf(value: Decimal): Amount {
  return { num: value, den: ONE };
}

/** `amount × factor`, the factor as the contract carries it (a number written in decimals). */
export function times(amount: Amount, factor: number | Decimal): Amount {
  const exact = typeof factor === 'bigint' ? factor : decimal(factor);
  return { num: amount.num * exact, den: amount.den * ONE };
}

export function dividedBy(amount: Amount, divisor: number): Amount {
  return { num: amount.num * ONE, den: amount.den * decimal(divisor) };
}

export function plus(a: Amount, b: Amount): Amount {
  return { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
}

export function minus(a: Amount, b: Amount): Amount {
  return { num: a.num * b.den - b.num * a.den, den: a.den * b.den };
}

/** -1, 0 or 1 as a is less than, equal to or greater than b (denominators are positive). */
export function compare(a: Amount, b: Amount): number {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

export const ZERO_AMOUNT: Amount = { num: 0n, den: 1n };

/**
 * The amount times the rule's pre-factors for the properties the watch has (DOMAIN.md
 * section 7): unchanged when none applies, 0 when a factor 0 makes the rule ignore the watch.
 */
export function withPreFactors(rule: PayRuleInput, watch: PreparedWatch, amount: Amount): Amount {
  let result = amount;
  for (const preFactor of rule.preFactors) {
    if (watch.properties.has(preFactor.propertyId)) result = times(result, preFactor.factor);
  }
  return result;
}

/**
 * Round an amount per the rule and push the posting; a value of 0 posts nothing, so an ignored
 * or empty watch leaves no activity behind.
 */
export function post(
  out: Posting[],
  rule: PayRuleInput,
  watch: PreparedWatch | null,
  date: IsoDate,
  amount: Amount,
  period: Period = periodOfDate(date),
): void {
  if (rule.payAccountId === null || amount.num === 0n) return;
  const value = divideRounded(amount.num, amount.den, rule.round ?? 6);
  if (value === 0n) return;
  out.push({
    ruleId: rule.id,
    payAccountId: rule.payAccountId,
    realisedWatchId: watch ? watch.watch.id : null,
    date,
    period,
    value,
    forecast: watch ? watch.watch.forecast : false,
  });
}
