import { and, count, eq, gt } from 'drizzle-orm';
import { contract, isStrongPassword } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { notFound } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import type { Services } from '../../services.ts';
import { passwordTokens, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { recordLogin } from './login-log.ts';
import { findUserByEmail, findUserById } from './users-repository.ts';
import { RESET_TOKEN_HOURS, issuePasswordToken, passwordLink, spendPasswordTokens, userOfValidToken } from './password-tokens.ts';

/** Reset mails one account gets in an hour at most; further requests are answered alike and send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

async function resetMailsLastHour(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(passwordTokens)
    .where(and(eq(passwordTokens.userId, userId), eq(passwordTokens.purpose, 'reset'), gt(passwordTokens.createdAt, new Date(Date.now() - 3_600_000))));
  return row?.n ?? 0;
}

/** Logs the request and mails a reset link to an active user who has not had too many this hour. */
async function sendResetMail(db: Db, services: Services, email: string, ip: string) {
  const user = await findUserByEmail(db, email);
  await recordLogin(db, { userId: user?.id ?? null, username: email, action: 'PasswordResetRequested', ip });
  if (!user || !user.isActive) return;
  // The user's row is locked while counting, so requests at the same moment cannot all pass the count.
  const token = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    return (await resetMailsLastHour(tx, user.id)) < RESET_MAILS_PER_HOUR ? issuePasswordToken(tx, user.id, 'reset') : null;
  });
  if (!token) return;
  await services.mailer.send(db, {
    to: user.email,
    subject: 'Nulstil dit password til Kaj',
    text: [
      `Hej ${user.firstName}`,
      '',
      'Der er bedt om at nulstille dit password til Kaj. Brug linket herunder for at vælge et nyt:',
      passwordLink(services.config.appUrl, token, user.email),
      '',
      `Linket kan bruges én gang og udløber om ${RESET_TOKEN_HOURS} timer.`,
      'Har du ikke bedt om det, kan du se bort fra denne mail.',
    ].join('\n'),
  });
}

/**
 * Always answers 204 at once, before the address is even looked up, so neither the answer nor its
 * timing tells whether the user exists; the lookup and the mail follow the answer. The link always
 * points at APP_URL: a caller-supplied returnUrl would let anyone send a real token to a site of their own.
 */
export const forgotPassword = handle(contract.authenticate.forgotPassword, async ({ body, db, services, request }) => {
  if (!services.config.features.allowPasswordReset) throw notFound('Nulstilling af password er slået fra.');
  const { ip } = request;
  services.afterAnswer.run('ForgotPassword', () => sendResetMail(db, services, body.email, ip));
  return null;
});

/** True when the token is valid for that e-mail and the password strong enough; the token is then spent and every session of the user ends. */
export const changePassword = handle(contract.authenticate.changePassword, async ({ body, db, services, request }) => {
  if (!isStrongPassword(body.password)) return false;
  return db.transaction(async (tx) => {
    const userId = await userOfValidToken(tx, body.token);
    const user = userId ? await findUserById(tx, userId) : undefined;
    if (!user || user.email.toLowerCase() !== body.email.trim().toLowerCase()) return false;
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(body.password), lockedUntil: null })
      .where(eq(users.id, user.id));
    await spendPasswordTokens(tx, user.id);
    await services.tokens.revokeAll(tx, user.id);
    await recordLogin(tx, { userId: user.id, username: user.email, action: 'PasswordReset', ip: request.ip });
    return true;
  });
});
