import { periodEnd } from '@kaj/calendar';
import type { IsoDate, Period } from '@kaj/calendar';
import { evaluateChangedProperty } from './changed-property.ts';
import { evaluateHourlySave } from './hourly-save.ts';
import { evaluateMonthlySave } from './monthly-save.ts';
import { evaluatePeriod } from './period-rule.ts';
import { prepareWatches } from './prepared-watch.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import { evaluateSingleProperty } from './single-property.ts';
import { evaluateSpecialDay } from './special-day.ts';
import { evaluateSplitSingleProperty } from './split-single-property.ts';
import { evaluateStepSingleProperty } from './step-single-property.ts';
import type { EmploymentInput, PayRuleDetail, PayRuleInput, Posting, RealisedWatchInput } from './types.ts';
import { evaluateUseFuture } from './use-future.ts';

export interface MonthInput {
  readonly period: Period;
  readonly employment: EmploymentInput;
  /** The agreement's effective rules (see `effectiveRules`); order does not matter. */
  readonly rules: readonly PayRuleInput[];
  /** The month's realised watches, and planned watches after today marked `forecast`. */
  readonly watches: readonly RealisedWatchInput[];
}

/**
 * The activities of one employment's month (DOMAIN.md section 7): every rule in ascending
 * calcOrder (then id) over the watches in date order, pre-factors applied, each posting rounded
 * per its rule. Closing kinds (cash compensation, mean and period activity, derived activity)
 * post nothing here: they run at closing over balances. Deterministic: the same input gives the
 * same postings in the same order.
 */
export function calculateMonth(input: MonthInput): Posting[] {
  const watches = prepareWatches(input.watches);
  const out: Posting[] = [];
  for (const rule of sortRules(input.rules)) {
    const detail = rule.detail;
    if (detail === null || rule.payAccountId === null) continue;
    if (detail.kind === 'monthlySave') {
      if (appliesDuring(rule, input.period, periodEnd(input.period))) {
        evaluateMonthlySave(narrow(rule, detail), input.employment, input.period, out);
      }
      continue;
    }
    for (const watch of watches) evaluateRule(rule, watch, input.employment, out);
  }
  return out;
}

/**
 * One rule over one watch, appending its postings to `out`: the engine's hot loop, and the unit
 * the benchmark counts. Allocates only the postings it makes (and small bigint ratios).
 */
export function evaluateRule(rule: PayRuleInput, watch: PreparedWatch, employment: EmploymentInput, out: Posting[]): void {
  const detail = rule.detail;
  if (detail === null || !appliesOn(rule, watch.watch.date)) return;
  if (watch.watch.forecast && detail.kind !== 'useFuture') return;
  dispatch(rule, detail, watch, employment, out);
}

function dispatch(rule: PayRuleInput, detail: PayRuleDetail, watch: PreparedWatch, employment: EmploymentInput, out: Posting[]): void {
  switch (detail.kind) {
    case 'hourlySave':
      return evaluateHourlySave(narrow(rule, detail), watch, out);
    case 'singleProperty':
      return evaluateSingleProperty(narrow(rule, detail), watch, out);
    case 'splitSingleProperty':
      return evaluateSplitSingleProperty(narrow(rule, detail), watch, out);
    case 'useFuture':
      return evaluateUseFuture(narrow(rule, detail), watch, out);
    case 'stepSingleProperty':
      return evaluateStepSingleProperty(narrow(rule, detail), watch, out);
    case 'specialDay':
      return evaluateSpecialDay(narrow(rule, detail), watch, out);
    case 'period':
      return evaluatePeriod(narrow(rule, detail), watch, out);
    case 'changedProperty':
      return evaluateChangedProperty(narrow(rule, detail), watch, employment, out);
    case 'monthlySave':
    case 'cashCompensation':
    case 'meanActivity':
    case 'periodActivity':
    case 'derivedActivity':
      return;
    default: {
      const unknown: never = detail;
      throw new Error(`Unknown rule kind: ${JSON.stringify(unknown)}`);
    }
  }
}

/** Rules in ascending calcOrder, ties by id, so the order never depends on how they were read. */
export function sortRules(rules: readonly PayRuleInput[]): PayRuleInput[] {
  return [...rules].sort((a, b) => a.calcOrder - b.calcOrder || a.id - b.id);
}

/** Whether the rule's `startDate`–`endDate` (inclusive, null open) holds the date. */
export function appliesOn(rule: Pick<PayRuleInput, 'startDate' | 'endDate'>, date: IsoDate): boolean {
  return (rule.startDate == null || rule.startDate <= date) && (rule.endDate == null || date <= rule.endDate);
}

/** Whether the rule applies on any day from `start` to `end`. */
export function appliesDuring(rule: Pick<PayRuleInput, 'startDate' | 'endDate'>, start: IsoDate, end: IsoDate): boolean {
  return (rule.startDate == null || rule.startDate <= end) && (rule.endDate == null || start <= rule.endDate);
}

/** The rule seen with its detail's narrowed type; `detail` is `rule.detail`, so nothing is copied in the hot loop. */
function narrow<D extends PayRuleDetail>(rule: PayRuleInput, detail: D): PayRuleInput<D> {
  if (rule.detail !== detail) throw new Error('narrow: detail of another rule');
  return rule as PayRuleInput<D>;
}
