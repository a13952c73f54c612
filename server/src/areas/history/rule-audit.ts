import type { SessionUser } from '../../auth/session-user.ts';
import { todayInCopenhagen } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { recordChange } from '../self-service/change-log.ts';

/**
 * One audit row per saved agreement or pay rule, dated the day it was saved (Copenhagen): the history shows it
 * to every employee whose agreement holds or inherits it (DOMAIN.md section 4).
 */
export async function auditRuleChange(db: Db, user: SessionUser, change: { entity: 'agreement' | 'payRule'; entityId: number; before: unknown; after: unknown }) {
  await recordChange(db, user, { ...change, date: todayInCopenhagen(), action: change.before ? 'change' : 'add' });
}
