import { z } from 'zod';
import { id, isoDate } from './common.ts';
import { agreementRuleDto } from './pay-rules.ts';
import { MAX_SELECTED, calendarMonth, factorValue, hoursPerDay, line, list, requiredName, wageType, wholeNumber } from './values.ts';

// Agreements, pay accounts and export accounts (DOMAIN.md sections 6, 7 and 9).

export const agreementRecordDto = z.object({
  agreementId: id,
  code: z.string(),
  name: z.string(),
  parentId: id.nullable(),
  /** Hours in a full-time day; null inherits the parent's (docs/decisions.md, gren facts). */
  hoursPerDay: z.number().nullable(),
  /** A DIS agreement (Dansk Internationalt Skibsregister); the agreements below it are too. */
  isDis: z.boolean(),
});
export type AgreementRecordDto = z.infer<typeof agreementRecordDto>;

export interface AgreementTreeNodeDto extends AgreementRecordDto {
  children: AgreementTreeNodeDto[];
}

/** An agreement with its children: agreements form a tree and inherit their parent's rules. */
export const agreementTreeNodeDto: z.ZodType<AgreementTreeNodeDto> = z.object({
  ...agreementRecordDto.shape,
  get children() {
    return z.array(agreementTreeNodeDto);
  },
});

/** What a pay account counts in. */
export const PAY_ACCOUNT_UNITS = ['hours', 'days', 'kroner', 'count'] as const;
export const payAccountUnit = z.enum(PAY_ACCOUNT_UNITS);
export type PayAccountUnit = z.infer<typeof payAccountUnit>;
/** PayAccountType: the unit is the type; its id is fixed (1 timer, 2 dage, 3 kroner, 4 antal). */
export const PAY_ACCOUNT_TYPES: Readonly<Record<PayAccountUnit, { payAccountTypeId: number; name: string }>> = {
  hours: { payAccountTypeId: 1, name: 'Timer' },
  days: { payAccountTypeId: 2, name: 'Dage' },
  kroner: { payAccountTypeId: 3, name: 'Kroner' },
  count: { payAccountTypeId: 4, name: 'Antal' },
};

export const payAccountDto = z.object({
  payAccountId: id,
  name: z.string(),
  payAccountTypeId: id,
  /** Timer, dage, kroner or antal. */
  unit: payAccountUnit,
  parentId: id.nullable(),
  useParentBalance: z.boolean(),
  /** False for a flow account, reset every period. */
  carriesBalance: z.boolean(),
  /** Month (1-12) in which the balance year starts; null for a calendar year. */
  saldoStartMonth: calendarMonth.nullable(),
  useForOverflowId: id.nullable(),
  displayOffsetYear: z.number().int(),
});
export type PayAccountDto = z.infer<typeof payAccountDto>;

/** Creates (no id) or saves a pay account; `payAccountTypeId` follows from `unit`. */
export const savePayAccountRequest = z.object({
  payAccountId: id.nullish(),
  name: requiredName(100),
  unit: payAccountUnit,
  parentId: id.nullish(),
  useParentBalance: z.boolean().default(false),
  carriesBalance: z.boolean().default(true),
  saldoStartMonth: calendarMonth.nullish(),
  useForOverflowId: id.nullish(),
  displayOffsetYear: z.number().int().min(-5, 'Forskydningen skal være -5 til 5 år').max(5, 'Forskydningen skal være -5 til 5 år').default(0),
});

export const payAccountClosingActivityTypeDto = z.object({
  payAccountClosingActivityTypeId: id,
  name: z.string(),
  /** True for activities that leave the account (payouts, expiries, moves). */
  outgoingActivity: z.boolean(),
  /** Stable key the pay engine refers to (payout, expiry, …); null for types an admin made. Keyed types cannot be deleted. */
  key: z.string().nullable(),
});

export const savePayAccountClosingActivityTypeRequest = z.object({
  payAccountClosingActivityTypeId: id.nullish(),
  name: requiredName(100),
  outgoingActivity: z.boolean().default(false),
});

