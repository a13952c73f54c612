import { and, asc, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ExportPackageDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { employees, exportPackages } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';

export type ExportPackageRow = typeof exportPackages.$inferSelect;

/** Packages with how many employees (masters; a draft never reaches an export) each holds, in one query. */
export async function listExportPackages(db: Db, where?: SQL): Promise<ExportPackageDto[]> {
  const rows = await db
    .select({ exportPackageId: exportPackages.id, name: exportPackages.name, fileLayout: exportPackages.fileLayout, employeeCount: count(employees.id) })
    .from(exportPackages)
    .leftJoin(employees, and(eq(employees.exportPackageId, exportPackages.id), isNull(employees.masterId)))
    .where(where)
    .groupBy(exportPackages.id)
    .orderBy(asc(exportPackages.name));
  return rows;
}

export async function getExportPackage(db: Db, id: number): Promise<ExportPackageDto> {
  const [row] = await listExportPackages(db, eq(exportPackages.id, id));
  if (!row) throw notFound('Eksportpakken findes ikke.');
  return row;
}

export async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  const [clash] = await db
    .select({ id: exportPackages.id })
    .from(exportPackages)
    .where(and(sql`lower(${exportPackages.name}) = ${name.toLowerCase()}`, exceptId === undefined ? undefined : ne(exportPackages.id, exceptId)));
  if (clash) throw badRequest('export_package_name_taken', `Der findes allerede en eksportpakke med navnet ${name}.`);
}
