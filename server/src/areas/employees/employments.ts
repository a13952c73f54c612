import { eq } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest } from '../../errors.ts';
import { employments } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../db/constraint-errors.ts';
import { assertEmployeeWithin, assertEmploymentsWithin, readReach, writeReach } from './employee-access.ts';
import { getEmployeeRow, loadEmployeeDetail } from './employees-repository.ts';
import { employmentsWithWatches, getEmploymentRow, loadEmploymentRecord, loadEmploymentRecords } from './employments-repository.ts';
import { assertNoOverlap } from './employment-rules.ts';

// Reading an employment needs its employee within reach (the employee's other employments are context);
// changing one needs the employment's own department within the caller's planning reach.

export const getEmploymentById = handle(contract.employee.getEmploymentById, async ({ db, user, query }) => {
  const employment = await getEmploymentRow(db, query.id);
  await assertEmployeeWithin(db, await readReach(db, user), employment.employeeId);
  return loadEmploymentRecord(db, employment.id);
});

export const getEmploymentsByEmployeeId = handle(contract.employee.getEmploymentsByEmployeeId, async ({ db, user, query }) => {
  await getEmployeeRow(db, query.employeeId);
  await assertEmployeeWithin(db, await readReach(db, user), query.employeeId);
  return loadEmploymentRecords(db, eq(employments.employeeId, query.employeeId));
});

const hasWatches = () => badRequest('employment_has_watches', 'Ansættelsen har vagter eller lukninger og kan ikke slettes.');

/** Only an employment without watches or closings; a draft's copy of it loses its link to the master. */
export const deleteEmploymentById = handle(contract.employee.deleteEmploymentById, async ({ db, user, query }) => {
  await db
    .transaction(async (tx) => {
      const employment = await getEmploymentRow(tx, query.id);
      await assertEmploymentsWithin(tx, await writeReach(tx, user), [employment.id]);
      if ((await employmentsWithWatches(tx, [employment.id])).has(employment.id)) throw hasWatches();
      await tx.delete(employments).where(eq(employments.id, employment.id));
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw hasWatches();
      throw error;
    });
  return null;
});

/** Moves an employment, with the watches and closings that hang on it, to another employee (e.g. a duplicate person). */
export const moveEmployment = handle(contract.employee.moveEmployment, async ({ db, user, query }) =>
  db.transaction(async (tx) => {
    const employment = await getEmploymentRow(tx, query.employmentId);
    const source = await getEmployeeRow(tx, employment.employeeId);
    const target = await getEmployeeRow(tx, query.employeeId);
    if (source.id === target.id) throw badRequest('same_employee', 'Ansættelsen hører allerede til medarbejderen.');
    if (source.masterId !== null || target.masterId !== null) throw badRequest('draft_employment_move', 'Ansættelser i en kladde kan ikke flyttes.');
    const [copy] = await tx.select({ id: employments.id }).from(employments).where(eq(employments.masterId, employment.id));
    if (copy) throw badRequest('employment_has_draft', 'Ansættelsen er kopieret til en kladde. Slet kladden, før ansættelsen flyttes.');
    const reach = await writeReach(tx, user);
    await assertEmploymentsWithin(tx, reach, [employment.id]);
    await assertEmployeeWithin(tx, reach, target.id);
    const others = await tx
      .select({ employmentId: employments.id, startDate: employments.startDate, endDate: employments.endDate, isSecondary: employments.isSecondary })
      .from(employments)
      .where(eq(employments.employeeId, target.id));
    assertNoOverlap({ employmentId: employment.id, startDate: employment.startDate, endDate: employment.endDate, isSecondary: employment.isSecondary }, others);
    await tx.update(employments).set({ employeeId: target.id }).where(eq(employments.id, employment.id));
    return loadEmployeeDetail(tx, target.id);
  }),
);
