import type { Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { buildLines, type ExportLines } from './export-lines.ts';
import { absenceByDay, closingValues, exportPricesOf, isExportable, packageEmployments, type SourceEmployment, type SourceValue } from './export-source.ts';
import { midMonthValues } from './mid-month-source.ts';

// The data of an export of a package and month, read once and shared by the pre-check, the previews and
// CreateLessorExport, so they always agree.

export interface ExportData {
  employments: SourceEmployment[];
  /** The closings the export carries. */
  closingIds: number[];
  values: SourceValue[];
  lines: ExportLines;
}

const accountsOf = (values: readonly SourceValue[]) => [...new Set(values.map((value) => value.account))];

export async function exportData(db: Db, packageId: number, period: Period, employeeIds?: readonly number[] | null): Promise<ExportData> {
  const employments = await packageEmployments(db, packageId, period, employeeIds);
  const closingIds = employments.filter(isExportable).map((employment) => employment.closingId!);
  const values = await absenceByDay(db, await closingValues(db, closingIds));
  const lines = buildLines(employments, values, await exportPricesOf(db, accountsOf(values)));
  return { employments, closingIds, values, lines };
}

/** Lines of the month up to the 15th from open data (every employment, locked or not). */
export async function midMonthData(db: Db, packageId: number, period: Period, employeeIds?: readonly number[] | null) {
  const employments = await packageEmployments(db, packageId, period, employeeIds);
  const values = await midMonthValues(
    db,
    employments.map((employment) => employment.employmentId),
    period,
  );
  return { employments, lines: buildLines(employments, values, await exportPricesOf(db, accountsOf(values))) };
}
