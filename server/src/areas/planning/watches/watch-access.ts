import { PLANNERS } from '@kaj/contract';
import type { WatchTemplateDto } from '@kaj/contract';
import type { Db } from '../../../db/client.ts';
import { hasRole, type SessionUser } from '../../../auth/session-user.ts';
import { reaches } from '../../../auth/reach.ts';
import { propertyTypeId } from '../../../db/reference/sync.ts';
import { badRequest, forbidden } from '../../../errors.ts';
import { readReach, writeReach } from '../../employees/employee-access.ts';
import { departmentsOf, type EmploymentRow } from '../../employees/employments-repository.ts';
import { lockEmploymentRows } from '../../shared/row-locks.ts';

/**
 * Who may change the watches of employments: planners within their departments (drafts too); an employee
 * with planning right their own realised watches (`realise`), and one with planning right for wishes their
 * own absence wishes in the plan (`wish`). Answers in which capacity the user acts, and locks the employments
 * until the transaction ends, so that two changes of one employment queue up and the second sees the first
 * (its overlap and change-date checks included).
 */
export async function assertMayChange(db: Db, user: SessionUser, employments: readonly EmploymentRow[], right: 'plan' | 'realise' | 'wish'): Promise<'planner' | 'self'> {
  const capacity = await capacityOf(db, user, employments, right);
  const ids = [...new Set(employments.map((employment) => employment.id))].sort((a, b) => a - b);
  await lockEmploymentRows(db, ids);
  return capacity;
}

async function capacityOf(db: Db, user: SessionUser, employments: readonly EmploymentRow[], right: 'plan' | 'realise' | 'wish'): Promise<'planner' | 'self'> {
  if (hasRole(user, ...PLANNERS) && (await within(db, await writeReach(db, user), employments))) return 'planner';
  const selfRole = right === 'realise' ? 'EmployeeWithPlanningRight' : right === 'wish' ? 'EmployeeWithPlanningRightForWishes' : null;
  const own = (employment: EmploymentRow) => user.employeeId !== null && employment.employeeId === user.employeeId && employment.masterId === null;
  if (selfRole && hasRole(user, selfRole) && employments.every(own)) return 'self';
  throw forbidden('Ansættelsen ligger uden for dine afdelinger.');
}

/** Copying reads the source: it must be within the user's reading reach. */
export async function assertMayRead(db: Db, user: SessionUser, employments: readonly EmploymentRow[]): Promise<void> {
  if (!(await within(db, await readReach(db, user), employments))) throw forbidden('Ansættelsen ligger uden for dine afdelinger.');
}

async function within(db: Db, reach: Awaited<ReturnType<typeof writeReach>>, employments: readonly EmploymentRow[]): Promise<boolean> {
  if (reach === 'all') return true;
  const departments = await departmentsOf(
    db,
    employments.map((employment) => employment.id),
  );
  return [...departments.values()].every((ids) => ids.some((id) => reaches(reach, id)));
}

/** An employee planning their own wishes may place only absence codes (every watch of it an absence). */
export async function assertWishTemplate(db: Db, template: WatchTemplateDto): Promise<void> {
  const absence = await propertyTypeId(db, 'absence');
  const details = [...template.details, ...template.subTemplates.flatMap((sub) => sub.details)];
  if (!details.every((detail) => detail.properties.some((property) => property.propertyTypeId === absence))) {
    throw badRequest('not_an_absence_code', `Du kan kun planlægge fravær for dig selv, og ${template.code} er ikke en fraværskode.`);
  }
}
