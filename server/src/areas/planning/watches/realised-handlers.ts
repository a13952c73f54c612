import { contract } from '@kaj/contract';
import { periodEnd, periodStart } from '@kaj/domain';
import type { z } from 'zod';
import type { watchRefsRequest } from '@kaj/contract';
import { handle } from '../../../http/handler.ts';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../auth/session-user.ts';
import { badRequest } from '../../../errors.ts';
import { getEmploymentRow } from '../../employees/employments-repository.ts';
import { rowOfEmployment } from '../rows/index.ts';
import { actorOf } from './watch-audit.ts';
import { markWatches } from './mark-watches.ts';
import { assertMayChange } from './watch-access.ts';
import { freshWatches } from './watch-rules.ts';
import { assertBelongToPlan, lockEmploymentsOf, type RealisedWithProperties } from './watch-store.ts';
import { cancelRealised } from './watch-transfer.ts';
import { saveRealisedWatch as save, watchProperties } from './save-realised.ts';
import { settle } from './settle.ts';

// Changes of realised watches: save, cancel, add a property (DOMAIN.md section 4).

type WatchRefs = z.output<typeof watchRefsRequest>;

/** The referenced watches, each as fresh as the client saw it, of one employee the user may change. */
async function referenced(db: Db, user: SessionUser, refs: WatchRefs, plannedWatchId?: number): Promise<RealisedWithProperties[]> {
  await lockEmploymentsOf(db, { realisedWatchIds: refs.map((ref) => ref.realisedWatchId) });
  const watches = await freshWatches(db, refs);
  assertBelongToPlan(plannedWatchId, watches);
  const employments = await Promise.all([...new Set(watches.map((watch) => watch.employmentId))].map((id) => getEmploymentRow(db, id)));
  if (new Set(employments.map((employment) => employment.employeeId)).size > 1) throw badRequest('several_employees', 'Vælg vagter fra én medarbejder ad gangen.');
  await assertMayChange(db, user, employments, 'realise');
  return watches;
}

const earliest = (watches: readonly RealisedWithProperties[]) => watches.map((watch) => ({ employmentId: watch.employmentId, date: watch.startDate }));

export const saveRealisedWatchPeriod = handle(contract.plan.saveRealisedWatchPeriod, async ({ db, user, query, body }) => {
  const { employmentId } = await save(db, user, body);
  return rowOfEmployment(db, user, employmentId, { start: query.start, end: query.end });
});

export const saveRealisedWatch = handle(contract.plan.saveRealisedWatch, async ({ db, user, query, body }) => {
  const { employmentId } = await save(db, user, body);
  return rowOfEmployment(db, user, employmentId, { start: periodStart(query.period), end: periodEnd(query.period) });
});

async function cancel(db: Db, user: SessionUser, refs: WatchRefs, plannedWatchId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const watches = await referenced(tx, user, refs, plannedWatchId);
    await cancelRealised(tx, actorOf(user), watches);
    await settle(tx, earliest(watches));
    return watches[0]!.employmentId;
  });
}

export const removeRealisedWatchPeriod = handle(contract.plan.removeRealisedWatchPeriod, async ({ db, user, query, body }) => {
  const employmentId = await cancel(db, user, body, query.plannedwatchid);
  return rowOfEmployment(db, user, employmentId, { start: query.start, end: query.end });
});

export const removeRealisedWatch = handle(contract.plan.removeRealisedWatch, async ({ db, user, query, body }) => {
  const employmentId = await cancel(db, user, body, query.plannedwatchid);
  return rowOfEmployment(db, user, employmentId, { start: periodStart(query.period), end: periodEnd(query.period) });
});

/**
 * Gives realised watches a property (Syg, Kursus, Overtid 2,5 …): added beside their others, or its value
 * changed where they have it. With `propertyTypeId` it replaces their properties of that type (Syg instead of
 * Ferie). Their times stay as they are.
 */
export const addPropertyToRealisedWatch = handle(contract.plan.addPropertyToRealisedWatch, async ({ db, user, query, body }) => {
  const employmentId = await db.transaction(async (tx) => {
    const watches = await referenced(tx, user, body.watches);
    const [property] = await watchProperties(tx, [{ propertyId: query.propertyId, value: body.value ?? null }], []);
    await markWatches(tx, actorOf(user), watches, property!, query.propertyTypeId);
    await settle(tx, earliest(watches));
    return watches[0]!.employmentId;
  });
  return rowOfEmployment(db, user, employmentId, { start: periodStart(query.period), end: periodEnd(query.period) });
});
