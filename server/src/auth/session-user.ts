import { eq, sql } from 'drizzle-orm';
import { isRole, type Role } from '@kaj/contract';
import type { Db } from '../db/client.ts';
import { roles, userRoles, users } from '../db/schema/index.ts';

/** The signed-in user as every handler sees it. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  employeeId: number | null;
  roles: Role[];
}

export function hasRole(user: SessionUser, ...wanted: Role[]): boolean {
  return user.roles.some((role) => wanted.includes(role));
}

/** The user and their roles in one query: every authenticated call pays for it. */
export async function loadSessionUser(db: Db, userId: number): Promise<SessionUser | null> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
      employeeId: users.employeeId,
      roleNames: sql<string[]>`coalesce(array_agg(${roles.name}) filter (where ${roles.name} is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.id, userId))
    .groupBy(users.id);
  if (!user) return null;
  const { roleNames, ...rest } = user;
  return { ...rest, roles: roleNames.filter(isRole).sort() };
}
