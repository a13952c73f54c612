import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets, sessions } from '../db/schema/index.ts';

export interface IssuedToken {
  token: string;
  validTo: Date;
}

/** What a valid token names: the user and the session it belongs to. */
export interface TokenClaims {
  userId: number;
  sessionId: string;
}

/** The session a token is renewed within: renewing never passes its absolute end. */
export interface SessionRef {
  userId: number;
  sessionId: string;
  sessionExpiresAt: Date;
}

/** Valid claims with the end of the token that carries them. */
export interface VerifiedClaims extends TokenClaims {
  validToMs: number;
}

export interface TokenService {
  /** Starts a session at sign-in and answers its first token. */
  startSession(db: Db, userId: number): Promise<IssuedToken>;
  /** A fresh token of the same session, valid no longer than the session. */
  renew(session: SessionRef): Promise<IssuedToken>;
  /** The claims of a well-formed, genuine, unexpired token (the session itself is checked with the user, per call). */
  verify(token: string): Promise<VerifiedClaims | null>;
  /** Ends one session (logout). */
  revoke(db: Db, sessionId: string): Promise<void>;
  /** Ends every session of a user, but `keep` (a new password, a reset, a deactivation). */
  revokeAll(db: Db, userId: number, keep?: string): Promise<void>;
}

/** The configured secret, or one made once and kept in the database so every instance and restart agrees. */
async function signingSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(serverSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'jwt'));
  if (!row) throw new Error('JWT secret missing');
  return new TextEncoder().encode(row.value);
}

export interface TokenLifetimes {
  /** How long one token is valid; the client renews before it ends. */
  tokenMinutes: number;
  /** How long a session lasts from sign-in, however often it is renewed. */
  sessionHours: number;
}

/** `onSessionEnded` is told when this instance ends sessions (the kept session checks then forget them). */
export async function createTokenService(db: Db, configured: string | undefined, lifetimes: TokenLifetimes, onSessionEnded: () => void = () => {}): Promise<TokenService> {
  const secret = await signingSecret(db, configured);
  const sign = async (claims: TokenClaims, sessionExpiresAt: Date): Promise<IssuedToken> => {
    const validTo = new Date(Math.min(Date.now() + lifetimes.tokenMinutes * 60_000, sessionExpiresAt.getTime()));
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(validTo.getTime() / 1000))
      .sign(secret);
    return { token, validTo };
  };
  return {
    async startSession(tx, userId) {
      const sessionId = randomBytes(18).toString('base64url');
      const expiresAt = new Date(Date.now() + lifetimes.sessionHours * 3_600_000);
      await tx.insert(sessions).values({ id: sessionId, userId, expiresAt });
      return sign({ userId, sessionId }, expiresAt);
    },
    renew: (session) => sign(session, session.sessionExpiresAt),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isInteger(userId) || userId <= 0 || typeof sessionId !== 'string' || sessionId.length > 64) return null;
        return { userId, sessionId, validToMs: (payload.exp ?? 0) * 1000 };
      } catch {
        return null;
      }
    },
    async revoke(tx, sessionId) {
      onSessionEnded();
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    async revokeAll(tx, userId, keep) {
      onSessionEnded();
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined));
    },
  };
}
