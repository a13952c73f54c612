// Whether the caller may change an employment's watches in the grid (DOMAIN.md section 3).
import type { Reach } from '../../../auth/reach.ts';
import { reaches } from '../../../auth/reach.ts';
import { hasRole, type SessionUser } from '../../../auth/session-user.ts';
import type { EmploymentSource } from './row-sources.ts';

/** Employees who may register their own watches (times and properties, or absence wishes). */
const SELF_PLANNERS = ['EmployeeWithPlanningRight', 'EmployeeWithPlanningRightForWishes'] as const;

/**
 * Planners within their planning reach (drafts too); an employee with a planning right on their own master
 * employments. Approver and Ship read only.
 */
export function isEditable(user: SessionUser, planningReach: Reach, employment: EmploymentSource): boolean {
  if (planningReach === 'all') return true;
  if (employment.departmentId !== null && reaches(planningReach, employment.departmentId)) return true;
  const own = user.employeeId !== null && user.employeeId === employment.employeeId && employment.employee.masterId === null;
  return own && hasRole(user, ...SELF_PLANNERS);
}
