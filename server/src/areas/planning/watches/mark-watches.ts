import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { properties } from '../../../db/schema/index.ts';
import { writeAudit, type Actor } from './watch-audit.ts';
import { assertChangeable, assertMonthsOpen } from './watch-rules.ts';
import { getRealised, replaceProperties, updateRealised, type RealisedWithProperties, type WatchProperty } from './watch-store.ts';

/** The watches' properties that are of a type. */
async function ofType(db: Db, watches: readonly RealisedWithProperties[], propertyTypeId: number): Promise<Set<number>> {
  const ids = [...new Set(watches.flatMap((watch) => watch.properties.map((p) => p.propertyId)))];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(inArray(properties.id, ids), eq(properties.propertyTypeId, propertyTypeId)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Gives realised watches a property (or its new value), replacing their properties of `replaceTypeId` when
 * given (Syg instead of Ferie). Their times stay as they are; closed, approved or locked watches refuse.
 */
export async function markWatches(db: Db, actor: Actor, watches: readonly RealisedWithProperties[], property: WatchProperty, replaceTypeId?: number): Promise<void> {
  await assertChangeable(db, watches);
  const replaced = replaceTypeId === undefined ? new Set<number>() : await ofType(db, watches, replaceTypeId);
  for (const watch of watches) {
    await assertMonthsOpen(db, watch.employmentId, [watch.startDate]);
    const kept = watch.properties.filter((p) => p.propertyId !== property.propertyId && !replaced.has(p.propertyId));
    await replaceProperties(db, [{ realisedWatchId: watch.id, properties: [...kept, property] }]);
    await updateRealised(db, watch.id, actor.userId, {});
  }
  const after = await getRealised(
    db,
    watches.map((watch) => watch.id),
  );
  await writeAudit(
    db,
    actor,
    'change',
    watches.map((before, index) => ({ before, after: after[index]! })),
  );
}
