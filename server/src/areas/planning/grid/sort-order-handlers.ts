// A planner's own order of a department's employees in the grid (issue 5 item 4).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { contract, PLANNERS } from '@kaj/contract';
import type { Db } from '../../../db/client.ts';
import { handle } from '../../../http/handler.ts';
import { assertReaches, departmentReach } from '../../../auth/reach.ts';
import type { SessionUser } from '../../../auth/session-user.ts';
import { queryRows } from '../../../db/raw.ts';
import { employeeSortOrders, employees } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../errors.ts';

async function assertDepartment(db: Db, departmentId: number): Promise<void> {
  const [department] = await queryRows<{ id: number }>(db, sql`
    select p.id from properties p join property_types t on t.id = p.property_type_id where p.id = ${departmentId} and t.key = 'department'`);
  if (!department) throw notFound('Afdelingen findes ikke.');
}

async function assertReached(db: Db, user: SessionUser, departmentId: number, roles?: typeof PLANNERS): Promise<void> {
  await assertDepartment(db, departmentId);
  assertReaches(await departmentReach(db, user, roles), [departmentId]);
}

/** Replaces the caller's order of the department with the one given. */
export const saveEmployeeSortOrder = handle(contract.plan.saveEmployeeSortOrder, async ({ db, user, query, body }) => {
  const departmentId = query.departmentid;
  const employeeIds = body.map((entry) => entry.employeeId);
  if (new Set(employeeIds).size < employeeIds.length) throw badRequest('duplicate_employee', 'En medarbejder står flere gange i rækkefølgen.');
  await db.transaction(async (tx) => {
    await assertReached(tx, user, departmentId, PLANNERS);
    if (employeeIds.length) {
      const found = await tx.select({ id: employees.id }).from(employees).where(inArray(employees.id, employeeIds));
      if (found.length < employeeIds.length) throw badRequest('unknown_employee', 'En medarbejder i rækkefølgen findes ikke.');
    }
    const mine = and(eq(employeeSortOrders.planUserId, user.id), eq(employeeSortOrders.departmentPropertyId, departmentId));
    await tx.delete(employeeSortOrders).where(mine);
    if (body.length) {
      await tx.insert(employeeSortOrders).values(body.map((entry) => ({ planUserId: user.id, departmentPropertyId: departmentId, ...entry })));
    }
  });
  return null;
});

export const getSortOrders = handle(contract.plan.getSortOrders, async ({ db, user, query }) => {
  await assertReached(db, user, query.departmentid);
  return db
    .select({ employeeId: employeeSortOrders.employeeId, sortOrder: employeeSortOrders.sortOrder })
    .from(employeeSortOrders)
    .where(and(eq(employeeSortOrders.planUserId, user.id), eq(employeeSortOrders.departmentPropertyId, query.departmentid)))
    .orderBy(asc(employeeSortOrders.sortOrder), asc(employeeSortOrders.employeeId));
});
