import type { PayAccountRuleDetail, PayAccountRuleDto, PayRuleKind } from '@kaj/contract';

// The editor's form values: a rule as it is being filled in, where any field may still be empty.

type Draft<D> = { [K in keyof D]: K extends 'kind' ? D[K] : D[K] | null };

/** A rule's detail being filled in: the fields of one kind, each possibly empty. */
export type DetailDraft = { [K in PayRuleKind]: Draft<Extract<PayAccountRuleDetail, { kind: K }>> }[PayRuleKind];

export interface PreFactorDraft {
  propertyId: number | null;
  factor: number | null;
}

export interface RuleFormValues {
  name: string;
  description: string | null;
  payAccountId: number | null;
  calcOrder: number | null;
  round: number | null;
  overrideId: number | null;
  preFactors: PreFactorDraft[];
  details: DetailDraft;
}

const propertyFilter = {
  propertyId: null,
  propertyId2: null,
  notPropertyId: null,
  notPropertyId2: null,
  factor: 1,
  fixedValue: null,
  useClockTime: false,
  hoursPrDay: null,
  daysPrWeek: null,
  hourLimit: null,
  lessThan: false,
};

/** A new detail of a kind with sensible starting values (factor 1, 37 hours a week, …). */
export function defaultDetail(kind: PayRuleKind): DetailDraft {
  switch (kind) {
    case 'hourlySave':
      return { kind, factor: 1, saveMonthOffset: 0 };
    case 'monthlySave':
      return { kind, value: null, saveStartMonth: 1, saveMonthOffset: 0, expiresInMonths: null, relativeToPayAccount: false };
    case 'singleProperty':
    case 'splitSingleProperty':
    case 'useFuture':
      return { kind, ...propertyFilter };
    case 'stepSingleProperty':
      return { kind, ...propertyFilter, cutValue: null, factorBelow: 1, factorAbove: 1 };
    case 'specialDay':
      return { kind, day: null, factor: 1 };
    case 'period':
      return {
        kind,
        fromTime: null,
        toTime: null,
        factor: 1,
        workDay: false,
        saturday: false,
        holiSunday: false,
        holiNotSunday: false,
        holiNotWeekend: false,
        notHoliSunday: false,
        specialDate: null,
        propertyId: null,
        notProperty: false,
        checkOverlap: true,
        cutValue: null,
        factorAbove: null,
      };
    case 'changedProperty':
      return { kind, agreementPropertyId: null, watchPropertyId: null, factor: 1 };
    case 'cashCompensation':
      return { kind, everyMonth: false, month: null };
    case 'meanActivity':
      return { kind, targetActivity: 37, payAccountId: null, payAccountId2: null, payAccountId3: null };
    case 'periodActivity':
      return {
        kind,
        months: 3,
        weeks: null,
        monthWeeks: null,
        targetActivity: 37,
        minActivity: null,
        maxActivity: null,
        sourcePayAccountId: null,
        moveToPayAccountId: null,
        factor: 1,
        hasTimeLoss: false,
      };
    case 'derivedActivity':
      return { kind, sourceTypeId: null, targetTypeId: null, factor: 1 };
  }
}

/**
 * The fields of `kind` taken from whatever the form holds: fields the kind shares with the previous kind
 * (property, factor, …) are kept when the kind changes, the rest start from the defaults.
 */
export function detailOfKind(kind: PayRuleKind, raw: Partial<Record<string, unknown>> | undefined): DetailDraft {
  const template: Record<string, unknown> = { ...defaultDetail(kind) };
  for (const key of Object.keys(template)) {
    if (key !== 'kind' && raw && raw[key] !== undefined) template[key] = raw[key];
  }
  return template as DetailDraft;
}

/** The form values of a new rule: a period (the kind of most supplements) with the next free calculation order. */
export function newRuleValues(calcOrder: number): RuleFormValues {
  return {
    name: '',
    description: null,
    payAccountId: null,
    calcOrder,
    round: null,
    overrideId: null,
    preFactors: [],
    details: defaultDetail('period'),
  };
}

/** The form values of an existing rule. */
export function ruleValues(rule: PayAccountRuleDto): RuleFormValues {
  return {
    name: rule.name,
    description: rule.description,
    payAccountId: rule.payAccountId,
    calcOrder: rule.calcOrder,
    round: rule.round,
    overrideId: rule.overrideId,
    preFactors: rule.preFactors.map((preFactor) => ({ ...preFactor })),
    details: rule.details ? { ...rule.details } : defaultDetail('hourlySave'),
  };
}

/** The form values of a new rule that overrides an inherited one: a copy of it, named as its replacement. */
export function overrideValues(rule: PayAccountRuleDto, agreementCode: string): RuleFormValues {
  return { ...ruleValues(rule), name: `${rule.name} (${agreementCode})`.slice(0, 100), overrideId: rule.payAccountRuleId };
}

/** The next calculation order after the highest in use, in steps of ten. */
export function nextCalcOrder(rules: readonly { calcOrder: number }[]): number {
  const highest = rules.reduce((max, rule) => Math.max(max, rule.calcOrder), 0);
  return Math.floor(highest / 10) * 10 + 10;
}
