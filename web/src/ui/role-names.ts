import { ROLES, type Role } from '@kaj/contract';

/** The roles in Danish, as users see them. */
export const roleNames: Record<Role, string> = {
  Admin: 'Administrator',
  Planner: 'Planlægger',
  Approver: 'Godkender',
  ApproverWithPlanningRight: 'Godkender med planlægningsret',
  Employee: 'Medarbejder',
  EmployeeWithPlanningRight: 'Medarbejder med planlægningsret',
  EmployeeWithPlanningRightForWishes: 'Medarbejder med ret til at planlægge ønsker',
  Ship: 'Skib',
};

export const roleColors: Record<Role, string> = {
  Admin: 'volcano',
  Planner: 'blue',
  Approver: 'green',
  ApproverWithPlanningRight: 'cyan',
  Employee: 'default',
  EmployeeWithPlanningRight: 'geekblue',
  EmployeeWithPlanningRightForWishes: 'purple',
  Ship: 'gold',
};

export const roleOptions = ROLES.map((role) => ({ value: role, label: roleNames[role] }));

/** Roles in the order of the product's list, so tags read the same way everywhere. */
export function sortRoles(roles: readonly Role[]): Role[] {
  return [...roles].sort((a, b) => ROLES.indexOf(a) - ROLES.indexOf(b));
}
