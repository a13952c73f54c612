import type { LessorExportAbsenceDto, LessorExportValueDto } from '@kaj/contract';
import { decimalToNumber, type Period } from '@kaj/domain';
import { groupAbsenceLines, groupPayLines, lessorAbsenceFile, lessorPayFile, type LessorFile, type LessorLayout } from '@kaj/domain/lessor/index';
import type { ExportAbsenceLine, ExportLines, ExportPayLine } from './export-lines.ts';

// Lines as the screen reads them (per line or grouped) and as the Lessor files carry them.

export const payDto = (line: ExportPayLine): LessorExportValueDto => ({
  employeeCode: line.employeeCode,
  employeeName: line.employeeName,
  employmentId: line.employmentId,
  departmentCode: line.departmentCode,
  account: line.account,
  accountName: line.accountName,
  startDate: line.startDate,
  endDate: line.endDate,
  value: decimalToNumber(line.units),
  rate: line.rate === null ? null : decimalToNumber(line.rate),
});

export const absenceDto = (line: ExportAbsenceLine): LessorExportAbsenceDto => ({
  employeeCode: line.employeeCode,
  employeeName: line.employeeName,
  employmentId: line.employmentId,
  departmentCode: line.departmentCode,
  absenceCode: line.absenceCode,
  startDate: line.startDate,
  endDate: line.endDate,
  hours: decimalToNumber(line.hours),
  days: decimalToNumber(line.days),
});

export const groupedPay = (lines: readonly ExportPayLine[]) => groupPayLines(lines).map(payDto);
export const groupedAbsence = (lines: readonly ExportAbsenceLine[]) => groupAbsenceLines(lines).map(absenceDto);

const payFileLine = (line: ExportPayLine) => ({ ...line, text: line.accountName });

export const payFile = (layout: LessorLayout, period: Period, lines: ExportLines): LessorFile =>
  lessorPayFile(layout, period, lines.pay.map(payFileLine), lines.absence);

export const absenceFile = (layout: LessorLayout, period: Period, lines: ExportLines): LessorFile => lessorAbsenceFile(layout, period, lines.absence);
