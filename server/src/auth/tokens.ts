import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/index.ts';

export interface IssuedToken {
  token: string;
  validTo: Date;
}

export interface TokenService {
  issue(userId: number): Promise<IssuedToken>;
  /** The user id of a valid token, or null when it is malformed, forged or expired. */
  verify(token: string): Promise<number | null>;
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

export async function createTokenService(db: Db, configured: string | undefined, lifetimeMinutes: number): Promise<TokenService> {
  const secret = await signingSecret(db, configured);
  return {
    async issue(userId) {
      const validTo = new Date(Date.now() + lifetimeMinutes * 60_000);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(validTo.getTime() / 1000))
        .sign(secret);
      return { token, validTo };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        return Number.isInteger(userId) && userId > 0 ? userId : null;
      } catch {
        return null;
      }
    },
  };
}
