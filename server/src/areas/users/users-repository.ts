import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { isRole, type Role } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { employees, loginLog, roles, userRoles, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';

export type UserRow = typeof users.$inferSelect;
export interface UserWithRoles extends UserRow {
  roles: Role[];
}

/** Users with their roles in two queries, however many users. */
export async function listUsers(db: Db, ids?: number[]): Promise<UserWithRoles[]> {
  const rows = await db
    .select()
    .from(users)
    .where(ids ? inArray(users.id, ids) : undefined)
    .orderBy(asc(users.lastName), asc(users.firstName));
  if (rows.length === 0) return [];
  const links = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, rows.map((row) => row.id)));
  const rolesByUser = new Map<number, Role[]>();
  for (const link of links) {
    if (!isRole(link.name)) continue;
    rolesByUser.set(link.userId, [...(rolesByUser.get(link.userId) ?? []), link.name]);
  }
  return rows.map((row) => ({ ...row, roles: (rolesByUser.get(row.id) ?? []).sort() }));
}

export async function getUser(db: Db, id: number): Promise<UserWithRoles> {
  const [user] = await listUsers(db, [id]);
  if (!user) throw notFound('Brugeren findes ikke.');
  return user;
}

/** When each user (or the one asked for) last logged in. */
export async function lastLogins(db: Db, userId?: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ userId: loginLog.userId, last: max(loginLog.changeDate) })
    .from(loginLog)
    .where(and(eq(loginLog.actionType, 'Login'), userId === undefined ? undefined : eq(loginLog.userId, userId)))
    .groupBy(loginLog.userId);
  return new Map(rows.flatMap((row) => (row.userId !== null && row.last ? [[row.userId, row.last] as const] : [])));
}

export async function setRoles(db: Db, userId: number, wanted: readonly Role[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (wanted.length === 0) return;
  const found = await db.select().from(roles).where(inArray(roles.name, [...new Set(wanted)]));
  await db.insert(userRoles).values(found.map((role) => ({ userId, roleId: role.id })));
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row !== undefined;
}

export async function assertEmployeeExists(db: Db, employeeId: number): Promise<void> {
  const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId));
  if (!row) throw badRequest('unknown_employee', 'Medarbejderen findes ikke.');
}
