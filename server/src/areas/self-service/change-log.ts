import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { auditTrail } from '../../db/schema/index.ts';
import { actorOf, type Actor } from '../planning/watches/watch-audit.ts';

/** One change of self-service or crew data in the audit trail: who, when, what, before and after. */
export interface Change {
  entity: string;
  entityId: number;
  employmentId?: number | null;
  date?: string | null;
  action: 'add' | 'change' | 'remove' | 'grant' | 'reject' | 'offer' | 'bid' | 'accept' | 'approve' | 'expire' | 'fail';
  before?: unknown;
  after?: unknown;
}

export async function recordChange(db: Db, user: SessionUser, change: Change): Promise<void> {
  await recordChangeBy(db, actorOf(user), change);
}

/** As recordChange, by an actor that may be Kaj itself (an offer that expires). */
export async function recordChangeBy(db: Db, actor: Actor, change: Change): Promise<void> {
  await db.insert(auditTrail).values({
    userId: actor.userId,
    userName: actor.userName,
    entity: change.entity,
    entityId: change.entityId,
    employmentId: change.employmentId ?? null,
    date: change.date ?? null,
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
