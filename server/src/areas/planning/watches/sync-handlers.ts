import { eq } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import type { IsoDate } from '@kaj/domain';
import { handle } from '../../../http/handler.ts';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../auth/session-user.ts';
import { employments } from '../../../db/schema/index.ts';
import { badRequest } from '../../../errors.ts';
import { getEmploymentRow, type EmploymentRow } from '../../employees/employments-repository.ts';
import { rowsOfEmployments } from '../rows/index.ts';
import { actorOf, type Actor } from './watch-audit.ts';
import { assertMayChange } from './watch-access.ts';
import { plansBetween, realisedOfPlans } from './watch-store.ts';
import { copyWatches, removePlan } from './watch-transfer.ts';
import { settle } from './settle.ts';

// Drafts (DOMAIN.md section 3): their planned watches are copied from the master when the draft is made,
// and synced draft→master or master→draft for a range.

const ALWAYS = { start: '0001-01-01', end: '9999-12-31' };

/** Copies every plan of one employment, with its realised watches as they are (not cancelled ones), to another. */
async function copyPlans(db: Db, actor: Actor, from: EmploymentRow, to: EmploymentRow, range: { start: IsoDate; end: IsoDate }): Promise<IsoDate | null> {
  const plans = await plansBetween(db, from.id, range.start, range.end);
  const realised = await realisedOfPlans(
    db,
    plans.map((plan) => plan.id),
  );
  for (const plan of plans) {
    await copyWatches(
      db,
      actor,
      { plan, realised: realised.filter((watch) => watch.plannedWatchId === plan.id) },
      to,
      0,
      'sync',
    );
  }
  return plans[0]?.startDate ?? null;
}

/** CreateDraftEmployee: the draft's employments get the master's planned watches, with their realised watches. */
export async function copyPlansToDraft(db: Db, user: SessionUser, draftOf: ReadonlyMap<number, number>): Promise<void> {
  const changes = [];
  for (const [masterId, draftId] of draftOf) {
    const first = await copyPlans(db, actorOf(user), await getEmploymentRow(db, masterId), await getEmploymentRow(db, draftId), ALWAYS);
    if (first) changes.push({ employmentId: draftId, date: first });
  }
  await settle(db, changes);
}

/** A master employment and its draft's copy, from either of them. */
async function draftPair(db: Db, employmentId: number): Promise<{ master: EmploymentRow; draft: EmploymentRow }> {
  const employment = await getEmploymentRow(db, employmentId);
  if (employment.masterId !== null) return { master: await getEmploymentRow(db, employment.masterId), draft: employment };
  const [draft] = await db.select().from(employments).where(eq(employments.masterId, employment.id));
  if (!draft) throw badRequest('no_draft', 'Ansættelsen har ingen kladde at synkronisere med.');
  return { master: employment, draft };
}

/** Replaces the target's plans of the range with copies of the source's; refused where the target has closed or approved watches. */
async function sync(db: Db, user: SessionUser, employmentId: number, draftToMaster: boolean, range: { start: IsoDate; end: IsoDate }): Promise<number[]> {
  if (range.end < range.start) throw badRequest('end_before_start', 'Slutdatoen skal ligge efter startdatoen.');
  const { master, draft } = await draftPair(db, employmentId);
  await assertMayChange(db, user, [master, draft], 'plan');
  const [source, target] = draftToMaster ? [draft, master] : [master, draft];
  const actor = actorOf(user);
  for (const plan of await plansBetween(db, target.id, range.start, range.end)) await removePlan(db, actor, plan);
  await copyPlans(db, actor, source, target, range);
  await settle(db, [{ employmentId: target.id, date: range.start }]);
  return [master.id, draft.id];
}

export const syncEmployment = handle(contract.plan.syncEmployment, async ({ db, user, query }) => {
  const touched = await db.transaction((tx) => sync(tx, user, query.employmentId, query.draftToMaster, query));
  return rowsOfEmployments(db, user, touched, { start: query.start, end: query.end });
});

export const syncEmployments = handle(contract.plan.syncEmployments, async ({ db, user, query, body }) => {
  await db.transaction(async (tx) => {
    for (const employmentId of new Set(body)) await sync(tx, user, employmentId, query.draftToMaster, query);
  });
  return null;
});
