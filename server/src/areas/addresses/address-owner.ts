import { PLANNERS } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { hasRole } from '../../auth/session-user.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { assertEmployeeWithin, writeReach } from '../employees/employee-access.ts';
import { getEmployeeRow } from '../employees/employees-repository.ts';

/**
 * The employee whose addresses and cars a call works on: without `forEmployeeId` the caller's own; with it
 * another's, for Admin anyone and for Planner/ApproverWithPlanningRight those in their departments.
 */
export async function addressOwner(db: Db, user: SessionUser, employeeId: number | null | undefined): Promise<number> {
  if (employeeId == null || employeeId === user.employeeId) {
    if (user.employeeId === null) throw badRequest('no_employee', 'Din bruger er ikke knyttet til en medarbejder.');
    return user.employeeId;
  }
  if (!hasRole(user, 'Admin', ...PLANNERS)) throw forbidden('Du kan kun se og ændre dine egne adresser og biler.');
  await getEmployeeRow(db, employeeId);
  await assertEmployeeWithin(db, await writeReach(db, user), employeeId);
  return employeeId;
}
