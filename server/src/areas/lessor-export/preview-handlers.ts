import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import type { IsoDate } from '@kaj/domain';
import { handle } from '../../http/handler.ts';
import { badRequest } from '../../errors.ts';
import { queryRows } from '../../db/raw.ts';
import { recalculateEmployments } from '../pay-engine/recalculate.ts';
import { exportData, midMonthData } from './export-data.ts';
import type { SourceEmployment } from './export-source.ts';
import { absenceDto, absenceFile, groupedAbsence, groupedPay, payDto, payFile } from './line-dtos.ts';
import { exportablePackage } from './package-access.ts';
import { exportProblems } from './pre-check.ts';

// What an export would hold, computed without storing: the pre-check, the previews (period = the month
// whose closings are exported) and the mid-month files (the month up to the 15th from open data).

export const checkLessorExport = handle(contract.employee.checkLessorExport, async ({ db, user, query }) => {
  const exportPackage = await exportablePackage(db, user, query.exportPackageID);
  const data = await exportData(db, exportPackage.id, query.period);
  return {
    period: query.period,
    closingCount: data.closingIds.length,
    payLineCount: data.lines.pay.length,
    absenceLineCount: data.lines.absence.length,
    problems: await exportProblems(db, query.period, exportPackage.fileLayout, data),
  };
});

export const createLessorExportPayPreview = handle(contract.employee.createLessorExportPayPreview, async ({ db, user, query, body }) => {
  await exportablePackage(db, user, query.exportPackageID);
  return (await exportData(db, query.exportPackageID, query.period, body.employeeIds)).lines.pay.map(payDto);
});

export const createLessorExportAbscencePreview = handle(contract.employee.createLessorExportAbscencePreview, async ({ db, user, query, body }) => {
  await exportablePackage(db, user, query.exportPackageID);
  return (await exportData(db, query.exportPackageID, query.period, body.employeeIds)).lines.absence.map(absenceDto);
});

export const createLessorExportPayPreviewGrouped = handle(contract.employee.createLessorExportPayPreviewGrouped, async ({ db, user, query, body }) => {
  await exportablePackage(db, user, query.exportPackageID);
  return groupedPay((await exportData(db, query.exportPackageID, query.period, body.employeeIds)).lines.pay);
});

export const createLessorExportAbscencePreviewGrouped = handle(contract.employee.createLessorExportAbscencePreviewGrouped, async ({ db, user, query, body }) => {
  await exportablePackage(db, user, query.exportPackageID);
  return groupedAbsence((await exportData(db, query.exportPackageID, query.period, body.employeeIds)).lines.absence);
});

/** A mid-month file goes to payroll too, so an employee without an employee number stops it. */
function assertEmployeeCodes(employments: readonly SourceEmployment[]) {
  const missing = [...new Set(employments.filter((employment) => employment.employeeCode === null).map((employment) => employment.employeeName))];
  if (missing.length) throw badRequest('lessor_export_blocked', `Eksporten kan ikke laves: ${missing.map((name) => `${name} har intet lønnummer.`).join(' ')}`);
}

export const createLessorExportPayMidMonth = handle(contract.employee.createLessorExportPayMidMonth, async ({ db, user, query, body }) => {
  const exportPackage = await exportablePackage(db, user, query.exportPackageID);
  const data = await midMonthData(db, exportPackage.id, query.period, body.employeeIds);
  assertEmployeeCodes(data.employments);
  return payFile(exportPackage.fileLayout, query.period, data.lines);
});

export const createLessorExportAbscenceMidMonth = handle(contract.employee.createLessorExportAbscenceMidMonth, async ({ db, user, query, body }) => {
  const exportPackage = await exportablePackage(db, user, query.exportPackageID);
  const data = await midMonthData(db, exportPackage.id, query.period, body.employeeIds);
  assertEmployeeCodes(data.employments);
  return absenceFile(exportPackage.fileLayout, query.period, data.lines);
});

/** CalculateExportPackage: recalculates the open months of every employment of the package's employees. */
export const calculateExportPackage = handle(contract.employee.calculateExportPackage, async ({ db, user, query }) => {
  const exportPackage = await exportablePackage(db, user, query.exportPackageID);
  const rows = await queryRows<{ id: number; start_date: IsoDate }>(
    db,
    sql`select e.id, e.start_date::text from employments e join employees emp on emp.id = e.employee_id
        where emp.export_package_id = ${exportPackage.id} and emp.master_id is null and e.master_id is null`,
  );
  if (rows.length === 0) return null;
  const from = rows.reduce<IsoDate>((earliest, row) => (row.start_date < earliest ? row.start_date : earliest), rows[0]!.start_date);
  await db.transaction((tx) =>
    recalculateEmployments(
      tx,
      rows.map((row) => Number(row.id)),
      from,
    ),
  );
  return null;
});
