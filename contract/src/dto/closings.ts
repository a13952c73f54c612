import { z } from 'zod';
import { id, isoDate, isoDateTime } from './common.ts';
import { payAccountUnit } from './agreements.ts';
import { MAX_SELECTED, hours, list, optionalText, periodDate } from './values.ts';

// Closings: one employment's month (DOMAIN.md section 8).

/** One posting into an account, explained by its rule and watch. */
export const payAccountActivityDto = z.object({
  payAccountActivityId: id.nullable(),
  date: isoDate,
  value: hours,
  payAccountRuleId: id.nullable(),
  ruleName: z.string().nullable(),
  realisedWatchId: id.nullable(),
  /** From a use-future rule: planned, never closed or exported. */
  isForecast: z.boolean(),
});

export const closingActivityDto = z.object({
  payAccountClosingActivityId: id.nullable(),
  typeId: id,
  typeName: z.string(),
  value: hours,
});

/** One pay account in a closing: opening balance, the month's activity, closing activities, closing balance. */
export const activityDto = z.object({
  payAccountId: id,
  payAccountName: z.string(),
  unit: payAccountUnit,
  openingBalance: hours,
  /** Sum of the month's activities. */
  activity: hours,
  closingActivities: z.array(closingActivityDto),
  closingBalance: hours,
  /** Each posting; only with `showall`. */
  postings: z.array(payAccountActivityDto),
});

/** A value the closing exports to Lessor on a wage type. Kroner and hours rounded to two decimals. */
export const exportValueDto = z.object({
  exportValueId: id.nullable(),
  exportAccountId: id,
  account: z.string(),
  name: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  value: z.number(),
  departmentPropertyId: id.nullable(),
  departmentCode: z.string().nullable(),
});

export const closingEmployeeDto = z.object({
  /** Null for an open month computed on the fly. */
  closingId: id.nullable(),
  employmentId: id,
  employeeId: id,
  employeeName: z.string(),
  period: periodDate,
  closingDate: isoDate,
  comment: z.string().nullable(),
  locked: z.boolean(),
  lockedAt: isoDateTime.nullable(),
  lockedBy: z.string().nullable(),
  validated: z.boolean(),
  excluded: z.boolean(),
  /** In a Lessor export: it cannot be unlocked. */
  exported: z.boolean(),
  prevClosingId: id.nullable(),
  /** Accounts without movement are left out unless `showall`. */
  activities: z.array(activityDto),
  exportValues: z.array(exportValueDto),
});
export type ClosingEmployeeDto = z.infer<typeof closingEmployeeDto>;

/** A closing in a list (GetSimpleClosings, lock and unlock answers) and in the planning grid. */
export const simpleClosingDto = closingEmployeeDto.pick({
  closingId: true,
  employmentId: true,
  employeeId: true,
  employeeName: true,
  period: true,
  closingDate: true,
  comment: true,
  locked: true,
  validated: true,
  excluded: true,
  exported: true,
});
export type SimpleClosingDto = z.infer<typeof simpleClosingDto>;

/** SaveClosing: the comment and the excluded flag of an employment's month. */
export const saveClosingRequest = z.object({
  period: periodDate,
  comment: optionalText(1000),
  excluded: z.boolean().default(false),
});

/** LockClosing: the months to lock together in one closing group. */
export const lockClosingRequest = list(z.object({ employmentId: id, period: periodDate }), MAX_SELECTED).min(1, 'Vælg mindst én afslutning');

/** UnlockClosing: the closings to reopen. */
export const unlockClosingRequest = list(id, MAX_SELECTED).min(1, 'Vælg mindst én afslutning');

export const simpleClosingsRequest = z.object({
  period: periodDate,
  departmentId: id.nullish(),
  exportPackageId: id.nullish(),
  employmentIds: list(id, MAX_SELECTED).nullish(),
});
