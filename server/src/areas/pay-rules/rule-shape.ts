import { resolveDay } from '@kaj/domain';
import type { PayAccountRuleDetail, PayRuleKind } from '@kaj/contract';
import { badRequest } from '../../errors.ts';
import type { RuleInput } from './pay-rules-repository.ts';

// What a rule must hold beyond the types of its fields (DOMAIN.md section 7), checked before anything is written.

/** Kinds that post into the rule's own pay account (the others read or move between the accounts they name). */
const POSTING_KINDS: ReadonlySet<PayRuleKind> = new Set([
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
  'derivedActivity',
]);

/** A leap year, so that '02-29' counts as a day that exists. */
const ANY_LEAP_YEAR = 2024;

function assertKnownDay(day: string, what: string) {
  if (!resolveDay(day, ANY_LEAP_YEAR)) {
    throw badRequest('unknown_day', `${what} "${day}" er hverken en dato (MM-DD) eller navnet på en helligdag eller mærkedag.`);
  }
}

function checkDetail(detail: PayAccountRuleDetail): void {
  switch (detail.kind) {
    case 'hourlySave':
    case 'monthlySave':
    case 'meanActivity':
    case 'changedProperty':
      return;
    case 'singleProperty':
    case 'splitSingleProperty':
    case 'useFuture':
    case 'stepSingleProperty':
      if (detail.propertyId === null) throw badRequest('rule_property_required', 'Vælg den egenskab, som vagterne skal have.');
      return;
    case 'specialDay':
      return assertKnownDay(detail.day, 'Dagen');
    case 'period': {
      const filtered = detail.workDay || detail.saturday || detail.holiSunday || detail.holiNotSunday || detail.holiNotWeekend || detail.notHoliSunday;
      if (detail.specialDate) {
        assertKnownDay(detail.specialDate, 'Datoen');
        if (filtered) throw badRequest('period_filters', 'En periode gælder enten på de valgte dagtyper eller kun på den særlige dato, ikke begge.');
      }
      if ((detail.cutValue === null) !== (detail.factorAbove === null)) {
        throw badRequest('period_cut', 'Angiv både grænsen og faktoren over grænsen, eller ingen af dem.');
      }
      if (detail.notProperty && detail.propertyId === null) throw badRequest('rule_property_required', 'Vælg den egenskab, som vagterne ikke må have.');
      return;
    }
    case 'cashCompensation':
      if (!detail.everyMonth && detail.month === null) throw badRequest('payout_month', 'Vælg måneden for udbetalingen, eller vælg hver måned.');
      return;
    case 'periodActivity': {
      const lengths = [detail.months, detail.weeks, detail.monthWeeks].filter((value) => value !== null);
      if (lengths.length !== 1) throw badRequest('norm_length', 'Angiv normperiodens længde i enten måneder, uger eller månedsuger.');
      if (detail.minActivity !== null && detail.minActivity > detail.targetActivity) throw badRequest('norm_limits', 'Minimum kan ikke være over målet.');
      if (detail.maxActivity !== null && detail.maxActivity < detail.targetActivity) throw badRequest('norm_limits', 'Maksimum kan ikke være under målet.');
      if (detail.moveToPayAccountId === detail.sourcePayAccountId) throw badRequest('norm_move', 'Overskuddet skal flyttes til en anden konto end den, det kommer fra.');
      return;
    }
    case 'derivedActivity':
      if (detail.sourceTypeId === detail.targetTypeId) throw badRequest('derived_types', 'Kilde- og måltypen skal være forskellige.');
      return;
  }
}

/** Refuses a rule whose fields do not fit together; changes nothing. */
export function checkRuleShape(input: RuleInput): void {
  if (input.details) {
    checkDetail(input.details);
    if (POSTING_KINDS.has(input.details.kind) && !input.payAccountId) {
      throw badRequest('rule_pay_account_required', 'Vælg den lønkonto, reglen bogfører på.');
    }
  }
  const seen = new Set<number>();
  for (const { propertyId } of input.preFactors) {
    if (seen.has(propertyId)) throw badRequest('duplicate_pre_factor', 'En egenskab kan kun have én forfaktor.');
    seen.add(propertyId);
  }
}
