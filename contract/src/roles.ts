/** The roles of the product (specification section 6), as the server stores and checks them. */
export const ROLES = [
  'Admin',
  'Planner',
  'Approver',
  'ApproverWithPlanningRight',
  'Employee',
  'EmployeeWithPlanningRight',
  'EmployeeWithPlanningRightForWishes',
  'Ship',
] as const;

export type Role = (typeof ROLES)[number];

/** Who may make a call: nobody signed in, any signed-in user (even one without roles), or holders of one of the roles. */
export type Access = 'public' | 'authenticated' | readonly Role[];

/** Role groups used again and again in the contract (DOMAIN.md section 3). */
export const ADMIN: readonly Role[] = ['Admin'];
export const PLANNERS: readonly Role[] = ['Admin', 'Planner', 'ApproverWithPlanningRight'];
export const APPROVERS: readonly Role[] = ['Admin', 'Approver', 'ApproverWithPlanningRight'];
export const PLANNING_READERS: readonly Role[] = ['Admin', 'Planner', 'ApproverWithPlanningRight', 'Approver', 'Ship'];
export const REPORT_READERS: readonly Role[] = ['Admin', 'Planner', 'ApproverWithPlanningRight', 'Approver', 'Ship'];
export const EMPLOYEES: readonly Role[] = ['Employee', 'EmployeeWithPlanningRight', 'EmployeeWithPlanningRightForWishes'];
export const EVERY_ROLE: readonly Role[] = ROLES;

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
