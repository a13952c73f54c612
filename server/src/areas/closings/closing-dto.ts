import type { ClosingEmployeeDto, SimpleClosingDto } from '@kaj/contract';
import { decimalToNumber, periodEnd, roundDecimal } from '@kaj/domain';
import type { Decimal, Period } from '@kaj/domain';
import type { ClosingContext } from './closing-context.ts';
import type { AccountFigure, ClosingFigures, Posting } from './closing-figures.ts';
import type { ClosingRecord, EmploymentRecord } from './closing-records.ts';

/** Values stay exact until the DTO, where they are rounded to two decimals. */
const shown = (value: Decimal) => decimalToNumber(roundDecimal(value, 2));

export function simpleClosingDto(employment: Pick<EmploymentRecord, 'employmentId' | 'employeeId' | 'employeeName'>, period: Period, record: ClosingRecord | null): SimpleClosingDto {
  return {
    closingId: record?.closingId ?? null,
    employmentId: employment.employmentId,
    employeeId: employment.employeeId,
    employeeName: employment.employeeName,
    period,
    closingDate: periodEnd(period),
    comment: record?.comment ?? null,
    locked: record?.locked ?? false,
    validated: record?.validated ?? false,
    excluded: record?.excluded ?? false,
    exported: record?.exported ?? false,
  };
}

export interface ClosingView {
  readonly employment: EmploymentRecord;
  readonly agreementId: number;
  readonly period: Period;
  readonly record: ClosingRecord | null;
  readonly prevClosingId: number | null;
  readonly figures: ClosingFigures;
  readonly postings: readonly Posting[];
  /** Every account the agreement's rules post to, also without movement, and each posting. */
  readonly showall: boolean;
}

export function closingEmployeeDto(context: ClosingContext, view: ClosingView): ClosingEmployeeDto {
  const { figures, showall } = view;
  const byAccount = new Map<number, AccountFigure>(figures.accounts.map((figure) => [figure.payAccountId, figure]));
  if (showall) {
    for (const rule of context.book.rulesOf(view.agreementId)) {
      if (rule.payAccountId !== null && !byAccount.has(rule.payAccountId)) {
        byAccount.set(rule.payAccountId, { payAccountId: rule.payAccountId, openingBalance: 0n, activity: 0n, closingBalance: 0n });
      }
    }
  }
  const activities = [...byAccount.values()]
    .map((figure) => {
      const closingActivities = figures.closingActivities.filter((activity) => activity.payAccountId === figure.payAccountId);
      return { figure, closingActivities };
    })
    .filter(({ figure, closingActivities }) => showall || figure.openingBalance !== 0n || figure.activity !== 0n || figure.closingBalance !== 0n || closingActivities.length > 0)
    .sort((a, b) => (context.accounts.get(a.figure.payAccountId)?.name ?? '').localeCompare(context.accounts.get(b.figure.payAccountId)?.name ?? '', 'da'))
    .map(({ figure, closingActivities }) => {
      const account = context.accounts.get(figure.payAccountId);
      return {
        payAccountId: figure.payAccountId,
        payAccountName: account?.name ?? '',
        unit: account?.unit ?? 'hours',
        openingBalance: shown(figure.openingBalance),
        activity: shown(figure.activity),
        closingActivities: closingActivities.map((activity) => ({
          payAccountClosingActivityId: null,
          typeId: activity.typeId,
          typeName: context.types.get(activity.typeId)?.name ?? '',
          value: shown(activity.value),
        })),
        closingBalance: shown(figure.closingBalance),
        postings: showall
          ? view.postings
              .filter((posting) => posting.payAccountId === figure.payAccountId)
              .map((posting) => ({
                payAccountActivityId: posting.payAccountActivityId,
                date: posting.date,
                value: decimalToNumber(posting.value),
                payAccountRuleId: posting.ruleId,
                ruleName: posting.ruleName,
                realisedWatchId: posting.realisedWatchId,
                isForecast: false,
              }))
          : [],
      };
    });
  return {
    ...simpleClosingDto(view.employment, view.period, view.record),
    lockedAt: view.record?.lockedAt ?? null,
    lockedBy: view.record?.lockedBy ?? null,
    prevClosingId: view.prevClosingId,
    activities,
    exportValues: figures.exportValues.map((value) => ({
      exportValueId: null,
      exportAccountId: value.exportAccountId,
      account: value.account,
      name: value.name,
      startDate: value.startDate,
      endDate: value.endDate,
      value: shown(value.value),
      departmentPropertyId: value.departmentPropertyId,
      departmentCode: value.departmentCode,
    })),
  };
}
