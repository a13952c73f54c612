import { z } from 'zod';
import { id } from './common.ts';
import { calendarYear, list, optionalText, requiredName, sortOrder } from './values.ts';

// Budget accounts and budget FTE (DOMAIN.md section 11): FTE per department, budget account,
// position group and month, set beside realised FTE by the FTE report.

/**
 * How the FTE report measures a budget account's realised FTE: the realised norm hours of the crew
 * with the account's budget property, or the hours posted to its pay account.
 */
export const BUDGET_ACCOUNT_TYPES = ['normHours', 'payAccount'] as const;
export const budgetAccountType = z.enum(BUDGET_ACCOUNT_TYPES);

export const budgetAccountDto = z.object({
  budgetAccountId: id,
  name: z.string(),
  /** A heading the report groups accounts under (e.g. Fast besætning, Afløsere). */
  budgetGroup: z.string().nullable(),
  sortOrder: z.number().int(),
  type: budgetAccountType,
  payAccountId: id.nullable(),
  /** The Budget property crew members carry for this account. */
  propertyId: id.nullable(),
});
export type BudgetAccountDto = z.infer<typeof budgetAccountDto>;

export const saveBudgetAccountRequest = z.object({
  budgetAccountId: id.nullish(),
  name: requiredName(100),
  budgetGroup: optionalText(100),
  sortOrder: sortOrder.default(0),
  type: budgetAccountType.default('normHours'),
  payAccountId: id.nullish(),
  propertyId: id.nullish(),
});

/** Twelve FTE values, January to December; 0 where nothing is budgeted. */
const monthValues = z
  .array(z.number({ error: 'FTE skal være et tal' }).nonnegative('FTE kan ikke være negativ').max(10000, 'FTE kan højst være 10000'))
  .length(12, 'Der skal være en værdi for hver af årets 12 måneder');

/** One line of a department's budget for a year: a budget account and position group, month by month. */
export const budgetFteLineDto = z.object({
  year: calendarYear,
  departmentPropertyId: id,
  departmentCode: z.string().nullable(),
  departmentName: z.string(),
  budgetAccountId: id,
  positionGroupId: id,
  /** FTE January to December, two decimals. */
  months: z.array(z.number()).length(12),
});
export type BudgetFteLineDto = z.infer<typeof budgetFteLineDto>;

/** Replaces a department's budget for the year with these lines (SaveBudgetFte). */
export const saveBudgetFteRequest = z.object({
  lines: list(z.object({ budgetAccountId: id, positionGroupId: id, months: monthValues }), 10_000),
});

/** An Excel workbook (.xlsx), base64-encoded, whose first sheet holds a year's budget. */
export const budgetImportRequest = z.object({
  fileName: optionalText(200),
  /** At most about 10 MB of workbook. */
  content: z
    .string()
    .min(1, 'Filen er tom')
    .max(14_000_000, 'Filen er for stor (højst 10 MB)')
    .regex(/^(data:[^,]{0,200},)?[A-Za-z0-9+/=\s]*$/, 'Filen skal sendes som base64'),
});

export const budgetImportResultDto = z.object({
  year: calendarYear,
  /** Lines read (a department, budget account and position group each). */
  lineCount: z.number().int(),
  departmentCount: z.number().int(),
});
