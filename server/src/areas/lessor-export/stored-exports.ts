import { sql } from 'drizzle-orm';
import type { LessorExportDto } from '@kaj/contract';
import { decimal, formatDecimal, type IsoDate, type Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { conflict, notFound } from '../../errors.ts';
import { idArray, jsonRows } from '../../db/sql-values.ts';
import type { ExportAbsenceLine, ExportLines, ExportPayLine } from './export-lines.ts';

// Stored Lessor exports: the export row, its lines as sent, and the closings it carried.

export interface StoredExportHead {
  id: number;
  exportPackageId: number;
  period: Period;
  fileLayout: 'lessor5' | 'lessor4';
}

export interface NewExport {
  exportPackageId: number;
  period: Period;
  closingDate: IsoDate;
  payDate: IsoDate;
  fileLayout: 'lessor5' | 'lessor4';
  exportedBy: number;
}

/** Stores the export and its lines (set-based: one statement per table) and marks the closings exported; 409 when one is no longer locked or free. */
export async function storeExport(db: Db, head: NewExport, lines: ExportLines, closingIds: readonly number[]): Promise<number> {
  const [created] = await queryRows<{ id: number }>(
    db,
    sql`insert into lessor_exports (export_package_id, period, closing_date, pay_date, exported_by, file_layout)
        values (${head.exportPackageId}, ${head.period}, ${head.closingDate}, ${head.payDate}, ${head.exportedBy}, ${head.fileLayout}) returning id`,
  );
  if (!created) throw new Error('Lessor-eksporten blev ikke gemt');
  const exportId = Number(created.id);
  if (lines.pay.length) {
    const rows = lines.pay.map((line) => ({ ...headOf(line), a: line.account, v: formatDecimal(line.units), r: line.rate === null ? null : formatDecimal(line.rate) }));
    await db.execute(sql`insert into lessor_export_lines
        (lessor_export_id, closing_id, employee_id, employee_code, employee_name, department_code, account, start_date, end_date, value, rate)
      select ${exportId}, c, e, ec, en, d, a, s, t, v, r
      from json_to_recordset(${jsonRows(rows)}) as x(c int, e int, ec text, en text, d text, a text, s date, t date, v numeric, r numeric)`);
  }
  if (lines.absence.length) {
    const rows = lines.absence.map((line) => ({ ...headOf(line), a: line.absenceCode, h: formatDecimal(line.hours), y: formatDecimal(line.days) }));
    await db.execute(sql`insert into lessor_export_absences
        (lessor_export_id, closing_id, employee_id, employee_code, employee_name, department_code, absence_code, start_date, end_date, hours, days)
      select ${exportId}, c, e, ec, en, d, a, s, t, h, y
      from json_to_recordset(${jsonRows(rows)}) as x(c int, e int, ec text, en text, d text, a text, s date, t date, h numeric, y numeric)`);
  }
  // Only closings still locked and in no export; the closings are row-locked first (lockPackageClosings), so this is the last guard.
  const marked = await queryRows<{ id: number }>(
    db,
    sql`update closings set lessor_export_id = ${exportId} where id = any(${idArray(closingIds)}) and locked and lessor_export_id is null returning id`,
  );
  if (marked.length !== closingIds.length) throw conflict('closing_changed', 'En af eksportens afslutninger er netop låst op eller eksporteret. Indlæs siden igen.');
  return exportId;
}

const headOf = (line: ExportPayLine | ExportAbsenceLine) => ({
  c: line.closingId,
  e: line.employeeId,
  ec: line.employeeCode,
  en: line.employeeName,
  d: line.departmentCode,
  s: line.startDate,
  t: line.endDate,
});

/** The package's exports, newest first, with who made them and whether each may be deleted (the latest only). */
export async function listLessorExports(db: Db, exportPackageId: number, exportId?: number): Promise<LessorExportDto[]> {
  const rows = await queryRows<{
    id: number;
    export_package_id: number;
    period: string;
    closing_date: string;
    pay_date: string | null;
    export_time: string;
    comment: string | null;
    exported_by: string | null;
    pay_lines: string;
    absence_lines: string;
    latest: boolean;
  }>(
    db,
    sql`select x.id, x.export_package_id, x.period::text, x.closing_date::text, x.pay_date::text,
          to_char(x.export_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as export_time, x.comment,
          trim(u.first_name || ' ' || u.last_name) as exported_by,
          (select count(*) from lessor_export_lines l where l.lessor_export_id = x.id)::text as pay_lines,
          (select count(*) from lessor_export_absences a where a.lessor_export_id = x.id)::text as absence_lines,
          x.id = (select max(y.id) from lessor_exports y where y.export_package_id = x.export_package_id) as latest
        from lessor_exports x left join users u on u.id = x.exported_by
        where x.export_package_id = ${exportPackageId} ${exportId === undefined ? sql`` : sql`and x.id = ${exportId}`}
        order by x.id desc`,
  );
  return rows.map((row) => ({
    lessorExportId: Number(row.id),
    exportPackageId: Number(row.export_package_id),
    period: row.period,
    closingDate: row.closing_date,
    payDate: row.pay_date,
    exportTime: row.export_time,
    comment: row.comment,
    exportedBy: row.exported_by ?? '',
    payLineCount: Number(row.pay_lines),
    absenceLineCount: Number(row.absence_lines),
    canDelete: Boolean(row.latest),
  }));
}

export async function storedExportHead(db: Db, exportId: number): Promise<StoredExportHead> {
  const [row] = await queryRows<{ id: number; export_package_id: number; period: string; file_layout: StoredExportHead['fileLayout'] }>(
    db,
    sql`select id, export_package_id, period::text, file_layout from lessor_exports where id = ${exportId}`,
  );
  if (!row) throw notFound('Lessor-eksporten findes ikke.');
  return { id: Number(row.id), exportPackageId: Number(row.export_package_id), period: row.period, fileLayout: row.file_layout };
}

/** The lines of a stored export as they were sent, with the wage type's current name. */
export async function storedLines(db: Db, exportId: number): Promise<ExportLines> {
  const pay = await queryRows<StoredRow & { account: string; account_name: string | null; value: string; rate: string | null }>(
    db,
    sql`select l.closing_id, c.employment_id, l.employee_id, l.employee_code, l.employee_name, l.department_code, l.start_date::text, l.end_date::text,
          l.account, (select ea.name from export_accounts ea where ea.account = l.account order by ea.id limit 1) as account_name,
          l.value::text, l.rate::text
        from lessor_export_lines l left join closings c on c.id = l.closing_id
        where l.lessor_export_id = ${exportId} order by l.id`,
  );
  const absence = await queryRows<StoredRow & { absence_code: string; hours: string; days: string }>(
    db,
    sql`select a.closing_id, c.employment_id, a.employee_id, a.employee_code, a.employee_name, a.department_code, a.start_date::text, a.end_date::text,
          a.absence_code, a.hours::text, a.days::text
        from lessor_export_absences a left join closings c on c.id = a.closing_id
        where a.lessor_export_id = ${exportId} order by a.id`,
  );
  return {
    pay: pay.map((row) => ({
      ...storedHead(row),
      account: row.account,
      accountName: row.account_name ?? row.account,
      units: decimal(row.value),
      rate: row.rate === null ? null : decimal(row.rate),
    })),
    absence: absence.map((row) => ({ ...storedHead(row), absenceCode: row.absence_code, hours: decimal(row.hours), days: decimal(row.days) })),
  };
}

interface StoredRow {
  closing_id: number | null;
  employment_id: number | null;
  employee_id: number | null;
  employee_code: string;
  employee_name: string;
  department_code: string | null;
  start_date: string;
  end_date: string;
}

const storedHead = (row: StoredRow) => ({
  closingId: row.closing_id === null ? null : Number(row.closing_id),
  employmentId: row.employment_id === null ? null : Number(row.employment_id),
  employeeId: row.employee_id === null ? null : Number(row.employee_id),
  employeeCode: row.employee_code,
  employeeName: row.employee_name,
  departmentCode: row.department_code,
  startDate: row.start_date,
  endDate: row.end_date,
});

/** Frees the export's closings and deletes it with its lines. */
export async function deleteStoredExport(db: Db, exportId: number): Promise<void> {
  await db.execute(sql`update closings set lessor_export_id = null where lessor_export_id = ${exportId}`);
  await db.execute(sql`delete from lessor_exports where id = ${exportId}`);
}

/** The id of the package's latest export, if any. */
export async function latestExportId(db: Db, exportPackageId: number): Promise<number | null> {
  const [row] = await queryRows<{ id: number | null }>(db, sql`select max(id) as id from lessor_exports where export_package_id = ${exportPackageId}`);
  return row?.id === null || row?.id === undefined ? null : Number(row.id);
}
