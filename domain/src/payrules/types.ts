import type { Instant, IsoDate, Period, TimeOfDay } from '@kaj/calendar';
import type { Decimal } from './decimal.ts';

/*
 * The pay engine's own inputs (DOMAIN.md section 7). They mirror the contract's rule DTOs
 * (`contract/src/dto/pay-rules.ts`) field for field; the domain does not import the contract,
 * so the server maps one onto the other. Factors and values are the numbers the contract
 * carries and become exact decimals inside the engine.
 */

/** A property on a watch, with its number where the property type carries one (Overtid 2,5). */
export interface WatchPropertyInput {
  readonly propertyId: number;
  readonly value: number | null;
}

export interface RealisedWatchInput {
  readonly id: number;
  readonly employmentId: number;
  /** The date the watch starts on (Copenhagen). */
  readonly date: IsoDate;
  readonly startTime: TimeOfDay;
  /** At or before `startTime`: the next day. */
  readonly endTime: TimeOfDay;
  /** The watch's real span when the caller has it already; otherwise taken from date and times. */
  readonly start?: Instant;
  readonly end?: Instant;
  /** Paid minutes (`totalTime`); may be less than the span, e.g. an unpaid break. */
  readonly paidMinutes: number;
  readonly properties: readonly WatchPropertyInput[];
  /** A planned watch after today: only use-future rules read it, and post forecast activities. */
  readonly forecast: boolean;
}

export interface EmploymentInput {
  readonly id: number;
  readonly start: IsoDate;
  /** Inclusive; null while open-ended. */
  readonly end: IsoDate | null;
  /** The properties the employment carries (department, position, job group …). */
  readonly propertyIds: readonly number[];
  /**
   * Part time: the employment's weekly hours over the agreement's full-time week (30 of 37 hours is 30/37),
   * which scales its norm and mean-activity targets. Missing is full time.
   */
  readonly partTime?: { readonly num: bigint; readonly den: bigint };
}

export interface PreFactorInput {
  readonly propertyId: number;
  readonly factor: number;
}

/** Which watches a property-based rule looks at, and how it counts them. */
export interface PropertyFilterDetail {
  readonly propertyId: number | null;
  readonly propertyId2: number | null;
  readonly notPropertyId: number | null;
  readonly notPropertyId2: number | null;
  readonly factor: number;
  readonly fixedValue: number | null;
  readonly useClockTime: boolean;
  readonly hoursPrDay: number | null;
  readonly daysPrWeek: number | null;
  readonly hourLimit: number | null;
  readonly lessThan: boolean;
}

export interface HourlySaveDetail {
  readonly kind: 'hourlySave';
  readonly factor: number;
  readonly saveMonthOffset: number;
}

export interface MonthlySaveDetail {
  readonly kind: 'monthlySave';
  readonly value: number;
  readonly saveStartMonth: number;
  readonly saveMonthOffset: number;
  readonly expiresInMonths: number | null;
  readonly relativeToPayAccount: boolean;
}

export interface SinglePropertyDetail extends PropertyFilterDetail {
  readonly kind: 'singleProperty';
}

export interface SplitSinglePropertyDetail extends PropertyFilterDetail {
  readonly kind: 'splitSingleProperty';
}

export interface UseFutureDetail extends PropertyFilterDetail {
  readonly kind: 'useFuture';
}

export interface StepSinglePropertyDetail extends PropertyFilterDetail {
  readonly kind: 'stepSingleProperty';
  readonly cutValue: number;
  readonly factorBelow: number;
  readonly factorAbove: number;
}

export interface SpecialDayDetail {
  readonly kind: 'specialDay';
  /** `MM-DD` or a holiday or special day by name. */
  readonly day: string;
  readonly factor: number;
}

export interface PeriodDetail {
  readonly kind: 'period';
  readonly fromTime: TimeOfDay;
  readonly toTime: TimeOfDay;
  readonly factor: number;
  readonly workDay: boolean;
  readonly saturday: boolean;
  readonly holiSunday: boolean;
  readonly holiNotSunday: boolean;
  readonly holiNotWeekend: boolean;
  readonly notHoliSunday: boolean;
  readonly specialDate: string | null;
  readonly propertyId: number | null;
  readonly notProperty: boolean;
  readonly checkOverlap: boolean;
  readonly cutValue: number | null;
  readonly factorAbove: number | null;
}

export interface ChangedPropertyDetail {
  readonly kind: 'changedProperty';
  readonly agreementPropertyId: number;
  readonly watchPropertyId: number;
  readonly factor: number;
}

export interface CashCompensationDetail {
  readonly kind: 'cashCompensation';
  readonly everyMonth: boolean;
  readonly month: number | null;
}

export interface MeanActivityDetail {
  readonly kind: 'meanActivity';
  readonly targetActivity: number;
  readonly payAccountId: number;
  readonly payAccountId2: number | null;
  readonly payAccountId3: number | null;
}

export interface PeriodActivityDetail {
  readonly kind: 'periodActivity';
  readonly months: number | null;
  readonly weeks: number | null;
  readonly monthWeeks: number | null;
  readonly targetActivity: number;
  readonly minActivity: number | null;
  readonly maxActivity: number | null;
  readonly sourcePayAccountId: number;
  readonly moveToPayAccountId: number | null;
  readonly factor: number;
  readonly hasTimeLoss: boolean;
}

export interface DerivedActivityDetail {
  readonly kind: 'derivedActivity';
  readonly sourceTypeId: number;
  readonly targetTypeId: number;
  readonly factor: number;
}

export type PayRuleDetail =
  | HourlySaveDetail
  | MonthlySaveDetail
  | SinglePropertyDetail
  | SplitSinglePropertyDetail
  | UseFutureDetail
  | StepSinglePropertyDetail
  | SpecialDayDetail
  | PeriodDetail
  | ChangedPropertyDetail
  | CashCompensationDetail
  | MeanActivityDetail
  | PeriodActivityDetail
  | DerivedActivityDetail;

export type PayRuleKind = PayRuleDetail['kind'];

/** A rule as an agreement applies it, already resolved for inheritance and overrides. */
export interface PayRuleInput<D extends PayRuleDetail | null = PayRuleDetail | null> {
  readonly id: number;
  readonly name: string;
  readonly payAccountId: number | null;
  readonly calcOrder: number;
  /** Decimals (0–6) each posting is rounded to; null keeps six. */
  readonly round: number | null;
  readonly preFactors: readonly PreFactorInput[];
  readonly detail: D;
  /** `AgreementPayAccountRule.startDate/endDate`, inclusive; null is open. */
  readonly startDate?: IsoDate | null;
  readonly endDate?: IsoDate | null;
}

/** Where a monthly save's posting goes: the balance year and when it expires. */
export interface BalanceYear {
  /** The period the balance year starts in. */
  readonly start: Period;
  /** The last day the balance can be spent (inclusive); null: never expires. */
  readonly expiryDate: IsoDate | null;
}

/** One activity: a value into a pay account, with the rule and watch it came from. */
export interface Posting {
  readonly ruleId: number;
  readonly payAccountId: number;
  readonly realisedWatchId: number | null;
  /** The date the value belongs to (a split watch posts each part on its own date). */
  readonly date: IsoDate;
  /** The period the value is posted in (the date's, or shifted by `saveMonthOffset`). */
  readonly period: Period;
  readonly value: Decimal;
  /** From a planned watch after today (use-future): shown in balances and norms, never closed or exported. */
  readonly forecast: boolean;
  /** Monthly save only. */
  readonly balanceYear?: BalanceYear;
}
