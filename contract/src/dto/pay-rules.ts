import { z } from 'zod';
import { id, isoDate } from './common.ts';
import { accountHours, calendarMonth, decimalNumber, factorValue, line, list, optionalText, requiredName, wholeNumber } from './values.ts';

// Pay-account rules (DOMAIN.md section 7). A rule has at most one kind-specific detail;
// `factor` multiplies hours (or days, or kroner). Every number has a range (docs/decisions.md, "Grænser for opsætning").

const factor = factorValue;
/** A fixed value per watch (hours, days or kroner). */
const fixedValue = decimalNumber(-100_000, 100_000, 6, 'Den faste værdi skal være fra -100.000 til 100.000');
/** Hours of a week (targets, limits). */
const weekHours = decimalNumber(0, 168, 6, 'Timer pr. uge skal være fra 0 til 168');
const monthOffset = wholeNumber(-24, 24, 'Forskydningen skal være fra -24 til 24 måneder');
const periodLength = (unit: string, max: number) => wholeNumber(1, max, `Længden skal være fra 1 til ${max} ${unit}`);
const cutValue = decimalNumber(0, 10_000, 6, 'Grænsen skal være fra 0 til 10.000');

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
  fixedValue: fixedValue.nullable(),
  useClockTime: z.boolean(),
  hoursPrDay: decimalNumber(0, 24, 6, 'Timer pr. dag skal være fra 0 til 24').positive('Timer pr. dag skal være over 0').nullable(),
  daysPrWeek: decimalNumber(0, 7, 6, 'Dage pr. uge skal være fra 0 til 7').positive('Dage pr. uge skal være over 0').nullable(),
  hourLimit: decimalNumber(0, 168, 6, 'Timegrænsen skal være fra 0 til 168').nullable(),
  /** With `hourLimit`: true counts watches of fewer hours, false watches of at least that many. */
  lessThan: z.boolean(),
};

export const hourlySaveRule = z.object({ kind: z.literal('hourlySave'), factor, saveMonthOffset: monthOffset });

export const monthlySaveRule = z.object({
  kind: z.literal('monthlySave'),
  value: accountHours,
  /** The month (1-12) in which the balance year starts. */
  saveStartMonth: calendarMonth,
  saveMonthOffset: monthOffset,
  expiresInMonths: wholeNumber(1, 120, 'Udløb skal være fra 1 til 120 måneder').nullable(),
  relativeToPayAccount: z.boolean(),
});

export const singlePropertyRule = z.object({ kind: z.literal('singleProperty'), ...propertyFilter });
export const splitSinglePropertyRule = z.object({ kind: z.literal('splitSingleProperty'), ...propertyFilter });
export const useFutureRule = z.object({ kind: z.literal('useFuture'), ...propertyFilter });

export const stepSinglePropertyRule = z.object({
  kind: z.literal('stepSingleProperty'),
  ...propertyFilter,
  cutValue,
  factorBelow: factor,
  factorAbove: factor,
});

export const specialDayRule = z.object({
  kind: z.literal('specialDay'),
  /** `MM-DD` (e.g. `12-24`), or a movable holiday by name (e.g. `skærtorsdag`). */
  day: line(40).min(1, 'Dagen skal udfyldes'),
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
  specialDate: line(40).nullable(),
  propertyId: id.nullable(),
  /** With `propertyId`: only watches without it. */
  notProperty: z.boolean(),
  checkOverlap: z.boolean(),
  cutValue: cutValue.nullable(),
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
  targetActivity: weekHours,
  payAccountId: id,
  payAccountId2: id.nullable(),
  payAccountId3: id.nullable(),
});

export const periodActivityRule = z.object({
  kind: z.literal('periodActivity'),
  months: periodLength('måneder', 120).nullable(),
  weeks: periodLength('uger', 520).nullable(),
  monthWeeks: periodLength('måneder', 120).nullable(),
  /** Hours per week. */
  targetActivity: weekHours,
  minActivity: weekHours.nullable(),
  maxActivity: weekHours.nullable(),
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
  calcOrder: wholeNumber(-100_000, 100_000, 'Beregningsrækkefølgen skal være et helt tal fra -100.000 til 100.000').default(0),
  round: z.number().int().min(0).max(6).nullish(),
  overrideId: id.nullish(),
  preFactors: list(payAccountRulePreFactorDto, 50).default([]),
  details: payAccountRuleDetail.nullish(),
  /** On creation: give the new rule to this agreement in the same transaction (e.g. an override of an inherited rule). */
  agreementId: id.nullish(),
});
