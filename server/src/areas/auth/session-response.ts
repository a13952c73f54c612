import type { AuthenticateResponse } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import type { TokenService } from '../../auth/tokens.ts';

/** The session the client stores: who, which roles, and a fresh token. */
export async function sessionResponse(user: SessionUser, tokens: TokenService): Promise<AuthenticateResponse> {
  const { token, validTo } = await tokens.issue(user.id);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.email,
    roles: user.roles,
    token,
    validTo: validTo.toISOString(),
    isAuthorized: true,
  };
}
