import { eq } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest } from '../../errors.ts';
import { users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { loadSessionUser } from '../../auth/session-user.ts';
import { failedLoginsSince, recordLogin } from './login-log.ts';
import { sessionResponse } from './session-response.ts';
import { findUserByEmail } from './users-repository.ts';

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_MINUTES = 15;

const wrongCredentials = () => badRequest('wrong_credentials', 'Forkert email eller password.');
const lockedOut = () =>
  badRequest('locked_out', `Kontoen er låst i ${LOCKOUT_MINUTES} minutter efter ${LOCKOUT_FAILURES} forkerte forsøg. Prøv igen senere.`);

/**
 * Failures are written before the error is answered (outside a transaction, on purpose).
 * Unknown e-mails are answered and locked exactly like known ones, so nobody can probe for users.
 */
export const login = handle(contract.authenticate.login, async ({ body, db, services, request }) => {
  const username = body.username.trim().toLowerCase();
  const now = new Date();
  const user = await findUserByEmail(db, username);

  const locked = user
    ? user.lockedUntil !== null && user.lockedUntil > now
    : (await failedLoginsSince(db, username, new Date(now.getTime() - LOCKOUT_MINUTES * 60_000))) >= LOCKOUT_FAILURES;
  if (locked) throw lockedOut();

  const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !passwordOk) {
    await recordLogin(db, { userId: user?.id ?? null, username, action: 'LoginFailed', request });
    if (user?.lockoutEnabled) {
      const failures = user.failedLogins + 1;
      const lock = failures >= LOCKOUT_FAILURES;
      await db
        .update(users)
        .set({ failedLogins: lock ? 0 : failures, lockedUntil: lock ? new Date(now.getTime() + LOCKOUT_MINUTES * 60_000) : null })
        .where(eq(users.id, user.id));
      if (lock) await recordLogin(db, { userId: user.id, username, action: 'Lockout', request });
    }
    throw wrongCredentials();
  }
  if (!user.isActive) {
    await recordLogin(db, { userId: user.id, username, action: 'LoginFailed', request });
    throw badRequest('inactive_user', 'Din bruger er deaktiveret. Kontakt en administrator.');
  }
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
  await recordLogin(db, { userId: user.id, username, action: 'Login', request });
  const sessionUser = await loadSessionUser(db, user.id);
  if (!sessionUser) throw wrongCredentials();
  return sessionResponse(sessionUser, services.tokens);
});
