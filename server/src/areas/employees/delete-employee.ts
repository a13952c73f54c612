import { eq } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest } from '../../errors.ts';
import { employees, employments, users } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../db/constraint-errors.ts';
import { assertEmployeeWithin, writeReach } from './employee-access.ts';
import { draftOf, getEmployeeRow } from './employees-repository.ts';
import { employmentsWithWatches } from './employments-repository.ts';

/**
 * A master goes only without employments (delete those first, each only without watches) and without a
 * draft. Deleting a draft discards it with its employments, unless one of them has watches it cannot lose.
 */
export const deleteEmployeeById = handle(contract.employee.deleteEmployeeById, async ({ db, user, query }) => {
  await db
    .transaction(async (tx) => {
      const employee = await getEmployeeRow(tx, query.id);
      await assertEmployeeWithin(tx, await writeReach(tx, user), employee.id);
      const own = await tx.select({ id: employments.id }).from(employments).where(eq(employments.employeeId, employee.id));
      if (employee.masterId === null) {
        if ((await draftOf(tx, employee.id)) !== null) throw badRequest('employee_has_draft', 'Medarbejderen har en kladde. Slet kladden først.');
        if (own.length > 0) throw badRequest('employee_has_employments', 'Medarbejderen har ansættelser. Slet dem først.');
      } else {
        const withWatches = await employmentsWithWatches(
          tx,
          own.map((row) => row.id),
        );
        if (withWatches.size > 0) throw badRequest('employment_has_watches', 'Kladdens ansættelser har vagter, der ikke kan slettes.');
        await tx.delete(employments).where(eq(employments.employeeId, employee.id));
      }
      await tx.update(users).set({ employeeId: null }).where(eq(users.employeeId, employee.id));
      await tx.delete(employees).where(eq(employees.id, employee.id));
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw badRequest('employee_in_use', 'Medarbejderen bruges stadig (vagter, lukninger eller besætningslister) og kan ikke slettes.');
      throw error;
    });
  return null;
});
