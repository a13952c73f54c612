import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { payAccountClosingActivityTypes } from '../schema/index.ts';

/**
 * The kinds of closing activity the pay engine makes itself (DOMAIN.md sections 6-8). Admins may rename
 * them; the direction is the code's. Further kinds (for derived activities) are the admin's own.
 */
export const CORE_CLOSING_ACTIVITY_TYPES = [
  { key: 'payout', name: 'Udbetaling', outgoingActivity: true },
  { key: 'expiry', name: 'Udløb', outgoingActivity: true },
  { key: 'overflowOut', name: 'Overført ved udløb', outgoingActivity: true },
  { key: 'overflowIn', name: 'Modtaget ved udløb', outgoingActivity: false },
  { key: 'normMoveOut', name: 'Normoverførsel', outgoingActivity: true },
  { key: 'normMoveIn', name: 'Normoverførsel modtaget', outgoingActivity: false },
] as const;

export type ClosingActivityTypeKey = (typeof CORE_CLOSING_ACTIVITY_TYPES)[number]['key'];

export async function syncClosingActivityTypes(db: Db): Promise<void> {
  await db
    .insert(payAccountClosingActivityTypes)
    .values(CORE_CLOSING_ACTIVITY_TYPES.map((type) => ({ ...type })))
    .onConflictDoUpdate({ target: payAccountClosingActivityTypes.key, set: { outgoingActivity: sql`excluded.outgoing_activity` } });
}