/** Maps pay-account activity to a Lessor wage type (DOMAIN.md section 9). */
export const exportAccountDto = z.object({
  exportAccountId: id,
  name: z.string(),
  /** The Lessor wage type (lønart), four digits. */
  account: z.string(),
  payAccountId: id.nullable(),
  payAccountClosingActivityTypeId: id.nullable(),
  exportFactor: z.number(),
  inDays: z.boolean(),
  countCalendarDays: z.boolean(),
  /** Splits the export per property of this type (e.g. per department code). */
  propertyTypeId: id.nullable(),
  /** Makes it an absence account: the absence property it exports. */
  vacationPropertyId: id.nullable(),
  isDis: z.boolean(),
  periodIndication: z.string().nullable(),
  year: z.number().int().nullable(),
  /** Carries the approved trips' tax-free allowance (km at the state rates) for every employee; at most one account does. */
  mileage: z.boolean(),
});
export type ExportAccountDto = z.infer<typeof exportAccountDto>;

export const saveExportAccountRequest = z.object({
  exportAccountId: id.nullish(),
  name: requiredName(100),
  account: wageType,
  payAccountId: id.nullish(),
  payAccountClosingActivityTypeId: id.nullish(),
  exportFactor: factorValue.default(1),
  inDays: z.boolean().default(false),
  countCalendarDays: z.boolean().default(false),
  propertyTypeId: id.nullish(),
  vacationPropertyId: id.nullish(),
  isDis: z.boolean().default(false),
  periodIndication: line(20).nullish(),
  year: wholeNumber(1900, 2200, 'Året skal være fra 1900 til 2200').nullish(),
  mileage: z.boolean().default(false),
});

/** How an agreement saves into a pay account (AgreementPayAccount). */
export const agreementPayAccountDto = z.object({
  payAccountId: id,
  /** First month (1-12) the agreement saves into the account. */
  firstSavingMonth: calendarMonth.nullable(),
  /** How many balance years are kept before they expire. */
  numberOfYears: wholeNumber(1, 50, 'Antal saldoår skal være fra 1 til 50').nullable(),
});

/** A property of an agreement: given to new employments (default) or allowed on them (potential). */
export const agreementPropertyDto = z.object({
  propertyId: id,
  propertyTypeId: id,
  name: z.string(),
  isDefault: z.boolean(),
});

/** The agreement's rest-hour rules (DOMAIN.md section 10). */
export const agreementRestFields = z.object({
  /** The STCW exception (A-VIII/1 §9) applies to seafarers under the agreement. */
  stcwException: z.boolean(),
});

export const agreementDto = agreementRecordDto.extend({
  /** Its own rules and the inherited ones, in calcOrder. */
  rules: z.array(agreementRuleDto),
  properties: z.array(agreementPropertyDto),
  exportAccounts: z.array(exportAccountDto),
  /** The property types an employment under the agreement carries. */
  propertyTypeIds: z.array(id),
  payAccounts: z.array(agreementPayAccountDto),
  ...agreementRestFields.shape,
});
export type AgreementDto = z.infer<typeof agreementDto>;

/** Saves the agreement's own fields; the lists left out stay as they are. */
export const saveAgreementRequest = z.object({
  agreementId: id.nullish(),
  code: line(20, 'Koden kan højst være 20 tegn').min(1, 'Koden skal udfyldes'),
  name: requiredName(100),
  parentId: id.nullish(),
  /** Left out: unchanged; null: inherit the parent's. An agreement at the top of the tree must have them. */
  hoursPerDay: hoursPerDay.nullish(),
  isDis: z.boolean().optional(),
  /** The dates each own rule applies between (AgreementPayAccountRule). */
  /** The server checks that each rule's end follows its start, naming the rule. */
  rules: list(z.object({ payAccountRuleId: id, startDate: isoDate.nullish(), endDate: isoDate.nullish(), removeRule: z.boolean().default(false) }), 1000).optional(),
  defaultPropertyIds: list(id, 1000).optional(),
  potentialPropertyIds: list(id, 1000).optional(),
  payAccounts: list(agreementPayAccountDto, 1000).optional(),
  ...agreementRestFields.partial().shape,
});

/** GetVacationDayValue: how many hours one feriedag counts for each employment on a date. */
export const vacationDayValueRequest = z.object({
  employmentIds: list(id, MAX_SELECTED).min(1, 'Vælg mindst én ansættelse'),
  date: isoDate,
});
