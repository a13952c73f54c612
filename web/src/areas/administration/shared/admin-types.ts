import type { Contract, ResponseOf } from '@kaj/contract';

/** Types of the administration screens, taken from the contract's responses. */
export type User = NonNullable<ResponseOf<Contract['userManagement']['getUsers']>>[number];
export type LoginLogEntry = NonNullable<ResponseOf<Contract['log']['getLoginsForUser']>>[number];
export type LogEntry = NonNullable<ResponseOf<Contract['log']['getNLogs']>>[number];

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
