import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { unauthorized } from '../../errors.ts';
import { recordLogin } from './login-log.ts';
import { sessionResponse } from './session-response.ts';

/** A fresh token of the same session: a revoked session never gets here (401), and the token ends with the session at the latest. */
export const renew = handle(contract.authenticate.renew, async ({ user, services }) => {
  if (!user.session) throw unauthorized();
  return sessionResponse(user, await services.tokens.renew(user.session));
});

export const authTest = handle(contract.authenticate.authTest, async ({ user }) => ({
  username: user.email,
  roles: user.roles,
  isAuthorized: true,
}));

/** Ends the session of the token: it answers 401 from now on. */
export const logout = handle(contract.authenticate.logout, async ({ user, db, services, request }) => {
  if (user.session) await services.tokens.revoke(db, user.session.sessionId);
  await recordLogin(db, { userId: user.id, username: user.email, action: 'Logout', request });
  return null;
});
