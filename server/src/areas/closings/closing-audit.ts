import type { Period } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { auditTrail } from '../../db/schema/index.ts';

export type ClosingAction = 'save' | 'lock' | 'unlock' | 'validate' | 'recalculate' | 'correct';

/** One audit row for a change of a closing: who, when, what, before and after (DOMAIN.md section 4). */
export async function auditClosing(
  db: Db,
  user: SessionUser | null,
  change: { closingId: number; employmentId: number; period: Period; action: ClosingAction; before?: unknown; after?: unknown },
): Promise<void> {
  await db.insert(auditTrail).values({
    userId: user?.id ?? null,
    userName: user ? `${user.firstName} ${user.lastName}`.trim() : null,
    entity: 'closing',
    entityId: change.closingId,
    employmentId: change.employmentId,
    date: change.period,
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
