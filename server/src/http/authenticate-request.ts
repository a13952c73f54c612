import type { FastifyRequest } from 'fastify';
import type { Access } from '@kaj/contract';
import type { Db } from '../db/client.ts';
import type { TokenService } from '../auth/tokens.ts';
import { loadSession, type SessionUser } from '../auth/session-user.ts';
import { forbidden, unauthorized } from '../errors.ts';

/** The answer to a role the call is not for; a handler's refusal of an object out of reach says why in its own words. */
export const ROLE_REFUSAL = 'Din rolle giver ikke adgang til dette.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() ?? null;
}

/**
 * The caller of a call: 401 without a valid token of an open session (or for a deactivated user), 403 when none
 * of the caller's roles may make the call. Public calls get the user when a valid token is sent.
 */
export async function authenticateRequest(request: FastifyRequest, access: Access, db: Db, tokens: TokenService): Promise<SessionUser | null> {
  const token = bearerToken(request);
  const claims = token && token.length <= 2000 ? await tokens.verify(token) : null;
  const user = claims ? await loadSession(db, claims) : null;
  if (access === 'public') return user?.isActive ? user : null;
  if (!user || !user.isActive) throw unauthorized(token ? 'Din session er udløbet. Log ind igen.' : 'Du skal logge ind.');
  if (access !== 'authenticated' && !user.roles.some((role) => access.includes(role))) throw forbidden(ROLE_REFUSAL);
  return user;
}
