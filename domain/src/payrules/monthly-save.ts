import { addPeriods, daysBetween, daysInMonth, periodEnd, periodOfMonth } from '@kaj/calendar';
import type { Period } from '@kaj/calendar';
import { amountOf, dividedBy, post, times } from './amount.ts';
import { decimal } from './decimal.ts';
import type { BalanceYear, EmploymentInput, MonthlySaveDetail, PayRuleInput, Posting } from './types.ts';

/**
 * Monthly save: every month of the employment posts `value` (2,08 feriedage) in the month plus
 * `saveMonthOffset`, into the balance year that starts in the latest `saveStartMonth` at or before
 * that month. The balance can be spent until the day before `expiresInMonths` after the year's
 * start (September 2025 + 16 months: until 2026-12-31). With `relativeToPayAccount` the value is
 * pro rata the employment's days in the month. Dated the first day employed in the month.
 */
export function evaluateMonthlySave(
  rule: PayRuleInput<MonthlySaveDetail>,
  employment: EmploymentInput,
  period: Period,
  out: Posting[],
): void {
  const detail = rule.detail;
  const last = periodEnd(period);
  const from = employment.start > period ? employment.start : period;
  const to = employment.end !== null && employment.end < last ? employment.end : last;
  if (to < from) return;
  const days = daysBetween(from, to) + 1;
  const monthDays = daysInMonth(Number(period.slice(0, 4)), Number(period.slice(5, 7)));
  const whole = amountOf(decimal(detail.value));
  const amount = detail.relativeToPayAccount && days < monthDays ? dividedBy(times(whole, days), monthDays) : whole;
  const postingPeriod = addPeriods(period, detail.saveMonthOffset);
  const before = out.length;
  post(out, rule, null, from, amount, postingPeriod);
  const posted = out[before];
  if (posted) out[before] = { ...posted, balanceYear: balanceYearOf(postingPeriod, detail.saveStartMonth, detail.expiresInMonths) };
}

/** The balance year a period's saving goes into, and its last day of spending. */
export function balanceYearOf(period: Period, saveStartMonth: number, expiresInMonths: number | null): BalanceYear {
  const year = Number(period.slice(0, 4));
  const month = Number(period.slice(5, 7));
  const start = periodOfMonth(month >= saveStartMonth ? year : year - 1, saveStartMonth);
  const expiryDate = expiresInMonths === null ? null : periodEnd(addPeriods(start, expiresInMonths - 1));
  return { start, expiryDate };
}
