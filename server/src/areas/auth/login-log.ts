import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { loginLog } from '../../db/schema/index.ts';

export type LoginAction = 'Login' | 'LoginFailed' | 'Lockout' | 'Logout' | 'PasswordResetRequested' | 'PasswordReset' | 'PasswordChanged';

export async function recordLogin(db: Db, entry: { userId: number | null; username: string; action: LoginAction; request?: FastifyRequest }) {
  await db.insert(loginLog).values({
    userId: entry.userId,
    username: entry.username.toLowerCase(),
    actionType: entry.action,
    ipAddress: entry.request?.ip ?? null,
  });
}

/** Failed logins for a username since a moment, counted from the log so unknown usernames lock like real ones. */
export async function failedLoginsSince(db: Db, username: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginLog)
    .where(and(eq(loginLog.username, username.toLowerCase()), eq(loginLog.actionType, 'LoginFailed'), gt(loginLog.changeDate, since), sql`${loginLog.userId} is null`));
  return row?.n ?? 0;
}
