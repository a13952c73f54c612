import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../auth/session-user.ts';
import { auditTrail } from '../../../db/schema/index.ts';
import type { PlanRow, RealisedWithProperties } from './watch-store.ts';
import { noticeWatchChanges } from './watch-notices.ts';

/** Who makes a change, as the audit trail records it. */
export interface Actor {
  userId: number | null;
  userName: string;
}

export const actorOf = (user: SessionUser): Actor => ({ userId: user.id, userName: `${user.firstName} ${user.lastName}`.trim() });

export type AuditAction = 'add' | 'change' | 'cancel' | 'remove' | 'move' | 'copy' | 'sync';

type Watch = PlanRow | RealisedWithProperties;

const entityOf = (watch: Watch) => ('plannedWatchId' in watch ? 'realisedWatch' : 'plannedWatch');

/**
 * One row per watch changed: who, when, what, and the record before and after (DOMAIN.md section 4). The
 * employees whose watches of the next 14 days changed are told here too, in the same transaction.
 */
export async function writeAudit(db: Db, actor: Actor, action: AuditAction, changes: readonly { before: Watch | null; after: Watch | null }[]): Promise<void> {
  const rows = changes.map(({ before, after }) => {
    const watch = (after ?? before)!;
    return {
      userId: actor.userId,
      userName: actor.userName,
      entity: entityOf(watch),
      entityId: watch.id,
      employmentId: watch.employmentId,
      date: watch.startDate,
      action,
      before,
      after,
    };
  });
  if (rows.length) await db.insert(auditTrail).values(rows);
  await noticeWatchChanges(db, actor, action, changes);
}
