import { and, eq } from 'drizzle-orm';
import { PLANNERS } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { departmentReach, reaches, type Reach } from '../../auth/reach.ts';
import { employees } from '../../db/schema/index.ts';
import { forbidden } from '../../errors.ts';
import { employeesWithin } from './employees-repository.ts';
import { departmentsOf } from './employments-repository.ts';

/** The departments whose employees the user may read (in any of their roles). */
export const readReach = (db: Db, user: SessionUser) => departmentReach(db, user);

/** The departments whose employees, employments and drafts the user may change: as Planner or ApproverWithPlanningRight. */
export const writeReach = (db: Db, user: SessionUser) => departmentReach(db, user, PLANNERS);

const outside = () => forbidden('Medarbejderen ligger uden for dine afdelinger.');

export async function assertEmployeeWithin(db: Db, reach: Reach, employeeId: number): Promise<void> {
  if (reach === 'all') return;
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, employeeId), employeesWithin(reach)));
  if (!row) throw outside();
}

/** Every employment must have a department within reach (one without a department is Admin's alone). */
export async function assertEmploymentsWithin(db: Db, reach: Reach, employmentIds: readonly number[]): Promise<void> {
  if (reach === 'all') return;
  const departments = await departmentsOf(db, employmentIds);
  for (const ids of departments.values()) {
    if (!ids.some((id) => reaches(reach, id))) throw forbidden('Ansættelsen ligger uden for dine afdelinger.');
  }
}
