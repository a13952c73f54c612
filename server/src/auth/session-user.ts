import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { isRole, type Role } from '@kaj/contract';
import type { Db } from '../db/client.ts';
import { roles, sessions, userRoles, users } from '../db/schema/index.ts';
import type { SessionRef, TokenClaims } from './tokens.ts';

/** The signed-in user as every handler sees it. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  employeeId: number | null;
  roles: Role[];
  /** The session of the token the call came with; absent for a user loaded by id. */
  session?: SessionRef;
}

export function hasRole(user: SessionUser, ...wanted: Role[]): boolean {
  return user.roles.some((role) => wanted.includes(role));
}

/** The user and their roles, within an open session when one is named: one query, which every authenticated call pays for. */
async function selectUser(db: Db, userId: number, session: TokenClaims | null): Promise<SessionUser | null> {
  const openSession: SQL | undefined = session
    ? and(eq(sessions.id, session.sessionId), eq(sessions.userId, users.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`))
    : sql`false`;
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
      employeeId: users.employeeId,
      roleNames: sql<string[]>`coalesce(array_agg(${roles.name}) filter (where ${roles.name} is not null), '{}')`,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(users)
    .leftJoin(sessions, openSession)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.id, userId))
    .groupBy(users.id, sessions.id);
  if (!user) return null;
  const { roleNames, sessionExpiresAt, ...rest } = user;
  const loaded: SessionUser = { ...rest, roles: roleNames.filter(isRole).sort() };
  if (!session) return loaded;
  return sessionExpiresAt ? { ...loaded, session: { ...session, sessionExpiresAt } } : null;
}

/** A user by id, whether or not signed in (the target of an admin's change, a test's user). */
export function loadSessionUser(db: Db, userId: number): Promise<SessionUser | null> {
  return selectUser(db, userId, null);
}

/** The user of a token whose session is still open: not revoked, not past its absolute end. */
export function loadSession(db: Db, claims: TokenClaims): Promise<SessionUser | null> {
  return selectUser(db, claims.userId, claims);
}
