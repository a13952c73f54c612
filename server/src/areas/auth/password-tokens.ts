import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordTokens } from '../../db/schema/index.ts';
import { hashResetToken, newResetToken } from '../../auth/passwords.ts';

export const RESET_TOKEN_HOURS = 24;
export const WELCOME_TOKEN_HOURS = 7 * 24;

/** Makes a single-use token for a link and stores only its hash. */
export async function issuePasswordToken(db: Db, userId: number, purpose: 'reset' | 'welcome'): Promise<string> {
  const { token, tokenHash } = newResetToken();
  const hours = purpose === 'reset' ? RESET_TOKEN_HOURS : WELCOME_TOKEN_HOURS;
  await db.insert(passwordTokens).values({ userId, tokenHash, purpose, expiresAt: new Date(Date.now() + hours * 3_600_000) });
  return token;
}

/** The user a token is valid for right now, or null when it is unknown, used or expired. */
export async function userOfValidToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: passwordTokens.userId })
    .from(passwordTokens)
    .where(and(eq(passwordTokens.tokenHash, hashResetToken(token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, new Date())));
  return row?.userId ?? null;
}

/** Uses up every open token of the user, the one just used included. */
export async function spendPasswordTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordTokens.userId, userId), isNull(passwordTokens.usedAt)));
}

export function passwordLink(appUrl: string, token: string, email: string): string {
  return `${appUrl}/change-password/${token}/${encodeURIComponent(email)}`;
}
