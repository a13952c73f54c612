import { z } from 'zod';
import { id, isoDate } from './common.ts';
import { calendarMonth, optionalText, requiredName } from './values.ts';

// Pay-account rules (DOMAIN.md section 7). A rule has at most one kind-specific detail;
// `factor` multiplies hours (or days, or kroner) and is a plain number.

const factor = z.number({ error: 'Faktoren skal være et tal' });

/** A window's start or end: required, HH:mm; a window whose end is at or before its start ends the next day. */
function windowTime(which: 'fra' | 'til') {
  return z
    .string({ error: `Perioden skal have et ${which}-tidspunkt` })
    .min(1, { error: `Perioden skal have et ${which}-tidspunkt`, abort: true })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${which === 'fra' ? 'Fra' : 'Til'}-tidspunktet skal skrives TT:MM`);
}

/** Which watches a property-based rule looks at. */
const propertyFilter = {
  propertyId: id.nullable(),
  propertyId2: id.nullable(),
  notPropertyId: id.nullable(),
  notPropertyId2: id.nullable(),
  factor,
  fixedValue: z.number().nullable(),
  useClockTime: z.boolean(),
  hoursPrDay: z.number().positive().nullable(),
  daysPrWeek: z.number().positive().max(7).nullable(),
  hourLimit: z.number().nonnegative().nullable(),
  /** With `hourLimit`: true counts watches of fewer hours, false watches of at least that many. */
  lessThan: z.boolean(),
};

export const hourlySaveRule = z.object({ kind: z.literal('hourlySave'), factor, saveMonthOffset: z.number().int() });

export const monthlySaveRule = z.object({
  kind: z.literal('monthlySave'),
  value: z.number(),
  /** The month (1-12) in which the balance year starts. */
  saveStartMonth: calendarMonth,
  saveMonthOffset: z.number().int(),
  expiresInMonths: z.number().int().positive().nullable(),
  relativeToPayAccount: z.boolean(),
});

export const singlePropertyRule = z.object({ kind: z.literal('singleProperty'), ...propertyFilter });
export const splitSinglePropertyRule = z.object({ kind: z.literal('splitSingleProperty'), ...propertyFilter });
export const useFutureRule = z.object({ kind: z.literal('useFuture'), ...propertyFilter });

export const stepSinglePropertyRule = z.object({
  kind: z.literal('stepSingleProperty'),
  ...propertyFilter,
  cutValue: z.number().nonnegative(),
  factorBelow: factor,
  factorAbove: factor,
});

export const specialDayRule = z.object({
  kind: z.literal('specialDay'),
  /** `MM-DD` (e.g. `12-24`), or a movable holiday by name (e.g. `skærtorsdag`). */
  day: z.string().trim().min(1, 'Dagen skal udfyldes').max(40),
  factor,
});

export const periodRule = z.object({
  kind: z.literal('period'),
  fromTime: windowTime('fra'),
  toTime: windowTime('til'),
  factor,
  workDay: z.boolean(),
  saturday: z.boolean(),
  holiSunday: z.boolean(),
  holiNotSunday: z.boolean(),
  holiNotWeekend: z.boolean(),
  notHoliSunday: z.boolean(),
  /** Only this date (`MM-DD` or a movable holiday by name) when set. */
  specialDate: z.string().trim().max(40).nullable(),
  propertyId: id.nullable(),
  /** With `propertyId`: only watches without it. */
  notProperty: z.boolean(),
  checkOverlap: z.boolean(),
  cutValue: z.number().nonnegative().nullable(),
  factorAbove: factor.nullable(),
});

export const changedPropertyRule = z.object({
  kind: z.literal('changedProperty'),
  agreementPropertyId: id,
  watchPropertyId: id,
  factor,
});

export const cashCompensationRule = z.object({
  kind: z.literal('cashCompensation'),
  everyMonth: z.boolean(),
  /** The month (1-12) of the payout when not every month. */
  month: calendarMonth.nullable(),
});

export const meanActivityRule = z.object({
  kind: z.literal('meanActivity'),
  /** Hours per week. */
  targetActivity: z.number().nonnegative(),
  payAccountId: id,
  payAccountId2: id.nullable(),
  payAccountId3: id.nullable(),
});

export const periodActivityRule = z.object({
  kind: z.literal('periodActivity'),
  months: z.number().int().positive().nullable(),
  weeks: z.number().int().positive().nullable(),
  monthWeeks: z.number().int().positive().nullable(),
  /** Hours per week. */
  targetActivity: z.number().nonnegative(),
  minActivity: z.number().nonnegative().nullable(),
  maxActivity: z.number().nonnegative().nullable(),
  sourcePayAccountId: id,
  moveToPayAccountId: id.nullable(),
  factor,
  hasTimeLoss: z.boolean(),
});

export const derivedActivityRule = z.object({
  kind: z.literal('derivedActivity'),
  sourceTypeId: id,
  targetTypeId: id,
  factor,
});

/** The kind-specific detail of a rule, one variant per kind. */
export const payAccountRuleDetail = z.discriminatedUnion('kind', [
  hourlySaveRule,
  monthlySaveRule,
  singlePropertyRule,
  splitSinglePropertyRule,
  useFutureRule,
  stepSinglePropertyRule,
  specialDayRule,
  periodRule,
  changedPropertyRule,
  cashCompensationRule,
  meanActivityRule,
  periodActivityRule,
  derivedActivityRule,
]);
export type PayAccountRuleDetail = z.infer<typeof payAccountRuleDetail>;
export type PayRuleKind = PayAccountRuleDetail['kind'];

export const PAY_RULE_KINDS = [
  'hourlySave',
  'monthlySave',
  'singleProperty',
  'splitSingleProperty',
  'useFuture',
  'stepSingleProperty',
  'specialDay',
  'period',
  'changedProperty',
  'cashCompensation',
  'meanActivity',
  'periodActivity',
  'derivedActivity',
] as const satisfies readonly PayRuleKind[];
// Fails to compile when a kind is missing from PAY_RULE_KINDS.
const _everyKindListed: Exclude<PayRuleKind, (typeof PAY_RULE_KINDS)[number]> extends never ? true : false = true;

/** Multiplies the hours of a watch with the property before the rule applies (0 ignores such watches). */
export const payAccountRulePreFactorDto = z.object({ propertyId: id, factor });

export const payAccountRuleDto = z.object({
  payAccountRuleId: id,
  name: z.string(),
  description: z.string().nullable(),
  payAccountId: id.nullable(),
  calcOrder: z.number().int(),
  /** Decimals each activity is rounded to (half away from zero); null: not rounded. */
  round: z.number().int().min(0).max(6).nullable(),
  /** The inherited rule this one replaces. */
  overrideId: id.nullable(),
  /** True when the rule comes from an ancestor agreement. */
  inherited: z.boolean(),
  preFactors: z.array(payAccountRulePreFactorDto),
  /** Null for a rule that has no kind yet. */
  details: payAccountRuleDetail.nullable(),
});
export type PayAccountRuleDto = z.infer<typeof payAccountRuleDto>;

/** A rule as one agreement applies it, with the dates it applies between. */
export const agreementRuleDto = payAccountRuleDto.extend({
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  /** Code of the agreement the rule is inherited from; null for the agreement's own. */
  inheritedFrom: z.string().nullable(),
});

/** Creates a rule (AddPayAccountRule, no id) or saves one (SavePayAccountRule, with id). */
export const savePayAccountRuleRequest = z.object({
  payAccountRuleId: id.nullish(),
  name: requiredName(100),
  description: optionalText(1000),
  payAccountId: id.nullish(),
  calcOrder: z.number().int().default(0),
  round: z.number().int().min(0).max(6).nullish(),
  overrideId: id.nullish(),
  preFactors: z.array(payAccountRulePreFactorDto).default([]),
  details: payAccountRuleDetail.nullish(),
  /** On creation: give the new rule to this agreement in the same transaction (e.g. an override of an inherited rule). */
  agreementId: id.nullish(),
});
