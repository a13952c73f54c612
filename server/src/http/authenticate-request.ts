import type { FastifyRequest } from 'fastify';
import type { Access } from '@kaj/contract';
import type { Db } from '../db/client.ts';
import type { TokenService } from '../auth/tokens.ts';
import { loadSession, type SessionUser } from '../auth/session-user.ts';
import { forbidden, unauthorized } from '../errors.ts';
import type { SessionCache } from '../auth/session-cache.ts';

/** The answer to a role the call is not for; a handler's refusal of an object out of reach says why in its own words. */
export const ROLE_REFUSAL = 'Din rolle giver ikke adgang til dette.';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() ?? null;
}

/** The user of a token of an open session, from the checks kept a moment (auth/session-cache.ts) when given them. */
async function userOfToken(db: Db, tokens: TokenService, token: string, sessions: SessionCache<SessionUser> | undefined): Promise<SessionUser | null> {
  const kept = sessions?.lookup(token);
  // A copy for each call: what is read once per user object (its reach, auth/reach.ts) is the call's own.
  if (kept) return { ...kept };
  const generation = sessions?.generation;
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const user = await loadSession(db, { userId: claims.userId, sessionId: claims.sessionId });
  if (user?.session && generation !== undefined) sessions!.keep(token, user, Math.min(claims.validToMs, user.session.sessionExpiresAt.getTime()), generation);
  return user;
}

/**
 * The caller of a call: 401 without a valid token of an open session (or for a deactivated user), 403 when none
 * of the caller's roles may make the call. Public calls get the user when a valid token is sent.
 */
export async function authenticateRequest(request: FastifyRequest, access: Access, db: Db, tokens: TokenService, sessions?: SessionCache<SessionUser>): Promise<SessionUser | null> {
  const token = bearerToken(request);
  const user = token && token.length <= 2000 ? await userOfToken(db, tokens, token, sessions) : null;
  if (access === 'public') return user?.isActive ? user : null;
  if (!user || !user.isActive) throw unauthorized(token ? 'Din session er udløbet. Log ind igen.' : 'Du skal logge ind.');
  if (access !== 'authenticated' && !user.roles.some((role) => access.includes(role))) throw forbidden(ROLE_REFUSAL);
  return user;
}
