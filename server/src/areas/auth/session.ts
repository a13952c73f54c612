import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { recordLogin } from './login-log.ts';
import { sessionResponse } from './session-response.ts';

export const renew = handle(contract.authenticate.renew, async ({ user, services }) => sessionResponse(user, services.tokens));

export const authTest = handle(contract.authenticate.authTest, async ({ user }) => ({
  username: user.email,
  roles: user.roles,
  isAuthorized: true,
}));

export const logout = handle(contract.authenticate.logout, async ({ user, db, request }) => {
  await recordLogin(db, { userId: user.id, username: user.email, action: 'Logout', request });
  return null;
});
