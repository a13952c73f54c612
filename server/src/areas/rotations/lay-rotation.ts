import type { ApplyRotationRequest } from '@kaj/contract';
import { expandRotation } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { layWatches, type LaidWatches } from './lay-watches.ts';
import { assertActiveCodes, getRotation } from './rotation-store.ts';

/**
 * Lays the rotation over the employments inside the caller's transaction: each employment's days from its offset
 * into the cycle, laid by the shared layWatches (refusals, placement, rest-hour breaches).
 */
export async function layRotation(db: Db, user: SessionUser, request: ApplyRotationRequest): Promise<LaidWatches> {
  const rotation = await getRotation(db, request.rotationId);
  await assertActiveCodes(db, rotation.days);
  const days = request.employments.flatMap((each) =>
    expandRotation(rotation.days, request.from, request.to, each.offset).map((day) => ({ employmentId: each.employmentId, ...day })),
  );
  return layWatches(
    db,
    user,
    request.employments.map((each) => each.employmentId),
    days,
    { start: request.from, end: request.to },
  );
}
