import { EMPLOYEES, type Role } from '../roles.ts';

// Role groups of DOMAIN.md section 3 that only some controllers need, beside those of roles.ts.
// Admin may do everything, so every group names it.

/** The employee's own data (App, Milage); the server answers for the caller's linked employee. */
export const SELF_SERVICE: readonly Role[] = ['Admin', 'Employee', 'EmployeeWithPlanningRight', 'EmployeeWithPlanningRightForWishes'];

/** Addresses and cars: the employee's own (self-service), and planners for employees in their departments. */
export const ADDRESS_KEEPERS: readonly Role[] = [...SELF_SERVICE, 'Planner', 'ApproverWithPlanningRight'];

/** Change realised watches: planners, and an employee with planning right for their own (for approval). */
export const REALISED_EDITORS: readonly Role[] = ['Admin', 'Planner', 'ApproverWithPlanningRight', 'EmployeeWithPlanningRight'];

/** Place and remove planned watches: planners, and an employee with planning right for wishes (own absence wishes). */
export const WISH_EDITORS: readonly Role[] = ['Admin', 'Planner', 'ApproverWithPlanningRight', 'EmployeeWithPlanningRightForWishes'];

/** Keep crew lists: planners and the ship's own login. */
export const CREW_KEEPERS: readonly Role[] = ['Admin', 'Planner', 'ApproverWithPlanningRight', 'Ship'];

/** Sign rest cards as master or authorised person. */
export const AUTHORIZED_SIGNERS: readonly Role[] = ['Admin', 'Approver', 'ApproverWithPlanningRight', 'Ship'];

/** Set a closing's validation state: planners and approvers (a controller's check). */
export const VALIDATORS: readonly Role[] = ['Admin', 'Planner', 'ApproverWithPlanningRight', 'Approver'];

/** Remove a rest card's signatures: the seafarer, or those who countersign. */
export const REST_SIGNERS: readonly Role[] = [
  'Admin',
  'Approver',
  'ApproverWithPlanningRight',
  'Ship',
  'Employee',
  'EmployeeWithPlanningRight',
  'EmployeeWithPlanningRightForWishes',
];

/** Read the approval queue: approvers decide from it, planners see what was rejected and correct it. */
export const APPROVAL_QUEUE_READERS: readonly Role[] = ['Admin', 'Approver', 'ApproverWithPlanningRight', 'Planner'];

/**
 * Pay figures (balances, closings' accounts and export values) and personal data beyond the crew list: everyone who
 * reads planning but the shared Ship login, which sees the crew, their watches and the closings' state (issue 17).
 */
export const PAY_READERS: readonly Role[] = ['Admin', 'Planner', 'ApproverWithPlanningRight', 'Approver'];

/** As PAY_READERS, and the employees for their own figures (the server answers an employee's own only). */
export const PAY_READERS_AND_OWN: readonly Role[] = [...PAY_READERS, ...EMPLOYEES];

/** Read the audit trail of an employee: Admin all, planners and approvers for their departments. */
export const HISTORY_READERS: readonly Role[] = ['Admin', 'Planner', 'ApproverWithPlanningRight', 'Approver'];
