import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../errors.ts';

/**
 * Admin changes every template; a planner the shared templates and their own palette, while another
 * planner's palette is theirs to keep (it can be read, GetOtherWatchTemplates, but not changed).
 */
export function assertMayChange(user: SessionUser, planUserId: number | null): void {
  if (user.roles.includes('Admin') || planUserId === null || planUserId === user.id) return;
  throw forbidden('Vagtkoden ligger i en anden planlæggers palet.');
}

export async function assertPlanUserExists(db: Db, planUserId: number | null): Promise<void> {
  if (planUserId === null) return;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, planUserId));
  if (!row) throw badRequest('unknown_plan_user', 'Planlæggeren findes ikke.');
}
