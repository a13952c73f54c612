import type { FormRule } from 'antd';
import { factorValue, hourlySaveRule, monthlySaveRule, periodActivityRule, periodRule, singlePropertyRule, specialDayRule, stepSinglePropertyRule } from '@kaj/contract';
import { numberRules } from '../../../../ui/number-bounds.ts';
import { postsToOwnAccount } from './rule-kinds.ts';
import type { DetailDraft } from './rule-drafts.ts';

// Browser-side checks of the rule editor, with the server's Danish messages (DOMAIN.md section 7).
// Rules that compare fields read the others from the form.

type Getter = (name: (string | number)[] | string) => unknown;

/** The part of a contract schema a rule needs. */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/** Checks a value with a contract schema; an empty field is null, as the server receives it. */
function contractRule(schema: Schema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value === undefined || value === '' ? null : value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Ugyldig værdi');
    },
  };
}

export function required(message: string): FormRule {
  return { required: true, message };
}

/** A required number (InputNumber gives null when empty). */
export function requiredNumber(message: string): FormRule {
  return { required: true, type: 'number', message };
}

export const timeRules = {
  fromTime: [contractRule(periodRule.shape.fromTime)],
  toTime: [contractRule(periodRule.shape.toTime)],
};

/** Each number of a rule's detail with its contract schema: the form's rules come from there. */
const DETAIL_NUMBERS = {
  factor: factorValue,
  saveMonthOffset: hourlySaveRule.shape.saveMonthOffset,
  value: monthlySaveRule.shape.value,
  expiresInMonths: monthlySaveRule.shape.expiresInMonths,
  cutValue: stepSinglePropertyRule.shape.cutValue,
  fixedValue: singlePropertyRule.shape.fixedValue,
  hoursPrDay: singlePropertyRule.shape.hoursPrDay,
  daysPrWeek: singlePropertyRule.shape.daysPrWeek,
  hourLimit: singlePropertyRule.shape.hourLimit,
  targetActivity: periodActivityRule.shape.targetActivity,
  minActivity: periodActivityRule.shape.minActivity,
  maxActivity: periodActivityRule.shape.maxActivity,
  months: periodActivityRule.shape.months,
  weeks: periodActivityRule.shape.weeks,
  monthWeeks: periodActivityRule.shape.monthWeeks,
};
export type DetailNumber = keyof typeof DETAIL_NUMBERS;

/** The contract's check of a detail number, required with `message` when given. */
export function detailRules(field: DetailNumber, message?: string): FormRule[] {
  return numberRules(DETAIL_NUMBERS[field], message);
}

export const factorRules = detailRules('factor', 'Faktoren skal være et tal');

export const dayRules = [contractRule(specialDayRule.shape.day)];

export const specialDateRules = [required('Skriv datoen som MM-DD eller navnet på en helligdag eller mærkedag.')];

function kindOf(get: Getter): DetailDraft['kind'] | undefined {
  return get(['details', 'kind']) as DetailDraft['kind'] | undefined;
}

/** A rule that posts must name its pay account. */
export const payAccountRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const kind = kindOf(getFieldValue);
    if (kind && postsToOwnAccount(kind) && !value) throw new Error('Vælg den lønkonto, reglen bogfører på.');
  },
});

/** Property rules need the property the watches must have. */
export const ruleProperty = [required('Vælg den egenskab, som vagterne skal have.')];

/** A period limited to watches without a property must name it. */
export const periodPropertyRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (getFieldValue(['details', 'notProperty']) && !value) throw new Error('Vælg den egenskab, som vagterne ikke må have.');
  },
});

/** The limit and the factor above it go together. */
export function pairedRule(other: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const otherValue: unknown = getFieldValue(['details', other]);
      const filled = value !== null && value !== undefined;
      const otherFilled = otherValue !== null && otherValue !== undefined;
      if (!filled && otherFilled) throw new Error(message);
    },
  });
}

export const payoutMonthRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    if (!getFieldValue(['details', 'everyMonth']) && !value) throw new Error('Vælg måneden for udbetalingen, eller vælg hver måned.');
  },
});

/** Minimum ≤ target ≤ maximum of a norm period. */
export function normLimitRule(which: 'min' | 'max'): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const target = getFieldValue(['details', 'targetActivity']);
      if (typeof value !== 'number' || typeof target !== 'number') return;
      if (which === 'min' && value > target) throw new Error('Minimum kan ikke være over målet.');
      if (which === 'max' && value < target) throw new Error('Maksimum kan ikke være under målet.');
    },
  });
}

/** Two fields that must differ (norm source and target, derived source and target type). */
export function differentFrom(other: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value === getFieldValue(['details', other])) throw new Error(message);
    },
  });
}

/** A property has at most one pre-factor. */
export function uniquePreFactorRule(index: number): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error('Vælg egenskaben.');
      const all = (getFieldValue('preFactors') ?? []) as { propertyId: number | null }[];
      if (all.some((preFactor, other) => other < index && preFactor.propertyId === value)) throw new Error('En egenskab kan kun have én forfaktor.');
    },
  });
}
