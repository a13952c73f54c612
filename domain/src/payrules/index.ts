// The pay-rule engine (DOMAIN.md section 7): pure functions from realised watches, an employment
// and an agreement's rules to postings in exact decimals.

export type { Decimal } from './decimal.ts';
export { DECIMALS, ONE, decimal, decimalToNumber, divideRounded, formatDecimal, roundDecimal } from './decimal.ts';
export type {
  BalanceYear,
  CashCompensationDetail,
  ChangedPropertyDetail,
  DerivedActivityDetail,
  EmploymentInput,
  HourlySaveDetail,
  MeanActivityDetail,
  MonthlySaveDetail,
  PayRuleDetail,
  PayRuleInput,
  PayRuleKind,
  PeriodActivityDetail,
  PeriodDetail,
  Posting,
  PreFactorInput,
  PropertyFilterDetail,
  RealisedWatchInput,
  SinglePropertyDetail,
  SpecialDayDetail,
  SplitSinglePropertyDetail,
  StepSinglePropertyDetail,
  UseFutureDetail,
  WatchPropertyInput,
} from './types.ts';
export type { PreparedWatch } from './prepared-watch.ts';
export { prepareWatch, prepareWatches } from './prepared-watch.ts';
export type { MonthInput } from './engine.ts';
export { appliesDuring, appliesOn, calculateMonth, evaluateRule, sortRules } from './engine.ts';
export type { AgreementRuleInput } from './effective-rules.ts';
export { effectiveRules } from './effective-rules.ts';
export { balanceYearOf } from './monthly-save.ts';
export type { Payout } from './cash-compensation.ts';
export { cashCompensation } from './cash-compensation.ts';
export type { DerivedClosingActivity } from './derived-activity.ts';
export { derivedActivity } from './derived-activity.ts';
export type { MeanActivityBalance, MeanActivityInput } from './mean-activity.ts';
export { meanActivityBalance } from './mean-activity.ts';
export type { Norm, NormInput, NormMove, NormRange } from './period-activity.ts';
export { normMove, normOf, normRangeOf } from './period-activity.ts';
export type { WorkingTime } from './part-time.ts';
export { WORKDAYS_PER_WEEK, dayHoursOf, partTimeShare, shareNumber } from './part-time.ts';
export type { Balance, BalanceAccount, BalanceActivity, BalanceEntry, BalanceEntryKind, BalanceYearSetting, BalancesInput } from './balances.ts';
export { balanceOwner, balanceYearOfDate, balancesAt } from './balances.ts';
