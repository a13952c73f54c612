import { decimal, ONE, roundDecimal, type Decimal, type IsoDate } from '@kaj/domain';
import { mergeAbsence, priceOf, pricesByAccount } from '@kaj/domain/lessor/index';
import type { SourceEmployment, SourcePrice, SourceValue } from './export-source.ts';

// The lines of a Lessor export from export values (DOMAIN.md section 9): one pay line per value of a wage
// type, priced with the export prices; absence values become periods, consecutive days of one absence
// merged per employment, code and department. Units are rounded to two decimals: what is stored is what
// the file says.

interface LineHead {
  closingId: number | null;
  employmentId: number | null;
  employeeId: number | null;
  employeeCode: string;
  employeeName: string;
  departmentCode: string | null;
  startDate: IsoDate;
  endDate: IsoDate;
}

export interface ExportPayLine extends LineHead {
  account: string;
  accountName: string;
  units: Decimal;
  rate: Decimal | null;
}

export interface ExportAbsenceLine extends LineHead {
  absenceCode: string;
  hours: Decimal;
  days: Decimal;
}

export interface ExportLines {
  pay: ExportPayLine[];
  absence: ExportAbsenceLine[];
}

/** A day read from the watches counts one day and its paid hours; a figure counts in the account's unit. */
function absenceUnits(value: SourceValue, units: Decimal): { hours: Decimal; days: Decimal } {
  if (value.absenceHours !== null) return { hours: roundDecimal(decimal(value.absenceHours), 2), days: ONE };
  return value.inDays ? { hours: 0n, days: units } : { hours: units, days: 0n };
}

export function buildLines(employments: readonly SourceEmployment[], values: readonly SourceValue[], prices: readonly SourcePrice[]): ExportLines {
  const byEmployment = new Map(employments.map((employment) => [employment.employmentId, employment]));
  const priceBook = pricesByAccount(prices.map((price) => ({ ...price, value: decimal(price.value) })));
  const pay: ExportPayLine[] = [];
  const absenceDays: ExportAbsenceLine[] = [];
  for (const value of values) {
    const employment = byEmployment.get(value.employmentId);
    if (!employment) continue;
    const units = roundDecimal(decimal(value.value), 2);
    if (units === 0n) continue;
    const head: LineHead = {
      closingId: value.closingId,
      employmentId: employment.employmentId,
      employeeId: employment.employeeId,
      employeeCode: employment.employeeCode ?? '',
      employeeName: employment.employeeName,
      departmentCode: value.departmentCode ?? employment.departmentCode,
      startDate: value.startDate,
      endDate: value.endDate,
    };
    if (value.absenceCode !== null) {
      absenceDays.push({ ...head, absenceCode: value.absenceCode, ...absenceUnits(value, units) });
      continue;
    }
    const rate = value.rate !== null ? decimal(value.rate) : priceOf(priceBook.get(value.account) ?? [], {
      account: value.account,
      agreementCode: employment.agreementCode,
      departmentCode: head.departmentCode,
      isDis: employment.isDis,
      date: value.startDate,
    });
    pay.push({ ...head, account: value.account, accountName: value.accountName, units, rate });
  }
  const absence = mergeAbsence(absenceDays, (line) => JSON.stringify([line.employmentId, line.closingId, line.absenceCode, line.departmentCode]));
  return { pay, absence };
}
