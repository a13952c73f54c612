import { inArray } from 'drizzle-orm';
import { AUTHORIZED_SIGNERS, PLANNERS } from '@kaj/contract';
import { departmentReach } from '../../auth/reach.ts';
import { hasRole, type SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { employments } from '../../db/schema/index.ts';
import { forbidden } from '../../errors.ts';
import { assertEmploymentsWithin, readReach } from '../employees/employee-access.ts';

/** Whether every one of the employments is the user's own (their linked employee's). */
async function allOwn(db: Db, user: SessionUser, employmentIds: readonly number[]): Promise<boolean> {
  if (user.employeeId === null || employmentIds.length === 0) return false;
  const rows = await db.select({ employeeId: employments.employeeId }).from(employments).where(inArray(employments.id, [...employmentIds]));
  return rows.length === new Set(employmentIds).size && rows.every((row) => row.employeeId === user.employeeId);
}

/** Read rest cards: one's own, or those of employments in the departments one reaches. */
export async function assertCanReadRest(db: Db, user: SessionUser, employmentIds: readonly number[]): Promise<void> {
  if (await allOwn(db, user, employmentIds)) return;
  await assertEmploymentsWithin(db, await readReach(db, user), employmentIds);
}

/** Enter rest by hand: planners in their departments, an employee with planning right on their own employment. */
export async function assertCanEditRest(db: Db, user: SessionUser, employmentId: number): Promise<void> {
  if (hasRole(user, 'EmployeeWithPlanningRight') && (await allOwn(db, user, [employmentId]))) return;
  if (!hasRole(user, ...PLANNERS)) throw forbidden('Du kan kun registrere hviletid for dig selv.');
  await assertEmploymentsWithin(db, await departmentReach(db, user, PLANNERS), [employmentId]);
}

/** The seafarer signs their own card (Admin may sign on their behalf). */
export async function assertOwnCard(db: Db, user: SessionUser, employmentId: number): Promise<void> {
  if (hasRole(user, 'Admin') || (await allOwn(db, user, [employmentId]))) return;
  throw forbidden('Du kan kun underskrive dit eget hviletidsskema.');
}

/** The master or an authorised person countersigns cards of their ship. */
export async function assertAuthorizedFor(db: Db, user: SessionUser, employmentId: number): Promise<void> {
  if (!hasRole(user, ...AUTHORIZED_SIGNERS)) throw forbidden('Du kan ikke underskrive som skibsfører eller bemyndiget person.');
  await assertEmploymentsWithin(db, await departmentReach(db, user, AUTHORIZED_SIGNERS), [employmentId]);
}

/** Remove signatures: the seafarer of their own card, or an authorised person for the ship. */
export async function assertCanUnsign(db: Db, user: SessionUser, employmentId: number): Promise<void> {
  if (await allOwn(db, user, [employmentId])) return;
  await assertAuthorizedFor(db, user, employmentId);
}
