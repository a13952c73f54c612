import type { Role } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import { badRequest } from '../../errors.ts';

/** An admin cannot lock themselves out: not deactivate themselves, nor drop their own Admin role. */
export function assertNotLockingOutSelf(actor: SessionUser, targetId: number, change: { isActive: boolean; roles: readonly Role[] }) {
  if (actor.id !== targetId) return;
  if (!change.isActive) throw badRequest('self_deactivation', 'Du kan ikke deaktivere din egen bruger.');
  if (actor.roles.includes('Admin') && !change.roles.includes('Admin')) {
    throw badRequest('self_demotion', 'Du kan ikke fjerne din egen administratorrolle.');
  }
}
