import type { AuthenticateResponse } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import type { IssuedToken } from '../../auth/tokens.ts';

/** The session the client stores: who, which roles, and a token. */
export function sessionResponse(user: SessionUser, { token, validTo }: IssuedToken): AuthenticateResponse {
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
