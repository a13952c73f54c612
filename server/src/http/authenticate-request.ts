import type { FastifyRequest } from 'fastify';
import type { Access } from '@kaj/contract';
import type { Db } from '../db/client.ts';
import type { TokenService } from '../auth/tokens.ts';
import { loadSessionUser, type SessionUser } from '../auth/session-user.ts';
import { forbidden, unauthorized } from '../errors.ts';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() ?? null;
}

/**
 * The caller of a call: 401 without a valid token (or for a deactivated user), 403 when none
 * of the caller's roles may make the call. Public calls get the user when a valid token is sent.
 */
export async function authenticateRequest(request: FastifyRequest, access: Access, db: Db, tokens: TokenService): Promise<SessionUser | null> {
  const token = bearerToken(request);
  const userId = token ? await tokens.verify(token) : null;
  const user = userId ? await loadSessionUser(db, userId) : null;
  if (access === 'public') return user?.isActive ? user : null;
  if (!user || !user.isActive) throw unauthorized(token ? 'Din session er udløbet. Log ind igen.' : 'Du skal logge ind.');
  if (access !== 'authenticated' && !user.roles.some((role) => access.includes(role))) throw forbidden();
  return user;
}
