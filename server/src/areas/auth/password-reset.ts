import { eq } from 'drizzle-orm';
import { contract, isStrongPassword } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { notFound } from '../../errors.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { recordLogin } from './login-log.ts';
import { findUserByEmail, findUserById } from './users-repository.ts';
import { RESET_TOKEN_HOURS, issuePasswordToken, passwordLink, spendPasswordTokens, userOfValidToken } from './password-tokens.ts';

/**
 * Always answers 204, whether or not the user exists. The link always points at APP_URL:
 * a caller-supplied returnUrl would let anyone send a real token to a site of their own.
 */
export const forgotPassword = handle(contract.authenticate.forgotPassword, async ({ body, db, services, request }) => {
  if (!services.config.features.allowPasswordReset) throw notFound('Nulstilling af password er slået fra.');
  const user = await findUserByEmail(db, body.email);
  await recordLogin(db, { userId: user?.id ?? null, username: body.email, action: 'PasswordResetRequested', request });
  if (!user || !user.isActive) return null;
  const token = await issuePasswordToken(db, user.id, 'reset');
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
  return null;
});

/** True when the token is valid for that e-mail and the password strong enough; the token is then spent. */
export const changePassword = handle(contract.authenticate.changePassword, async ({ body, db, request }) => {
  if (!isStrongPassword(body.password)) return false;
  return db.transaction(async (tx) => {
    const userId = await userOfValidToken(tx, body.token);
    const user = userId ? await findUserById(tx, userId) : undefined;
    if (!user || user.email.toLowerCase() !== body.email.trim().toLowerCase()) return false;
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(body.password), failedLogins: 0, lockedUntil: null })
      .where(eq(users.id, user.id));
    await spendPasswordTokens(tx, user.id);
    await recordLogin(tx, { userId: user.id, username: user.email, action: 'PasswordReset', request });
    return true;
  });
});
