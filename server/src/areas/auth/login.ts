import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest } from '../../errors.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { loadSessionUser } from '../../auth/session-user.ts';
import { recordLogin } from './login-log.ts';
import { sessionResponse } from './session-response.ts';
import { holdAfterFailure, signInRefusal } from './sign-in-throttle.ts';
import { findUserByEmail } from './users-repository.ts';

const wrongCredentials = () => badRequest('wrong_credentials', 'Forkert email eller password.');

/**
 * Failures are written before the error is answered (outside a transaction, on purpose), because the
 * throttle counts them. Unknown e-mails are answered and throttled exactly like known ones.
 */
export const login = handle(contract.authenticate.login, async ({ body, db, services, request }) => {
  const username = body.username.trim().toLowerCase();
  const now = new Date();
  const user = await findUserByEmail(db, username);
  const refusal = await signInRefusal(db, username, request.ip, user, now);
  if (refusal) throw refusal;

  const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !passwordOk) {
    await recordLogin(db, { userId: user?.id ?? null, username, action: 'LoginFailed', request });
    if (user && (await holdAfterFailure(db, username, user, now))) await recordLogin(db, { userId: user.id, username, action: 'Lockout', request });
    throw wrongCredentials();
  }
  if (!user.isActive) {
    await recordLogin(db, { userId: user.id, username, action: 'LoginFailed', request });
    throw badRequest('inactive_user', 'Din bruger er deaktiveret. Kontakt en administrator.');
  }
  await recordLogin(db, { userId: user.id, username, action: 'Login', request });
  const sessionUser = await loadSessionUser(db, user.id);
  if (!sessionUser) throw wrongCredentials();
  return sessionResponse(sessionUser, await services.tokens.startSession(db, user.id));
});
