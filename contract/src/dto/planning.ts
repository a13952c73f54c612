import { z } from 'zod';
import { id, isoDate, isoDateTime } from './common.ts';
import { agreementRecordDto, payAccountUnit } from './agreements.ts';
import { simpleClosingDto } from './closings.ts';
import { propertyRefDto } from './organisation.ts';
import { watchDayDto } from './watches.ts';
import { MAX_SELECTED, dateRangeCheck, hours, list, minutes, sortOrder } from './values.ts';

// The planning grid: an employee per row, employments with their watch days, balances and norms.

/** One norm period of an employment (DOMAIN.md section 7, period activity). Hours. */
export const normDto = z.object({
  payAccountRulePeriodDefId: id,
  /** The employment the period belongs to (an employee's row may hold several). */
  employmentId: id,
  name: z.string(),
  startDate: isoDate,
  /** Null while the period runs without a set end. */
  endDate: isoDate.nullable(),
  targetActivity: hours,
  min: hours.nullable(),
  max: hours.nullable(),
  /** Absence hours that lower the target (with `hasTimeLoss`). */
  timeLoss: hours,
  /** Activity so far. */
  activity: hours,
  /** Activity minus target. */
  balance: hours,
});
export type NormDto = z.infer<typeof normDto>;

/** The activity of one pay account in the grid's range. */
export const payAccountValueDto = z.object({
  payAccountId: id,
  name: z.string(),
  unit: payAccountUnit,
  value: hours,
});

/**
 * One entry that makes a balance (GetBalance's explanation): an activity with its rule and realised watch,
 * or its share drawn first in, first out from this balance; what expired; what arrived from an expiry.
 */
export const balancePostingDto = z.object({
  kind: z.enum(['earned', 'spent', 'expired', 'received']),
  date: isoDate,
  value: hours,
  /** The account posted into (a child account posting into its parent's balance, or the account that expired). */
  payAccountId: id,
  payAccountRuleId: id.nullable(),
  ruleName: z.string().nullable(),
  realisedWatchId: id.nullable(),
});
export type BalancePostingDto = z.infer<typeof balancePostingDto>;

/** A balance of one employee, account and balance year (spent first in, first out). */
export const payAccountBalanceDto = z.object({
  payAccountBalanceId: id,
  payAccountId: id,
  payAccountName: z.string(),
  unit: payAccountUnit,
  /** The balance year as shown, e.g. "2026" for the holiday year 2025/26. */
  balanceYear: z.string(),
  balance: hours,
  spendStart: isoDate.nullable(),
  expiryDate: isoDate.nullable(),
  /** GetBalance only (beyond the specification, optional): the entries that make the balance, in date order. */
  postings: z.array(balancePostingDto).optional(),
});
export type PayAccountBalanceDto = z.infer<typeof payAccountBalanceDto>;

/** A contract balance of a mean-activity rule (MeanActivityBalance) with its manual corrections. */
export const meanActivityBalanceDto = z.object({
  payAccountRuleMeanActivityBalanceId: id,
  /** The employment it belongs to, for AdjustContractBalance. */
  employmentId: id,
  /** The mean-activity rule's name. */
  name: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  balance: hours,
  corrections: z.array(z.object({ value: hours, comment: z.string().nullable(), by: z.string(), at: isoDateTime })),
});

export const employmentDto = z.object({
  employmentId: id,
  employeeId: id,
  description: z.string().nullable(),
  agreement: agreementRecordDto,
  /** The caller may change its watches (reach, role, draft state). */
  editable: z.boolean(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  isSecondary: z.boolean(),
  defaultHidden: z.boolean(),
  masterId: id.nullable(),
  draftId: id.nullable(),
  properties: z.array(propertyRefDto),
  /** A day per date of the range, also outside the employment (then without watches). */
  watchDays: z.array(watchDayDto),
});
export type EmploymentDto = z.infer<typeof employmentDto>;

/** One row of the planning grid over `periodStart`-`periodEnd`. */
export const employeeDto = z.object({
  employeeId: id,
  code: z.string().nullable(),
  initials: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  masterId: id.nullable(),
  draftId: id.nullable(),
  periodStart: isoDate,
  periodEnd: isoDate,
  /** Paid minutes of the realised watches in the range. */
  totalTime: minutes,
  /** Balances at the end of the range, with their ids for SetBalanceExpiryDate. */
  saldi: z.array(payAccountBalanceDto),
  /** Activity per pay account in the range. */
  payAccountValues: z.array(payAccountValueDto),
  norms: z.array(normDto),
  contractBalances: z.array(meanActivityBalanceDto),
  isOverTarget: z.boolean(),
  isOverMax: z.boolean(),
  /** Part-time fraction of a full-time norm (1 = full time). */
  multiplier: z.number(),
  defaultHidden: z.boolean(),
  employments: z.array(employmentDto),
  /** The closing of the range's month; null when the range is not one month. */
  closing: simpleClosingDto.nullable(),
});
export type EmployeeDto = z.infer<typeof employeeDto>;

/** The body of the grid calls: further filters on the department's employments. */
export const employeeFilterDto = z.object({
  /** Only employments that carry all these properties (e.g. a position). */
  propertyIds: list(id, 100).default([]),
  /** Only these employments. */
  employmentIds: list(id, MAX_SELECTED).nullish(),
  /** Also employments marked `defaultHidden`. */
  showHidden: z.boolean().default(false),
});

export type EmployeeFilterDto = z.infer<typeof employeeFilterDto>;

/** No further filter: every visible employment of the department. */
export const NO_EMPLOYEE_FILTER: EmployeeFilterDto = { propertyIds: [], showHidden: false };

/** Employments chosen in the grid. */
export const employmentIdsRequest = list(id, MAX_SELECTED).min(1, 'Vælg mindst én ansættelse');

export const employeeSortOrderDto = z.object({ employeeId: id, sortOrder });
export const saveSortOrderRequest = list(employeeSortOrderDto, MAX_SELECTED);

/** DeleteNormPeriod: the norm period to delete. */
export const normPeriodRefDto = z.object({ payAccountRulePeriodDefId: id });

/** An employee's absence wish not yet granted or turned down. */
export const absenceWishDto = z.object({
  absenceWishId: id,
  employeeId: id,
  employmentId: id,
  employeeName: z.string(),
  /** The absence property wished for (Ferie, Afspadsering …). */
  propertyId: id,
  propertyName: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  comment: z.string().nullable(),
  requestedAt: isoDateTime,
});
export type AbsenceWishDto = z.infer<typeof absenceWishDto>;

/** GetOutstandingAbsenceWishes: wishes that touch the range; all outstanding when left out. */
export const absenceWishesRequest = z.object({ start: isoDate.nullish(), end: isoDate.nullish() }).superRefine(dateRangeCheck('start', 'end'));
