import { addDays, daysBetween, daysInMonth, formatIsoDate, parseIsoDate, weekday } from '@kaj/calendar';
import type { IsoDate } from '@kaj/calendar';
import { amountOf, minus, times } from './amount.ts';
import type { Amount } from './amount.ts';
import { divideRounded } from './decimal.ts';
import type { Decimal } from './decimal.ts';
import type { EmploymentInput, PayRuleInput, PeriodActivityDetail } from './types.ts';

/** A norm period's first and last day (inclusive). */
export interface NormRange {
  readonly start: IsoDate;
  readonly end: IsoDate;
}

/**
 * The norm period that `SetNormStart` starts on `start` (DOMAIN.md section 7):
 * - `months`: from the start to the day before the same day `months` months later (to the end of
 *   that month when it lacks the day: one month from 31 January ends 28 February);
 * - `weeks`: `weeks` × 7 days from the start;
 * - `monthWeeks`: the whole weeks (Monday–Sunday) of `monthWeeks` months from the start's month,
 *   a week belonging to the month that holds its Thursday (as ISO weeks belong to years), so
 *   successive periods meet without gap or overlap.
 * `SetNormPeriodEnd` overrides the end; the caller passes that range instead.
 */
export function normRangeOf(detail: PeriodActivityDetail, start: IsoDate): NormRange {
  if (detail.weeks !== null) return { start, end: addDays(start, detail.weeks * 7 - 1) };
  if (detail.monthWeeks !== null) {
    const { year, month } = parseIsoDate(start);
    const first = formatIsoDate({ year, month, day: 1 });
    const lastMonth = year * 12 + month - 1 + detail.monthWeeks - 1;
    const lastYear = Math.floor(lastMonth / 12);
    const lastMonthNumber = (lastMonth % 12) + 1;
    const last = formatIsoDate({ year: lastYear, month: lastMonthNumber, day: daysInMonth(lastYear, lastMonthNumber) });
    const firstThursday = addDays(first, (4 - weekday(first) + 7) % 7);
    const lastThursday = addDays(last, -((weekday(last) - 4 + 7) % 7));
    return { start: addDays(firstThursday, -3), end: addDays(lastThursday, 3) };
  }
  const months = detail.months ?? 1;
  const { year, month, day } = parseIsoDate(start);
  const target = year * 12 + month - 1 + months;
  const targetYear = Math.floor(target / 12);
  const targetMonth = (target % 12) + 1;
  const lastDay = daysInMonth(targetYear, targetMonth);
  // From 31 January one month runs to the end of February: a day the month lacks ends it on its last day.
  if (day > lastDay) return { start, end: formatIsoDate({ year: targetYear, month: targetMonth, day: lastDay }) };
  return { start, end: addDays(formatIsoDate({ year: targetYear, month: targetMonth, day }), -1) };
}

export interface NormInput {
  readonly range: NormRange;
  readonly employment: EmploymentInput;
  /** The activity of `sourcePayAccountId` in the range so far (forecast postings included, if the caller wants them shown). */
  readonly activity: Decimal;
  /** Hours of absence in the range (ferie, sygdom …) that lower the target when `hasTimeLoss`. */
  readonly timeLoss: Decimal;
}

/** `NormDto`'s numbers. */
export interface Norm {
  readonly ruleId: number;
  readonly start: IsoDate;
  readonly end: IsoDate;
  /** Employed days in the range. */
  readonly days: number;
  readonly target: Decimal;
  readonly min: Decimal | null;
  readonly max: Decimal | null;
  readonly timeLoss: Decimal;
  readonly activity: Decimal;
  /** activity − target. */
  readonly balance: Decimal;
  readonly isOverTarget: boolean;
  readonly isOverMax: boolean;
}

/**
 * A norm (period activity): the target is `targetActivity` hours a week × employed days / 7 × the
 * employment's part time, less the time loss with `hasTimeLoss` (never below 0); min and max likewise
 * without time loss. 3 months from 2026-01-01 (90 days) at 37 hours: 475,714286 hours; at 30 of 37
 * hours a week: 385,714286 hours.
 */
export function normOf(rule: PayRuleInput<PeriodActivityDetail>, input: NormInput): Norm {
  const detail = rule.detail;
  const { start, end } = input.range;
  const from = input.employment.start > start ? input.employment.start : start;
  const to = input.employment.end !== null && input.employment.end < end ? input.employment.end : end;
  const days = to < from ? 0 : daysBetween(from, to) + 1;
  const decimals = rule.round ?? 6;
  // A part-timer's week is her share of the rule's full-time hours (30 of 37 hours a week: 30/37 of each).
  const share = input.employment.partTime ?? { num: 1n, den: 1n };
  const weeks: Amount = { num: BigInt(days) * share.num, den: 7n * share.den };
  const timeLoss = detail.hasTimeLoss ? input.timeLoss : 0n;
  const fullTarget = minus(times(weeks, detail.targetActivity), amountOf(timeLoss));
  const target = fullTarget.num < 0n ? 0n : divideRounded(fullTarget.num, fullTarget.den, decimals);
  const perWeek = (hours: number | null): Decimal | null => {
    if (hours === null) return null;
    const amount = times(weeks, hours);
    return divideRounded(amount.num, amount.den, decimals);
  };
  const min = perWeek(detail.minActivity);
  const max = perWeek(detail.maxActivity);
  return {
    ruleId: rule.id,
    start,
    end,
    days,
    target,
    min,
    max,
    timeLoss,
    activity: input.activity,
    balance: input.activity - target,
    isOverTarget: input.activity > target,
    isOverMax: max !== null && input.activity > max,
  };
}

/** The closing activities at a norm period's end: the excess leaves the source, and × factor arrives in the target account. */
export interface NormMove {
  readonly ruleId: number;
  readonly fromPayAccountId: number;
  readonly toPayAccountId: number;
  /** Positive: what leaves the source account (Normoverførsel). */
  readonly moved: Decimal;
  /** What the target account receives (Normoverførsel modtaget): moved × factor. */
  readonly received: Decimal;
}

/**
 * At the norm period's end, the excess of the source account over the target moves to
 * `moveToPayAccountId`, multiplied there by `factor`. No excess, or no target account: nothing.
 */
export function normMove(rule: PayRuleInput<PeriodActivityDetail>, norm: Norm): NormMove | null {
  const { moveToPayAccountId, sourcePayAccountId, factor } = rule.detail;
  if (moveToPayAccountId === null || norm.balance <= 0n) return null;
  const received = times(amountOf(norm.balance), factor);
  return {
    ruleId: rule.id,
    fromPayAccountId: sourcePayAccountId,
    toPayAccountId: moveToPayAccountId,
    moved: norm.balance,
    received: divideRounded(received.num, received.den, rule.round ?? 6),
  };
}
