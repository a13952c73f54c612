// Wrong passwords slow down the address they come from, not the account: an attacker cannot keep someone
// else out. Counted in the login log, so every server instance agrees (docs/decisions.md, "Login og sikkerhed").
import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginLog, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { UserRow } from './users-repository.ts';

/** Wrong passwords for one account from one address before that address must wait. */
export const ADDRESS_FAILURES = 5;
/** Wrong passwords for one account from all addresses before addresses it never signed in from must wait. */
export const ACCOUNT_FAILURES = 20;
export const THROTTLE_MINUTES = 15;
/** An address the user signed in from this recently is theirs and is never held back by the account's failures. */
export const KNOWN_ADDRESS_DAYS = 90;

const tooMany = (message: string) => new AppError(429, 'too_many_attempts', message);

/** Entries of the login log matching every condition. */
async function countLog(db: Db, ...conditions: (SQL | undefined)[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginLog)
    .where(and(...conditions));
  return row?.n ?? 0;
}

function failuresSince(db: Db, username: string, since: Date, address?: string): Promise<number> {
  return countLog(db, eq(loginLog.username, username), eq(loginLog.actionType, 'LoginFailed'), gt(loginLog.changeDate, since), address === undefined ? undefined : eq(loginLog.ipAddress, address));
}

async function isKnownAddress(db: Db, userId: number, address: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
  return (await countLog(db, eq(loginLog.userId, userId), eq(loginLog.actionType, 'Login'), eq(loginLog.ipAddress, address), gt(loginLog.changeDate, since))) > 0;
}

/**
 * Why this attempt must wait, before the password is even checked: too many wrong passwords for the account
 * from this address, or the account held back for addresses it never signed in from. Unknown e-mails are
 * treated exactly like known ones, so the answers tell nobody which accounts exist.
 */
export async function signInRefusal(db: Db, username: string, address: string, user: UserRow | undefined, now: Date): Promise<AppError | null> {
  const since = new Date(now.getTime() - THROTTLE_MINUTES * 60_000);
  if ((await failuresSince(db, username, since, address)) >= ADDRESS_FAILURES) {
    return tooMany(`For mange forkerte forsøg fra din adresse. Prøv igen om ${THROTTLE_MINUTES} minutter.`);
  }
  const held = user ? user.lockoutEnabled && user.lockedUntil !== null && user.lockedUntil > now : (await failuresSince(db, username, since)) >= ACCOUNT_FAILURES;
  if (held && !(user && (await isKnownAddress(db, user.id, address, now)))) {
    return tooMany(`Kontoen har fået for mange forkerte forsøg og tager lige nu kun imod login fra adresser, den er brugt fra før. Prøv igen om ${THROTTLE_MINUTES} minutter.`);
  }
  return null;
}

/** After a wrong password: holds the account back for unknown addresses once it has had too many from all addresses. True when it was held now. */
export async function holdAfterFailure(db: Db, username: string, user: UserRow, now: Date): Promise<boolean> {
  if (!user.lockoutEnabled) return false;
  const failures = await failuresSince(db, username, new Date(now.getTime() - THROTTLE_MINUTES * 60_000));
  if (failures < ACCOUNT_FAILURES) return false;
  const [held] = await db
    .update(users)
    .set({ lockedUntil: new Date(now.getTime() + THROTTLE_MINUTES * 60_000) })
    .where(and(eq(users.id, user.id), sql`${users.lockedUntil} is null or ${users.lockedUntil} <= ${now}`))
    .returning({ id: users.id });
  return held !== undefined;
}
