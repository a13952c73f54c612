import type { PlanUserDto } from '@kaj/contract';
import type { UserWithRoles } from './users-repository.ts';

export function toPlanUserDto(user: UserWithRoles): PlanUserDto {
  return {
    planUserId: user.id,
    userName: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    employeeId: user.employeeId,
    lockoutEnabled: user.lockoutEnabled,
    isActive: user.isActive,
    lockedUntil: user.lockedUntil && user.lockedUntil > new Date() ? user.lockedUntil.toISOString() : null,
    roles: user.roles,
    claims: user.roles.map((role) => ({ type: 'role', value: role })),
  };
}

export function toUserDto(user: UserWithRoles, lastLogin: Date | undefined) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isActive: user.isActive,
    roles: user.roles,
    lastLogin: lastLogin?.toISOString() ?? null,
  };
}
