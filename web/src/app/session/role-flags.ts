import type { Access, Role } from '@kaj/contract';

/** The derived flags of specification section 6. */
export interface RoleFlags {
  isAdmin: boolean;
  isPlanner: boolean;
  isEmployee: boolean;
  isApprover: boolean;
  isShip: boolean;
  isApproverWithPlanningRight: boolean;
  isEmployeeWithPlanningRight: boolean;
  isEmployeeWithPlanningRightForWishes: boolean;
  /** The user holds no roles. */
  isNone: boolean;
}

export function roleFlags(roles: readonly Role[]): RoleFlags {
  const has = (role: Role) => roles.includes(role);
  return {
    isAdmin: has('Admin'),
    isPlanner: has('Planner'),
    isEmployee: has('Employee'),
    isApprover: has('Approver'),
    isShip: has('Ship'),
    isApproverWithPlanningRight: has('ApproverWithPlanningRight'),
    isEmployeeWithPlanningRight: has('EmployeeWithPlanningRight'),
    isEmployeeWithPlanningRightForWishes: has('EmployeeWithPlanningRightForWishes'),
    isNone: roles.length === 0,
  };
}

/**
 * Whether a signed-in user with these roles may enter: routes that list no roles let every
 * signed-in user in, otherwise at least one listed role is needed (specification section 2).
 */
export function hasAccess(roles: readonly Role[], access: Access): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  return access.some((role) => roles.includes(role));
}
