import type { ApplyRotationRequest } from '@kaj/contract';
import { expandRotation } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import type { WatchesToLay } from './lay-watches.ts';
import { assertActiveCodes, getRotation } from './rotation-store.ts';

/** What laying the rotation means: each employment's days from its offset into the cycle, over the range. */
export async function rotationDays(db: Db, request: ApplyRotationRequest): Promise<WatchesToLay> {
  const rotation = await getRotation(db, request.rotationId);
  await assertActiveCodes(db, rotation.days);
  const days = request.employments.flatMap((each) =>
    expandRotation(rotation.days, request.from, request.to, each.offset).map((day) => ({ employmentId: each.employmentId, ...day })),
  );
  return { employmentIds: request.employments.map((each) => each.employmentId), days, range: { start: request.from, end: request.to }, refused: [] };
}
