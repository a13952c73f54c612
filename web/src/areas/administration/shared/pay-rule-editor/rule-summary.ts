import type { PayAccountRuleDetail } from '@kaj/contract';
import { formatNumber } from '../../../../ui/format.ts';
import { monthName } from '../months.ts';

/** Names of what a rule refers to, for a one-line summary. */
export interface RuleLookups {
  property(id: number | null): string | null;
  payAccount(id: number | null): string | null;
  closingType(id: number | null): string | null;
}

const number = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 2);

type DayFilter = keyof Pick<Extract<PayAccountRuleDetail, { kind: 'period' }>, 'workDay' | 'saturday' | 'holiSunday' | 'holiNotSunday' | 'holiNotWeekend' | 'notHoliSunday'>;

const periodDays: readonly [DayFilter, string][] = [
  ['workDay', 'hverdage'],
  ['saturday', 'lørdage'],
  ['holiSunday', 'søn- og helligdage'],
  ['holiNotSunday', 'helligdage, ikke søndag'],
  ['holiNotWeekend', 'helligdage på hverdage'],
  ['notHoliSunday', 'ikke søn- og helligdage'],
];

function join(parts: (string | null | false)[]): string {
  const text = parts.filter(Boolean).join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function factorText(factor: number): string {
  return `faktor ${number(factor)}`;
}

/** A short Danish line of what the rule does: "17:00-23:00 · hverdage · faktor 1". */
export function describeRule(detail: PayAccountRuleDetail | null, lookups: RuleLookups): string {
  if (!detail) return 'Ingen art valgt';
  switch (detail.kind) {
    case 'hourlySave':
      return join([factorText(detail.factor), detail.saveMonthOffset !== 0 && `${detail.saveMonthOffset} mdr. forskudt`]);
    case 'monthlySave':
      return join([
        `${number(detail.value)} pr. måned`,
        `saldoår fra ${monthName(detail.saveStartMonth)}`,
        detail.expiresInMonths !== null && `udløb efter ${detail.expiresInMonths} mdr.`,
        detail.relativeToPayAccount && 'forholdsmæssig',
      ]);
    case 'singleProperty':
    case 'splitSingleProperty':
    case 'useFuture':
    case 'stepSingleProperty':
      return join([
        lookups.property(detail.propertyId),
        detail.propertyId2 !== null && `og ${lookups.property(detail.propertyId2)}`,
        detail.notPropertyId !== null && `ikke ${lookups.property(detail.notPropertyId)}`,
        detail.kind === 'stepSingleProperty'
          ? `op til ${number(detail.cutValue)} t × ${number(detail.factorBelow)}, derover × ${number(detail.factorAbove)}`
          : detail.fixedValue !== null
            ? `fast ${number(detail.fixedValue)}`
            : factorText(detail.factor),
        detail.hourLimit !== null && `vagter ${detail.lessThan ? 'under' : 'på mindst'} ${number(detail.hourLimit)} t`,
        detail.hoursPrDay !== null && `${number(detail.hoursPrDay)} t pr. dag`,
      ]);
    case 'specialDay':
      return join([detail.day, factorText(detail.factor)]);
    case 'period': {
      const days = detail.specialDate ? [`kun ${detail.specialDate}`] : periodDays.filter(([key]) => detail[key]).map(([, label]) => label);
      return join([
        detail.fromTime === detail.toTime ? `hele døgnet fra ${detail.fromTime}` : `${detail.fromTime}-${detail.toTime}`,
        days.length > 0 ? days.join(', ') : 'alle dage',
        detail.propertyId !== null && `${detail.notProperty ? 'uden' : 'med'} ${lookups.property(detail.propertyId)}`,
        factorText(detail.factor),
        detail.cutValue !== null && detail.factorAbove !== null && `over ${number(detail.cutValue)} t × ${number(detail.factorAbove)}`,
      ]);
    }
    case 'changedProperty':
      return join([`${lookups.property(detail.agreementPropertyId)} som ${lookups.property(detail.watchPropertyId)}`, factorText(detail.factor)]);
    case 'cashCompensation':
      return join([detail.everyMonth ? 'hver måned' : `i ${monthName(detail.month ?? 0)}`]);
    case 'meanActivity':
      return join([
        `${number(detail.targetActivity)} t/uge`,
        [detail.payAccountId, detail.payAccountId2, detail.payAccountId3].flatMap((id) => (id === null ? [] : [lookups.payAccount(id)])).join(' + '),
      ]);
    case 'periodActivity': {
      const length =
        detail.months !== null ? `${detail.months} mdr.` : detail.weeks !== null ? `${detail.weeks} uger` : `hele uger i ${detail.monthWeeks} mdr.`;
      return join([
        length,
        `mål ${number(detail.targetActivity)} t/uge`,
        detail.maxActivity !== null && `maks. ${number(detail.maxActivity)}`,
        lookups.payAccount(detail.sourcePayAccountId),
        detail.moveToPayAccountId !== null && `overskud til ${lookups.payAccount(detail.moveToPayAccountId)}`,
      ]);
    }
    case 'derivedActivity':
      return join([`${lookups.closingType(detail.sourceTypeId)} → ${lookups.closingType(detail.targetTypeId)}`, factorText(detail.factor)]);
  }
}
