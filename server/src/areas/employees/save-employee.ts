import { eq } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest, forbidden } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { employees, exportPackages, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { assertEmployeeWithin, writeReach } from './employee-access.ts';
import { assertCodeFree, employeeCodeTaken, getEmployeeRow, loadEmployeeDetail, type EmployeeRow } from './employees-repository.ts';

const blankToNull = (text: string | null | undefined) => (text == null || text.trim() === '' ? null : text.trim());

/** Export packages and user links are Admin's (AddEmployeeToExportPackage, user administration); planners keep them as they are. */
async function assertAdminFields(db: Db, user: SessionUser, existing: EmployeeRow | null, wanted: { exportPackageId: number | null; userId: number | null }) {
  const currentUser = existing ? ((await db.select({ id: users.id }).from(users).where(eq(users.employeeId, existing.id)))[0]?.id ?? null) : null;
  const packageChanged = wanted.exportPackageId !== (existing?.exportPackageId ?? null);
  const userChanged = wanted.userId !== currentUser;
  if ((packageChanged || userChanged) && !user.roles.includes('Admin')) throw forbidden('Kun en administrator kan ændre eksportpakke og brugerkobling.');
  if (existing?.masterId != null && (wanted.exportPackageId !== null || wanted.userId !== null)) {
    throw badRequest('draft_links', 'En kladde kan ikke ligge i en eksportpakke eller kobles til en bruger.');
  }
  if (packageChanged && wanted.exportPackageId !== null) {
    const [found] = await db.select({ id: exportPackages.id }).from(exportPackages).where(eq(exportPackages.id, wanted.exportPackageId));
    if (!found) throw badRequest('unknown_export_package', 'Eksportpakken findes ikke.');
  }
  if (userChanged && wanted.userId !== null) {
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.id, wanted.userId));
    if (!found) throw badRequest('unknown_user', 'Brugeren findes ikke.');
  }
  return userChanged;
}

/** A user is linked to one employee: linking moves the user here and unlinks whoever was linked before. */
async function linkUser(db: Db, employeeId: number, userId: number | null): Promise<void> {
  await db.update(users).set({ employeeId: null }).where(eq(users.employeeId, employeeId));
  if (userId !== null) await db.update(users).set({ employeeId }).where(eq(users.id, userId));
}

export const saveEmployee = handle(contract.employee.saveEmployee, async ({ db, user, body }) => {
  const code = blankToNull(body.code);
  return db
    .transaction(async (tx) => {
      const existing = body.employeeId ? await getEmployeeRow(tx, body.employeeId) : null;
      if (existing) await assertEmployeeWithin(tx, await writeReach(tx, user), existing.id);
      const wanted = { exportPackageId: body.exportPackageId ?? null, userId: body.userId ?? null };
      const userChanged = await assertAdminFields(tx, user, existing, wanted);
      if (existing?.masterId == null) await assertCodeFree(tx, code, existing?.id);
      const values = {
        code,
        firstName: body.firstName,
        lastName: body.lastName,
        initials: blankToNull(body.initials),
        telephone: blankToNull(body.telephone),
        email: blankToNull(body.email),
        birthDate: body.birthDate ?? null,
        exportPackageId: wanted.exportPackageId,
      };
      const [saved] = existing
        ? await tx.update(employees).set(values).where(eq(employees.id, existing.id)).returning({ id: employees.id })
        : await tx.insert(employees).values(values).returning({ id: employees.id });
      if (!saved) throw new Error('Medarbejderen blev ikke gemt');
      if (userChanged) await linkUser(tx, saved.id, wanted.userId);
      return loadEmployeeDetail(tx, saved.id);
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error) && code !== null) throw employeeCodeTaken(code);
      throw error;
    });
});
