import type { Db } from '../client.ts';
import { approvalLevels } from '../schema/index.ts';

/**
 * The approval levels (DOMAIN.md section 5): the ship approves first, the shipping company on top of it.
 * An approval takes the level above what the watches already have (see docs/decisions.md).
 */
export const APPROVAL_LEVELS = [
  { level: 1, name: 'Skib' },
  { level: 2, name: 'Rederi' },
] as const;

export async function syncApprovalLevels(db: Db): Promise<void> {
  await db
    .insert(approvalLevels)
    .values(APPROVAL_LEVELS.map((level) => ({ ...level })))
    .onConflictDoNothing();
}
