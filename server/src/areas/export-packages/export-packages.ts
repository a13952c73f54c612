import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { contract, PLANNERS } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { departmentReach } from '../../auth/reach.ts';
import { loadSessionUser } from '../../auth/session-user.ts';
import { employees, employmentProperties, employments, exportPackages } from '../../db/schema/index.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-errors.ts';
import { readReach } from '../employees/employee-access.ts';
import { employeesWithin, getEmployeeRow, isMaster, listEmployeeRecords } from '../employees/employees-repository.ts';
import { holdsEmployeeOutside, listLessorExports } from '../lessor-export/index.ts';
import { assertNameFree, getExportPackage, listExportPackages } from './export-packages-repository.ts';

export const getExportPackages = handle(contract.employee.getExportPackages, async ({ db }) => listExportPackages(db));

/**
 * The packages a user may export: every one for Admin; for a planner those holding an employee with an
 * employment in the planner's departments and no employee outside them (the rule of `exportablePackage`).
 */
export const getMyExportPackages = handle(contract.employee.getMyExportPackages, async ({ db, user, query }) => {
  const targetId = query.planUserId ?? user.id;
  if (targetId !== user.id && !user.roles.includes('Admin')) throw forbidden();
  const target = targetId === user.id ? user : await loadSessionUser(db, targetId);
  if (!target) throw notFound('Brugeren findes ikke.');
  const reach = await departmentReach(db, target, PLANNERS);
  if (reach === 'all') return listExportPackages(db);
  if (reach.size === 0) return [];
  return listExportPackages(
    db,
    sql`exists (
      select 1 from ${employees}
      join ${employments} on ${employments.employeeId} = ${employees.id}
      join ${employmentProperties} on ${employmentProperties.employmentId} = ${employments.id}
      where ${employees.exportPackageId} = ${exportPackages.id} and ${isNull(employees.masterId)} and ${inArray(employmentProperties.propertyId, [...reach])})
      and not ${holdsEmployeeOutside(sql`${exportPackages.id}`, [...reach])}`,
  );
});

/** A package with its employees within the caller's reach and its Lessor exports, newest first. */
export const getExportPackageById = handle(contract.employee.getExportPackageById, async ({ db, user, query }) => {
  const exportPackage = await getExportPackage(db, query.id);
  const members = await listEmployeeRecords(db, and(isMaster, eq(employees.exportPackageId, exportPackage.exportPackageId), employeesWithin(await readReach(db, user))));
  return { ...exportPackage, employees: members, lessorExports: await listLessorExports(db, exportPackage.exportPackageId) };
});

export const getEmployeesNotInExport = handle(contract.employee.getEmployeesNotInExport, async ({ db, user }) =>
  listEmployeeRecords(db, and(isMaster, isNull(employees.exportPackageId), employeesWithin(await readReach(db, user)))),
);

export const addEmployeeToExportPackage = handle(contract.employee.addEmployeeToExportPackage, async ({ db, query }) =>
  db.transaction(async (tx) => {
    const employee = await getEmployeeRow(tx, query.employeeId);
    if (employee.masterId !== null) throw badRequest('draft_in_export', 'En kladde kan ikke ligge i en eksportpakke.');
    await getExportPackage(tx, query.exportPackageId);
    await tx.update(employees).set({ exportPackageId: query.exportPackageId }).where(eq(employees.id, employee.id));
    return null;
  }),
);

export const removeEmployeeFromExportPackage = handle(contract.employee.removeEmployeeFromExportPackage, async ({ db, query }) => {
  const employee = await getEmployeeRow(db, query.employeeId);
  await db.update(employees).set({ exportPackageId: null }).where(eq(employees.id, employee.id));
  return null;
});

export const saveExportPackage = handle(contract.employee.saveExportPackage, async ({ db, body }) =>
  db
    .transaction(async (tx) => {
      const existingId = body.exportPackageId ?? undefined;
      if (existingId !== undefined) await getExportPackage(tx, existingId);
      await assertNameFree(tx, body.name, existingId);
      const values = { name: body.name, fileLayout: body.fileLayout };
      const [saved] =
        existingId === undefined
          ? await tx.insert(exportPackages).values(values).returning({ id: exportPackages.id })
          : await tx.update(exportPackages).set(values).where(eq(exportPackages.id, existingId)).returning({ id: exportPackages.id });
      if (!saved) throw new Error('Eksportpakken blev ikke gemt');
      return getExportPackage(tx, saved.id);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw badRequest('export_package_name_taken', `Der findes allerede en eksportpakke med navnet ${body.name}.`);
      throw error;
    }),
);

/** Its employees are left in no package. The Lessor exports of a package (stored with the export issue) keep it by their foreign key. */
export const deleteExportPackage = handle(contract.employee.deleteExportPackage, async ({ db, query }) => {
  await db
    .transaction(async (tx) => {
      await getExportPackage(tx, query.exportPackageId);
      await tx.update(employees).set({ exportPackageId: null }).where(eq(employees.exportPackageId, query.exportPackageId));
      await tx.delete(exportPackages).where(eq(exportPackages.id, query.exportPackageId));
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw badRequest('export_package_has_exports', 'Eksportpakken har Lessor-eksporter og kan ikke slettes.');
      throw error;
    });
  return null;
});

export const exportPackageHandlers = [
  getExportPackages,
  getMyExportPackages,
  getExportPackageById,
  getEmployeesNotInExport,
  addEmployeeToExportPackage,
  removeEmployeeFromExportPackage,
  saveExportPackage,
  deleteExportPackage,
];
