import type { EmployeeRecordDto } from '@kaj/contract';

/** Every cached query about employees starts with this key; a change to employees elsewhere invalidates it. */
export const employeesQueryPrefix = ['employees'] as const;

/** An employee as lists show it (employee list, export packages, pickers). */
export type EmployeeRecord = EmployeeRecordDto;

export function employeeName(employee: Pick<EmployeeRecord, 'firstName' | 'lastName'>): string {
  return `${employee.firstName} ${employee.lastName}`.trim();
}

/** "1001 · Lars Mikkelsen (LMI)": enough to tell two employees apart in a picker. */
export function employeeLabel(employee: Pick<EmployeeRecord, 'code' | 'firstName' | 'lastName' | 'initials'>): string {
  const name = employeeName(employee);
  const withInitials = employee.initials ? `${name} (${employee.initials})` : name;
  return employee.code ? `${employee.code} · ${withInitials}` : withInitials;
}

/** Sorts by employee number, employees without one last. */
export function byEmployeeCode(a: Pick<EmployeeRecord, 'code'>, b: Pick<EmployeeRecord, 'code'>): number {
  if (a.code === b.code) return 0;
  if (a.code === null) return 1;
  if (b.code === null) return -1;
  return a.code.localeCompare(b.code, 'da', { numeric: true });
}
