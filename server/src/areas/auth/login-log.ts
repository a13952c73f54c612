import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { loginLog } from '../../db/schema/index.ts';

export type LoginAction = 'Login' | 'LoginFailed' | 'Lockout' | 'Logout' | 'PasswordResetRequested' | 'PasswordReset' | 'PasswordChanged';

/** `ip` where the entry is written after the answer, when the request is gone. */
export async function recordLogin(db: Db, entry: { userId: number | null; username: string; action: LoginAction; request?: FastifyRequest; ip?: string }) {
  await db.insert(loginLog).values({
    userId: entry.userId,
    username: entry.username.toLowerCase(),
    actionType: entry.action,
    ipAddress: entry.request?.ip ?? entry.ip ?? null,
  });
}
