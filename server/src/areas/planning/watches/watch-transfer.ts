import { eq, inArray, sql } from 'drizzle-orm';
import { addDays, paidMinutesOf, type IsoDate } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import { plannedWatches } from '../../../db/schema/index.ts';
import type { EmploymentRow } from '../../employees/employments-repository.ts';
import { writeAudit, type Actor } from './watch-audit.ts';
import { assertChangeable, assertInsideEmployment, assertMonthsOpen, assertNoOverlap, counting } from './watch-rules.ts';
import {
  getPlan,
  getRealised,
  insertPlan,
  insertRealised,
  nextChangeDate,
  realisedOfPlans,
  updateRealised,
  type PlanRow,
  type RealisedValues,
  type RealisedWithProperties,
} from './watch-store.ts';
import { hhmm, realMinutes, timesOf } from './watch-times.ts';

// Copy, move, removal and cancellation of watches: the moves between employments and dates that the
// single calls, the clipboard, the drafts and the syncs share. Times and properties travel with a watch.

/** Watches taken together: a plan with some of its realised watches, or realised watches alone. */
export interface WatchSource {
  plan: PlanRow | null;
  realised: RealisedWithProperties[];
}

/** The day a source starts on: its plan's date, else its first realised watch's. */
export const sourceDate = (source: WatchSource): IsoDate => source.plan?.startDate ?? source.realised.map((watch) => watch.startDate).reduce((a, b) => (a < b ? a : b));

/**
 * A watch at another date keeps its wall-clock times. Its paid time follows them, keeping its unpaid part (a night
 * across the DST change pays the hour it gains), unless it was typed: then it is kept, within the watch's length.
 */
function shifted(watch: RealisedWithProperties, employmentId: number, shiftDays: number, plannedWatchId: number | null): RealisedValues {
  const day = addDays(watch.startDate, shiftDays);
  const unpaid = Math.max(0, realMinutes(watch.startDate, watch.startTime, watch.endTime) - watch.totalTime);
  const span = realMinutes(day, watch.startTime, watch.endTime);
  return {
    ...timesOf(day, watch.startTime, watch.endTime),
    employmentId,
    plannedWatchId,
    watchTemplateId: watch.watchTemplateId,
    watchDetailId: watch.watchDetailId,
    totalTime: watch.paidTimeManual ? Math.min(watch.totalTime, span) : paidMinutesOf(day, hhmm(watch.startTime), hhmm(watch.endTime), unpaid),
    paidTimeManual: watch.paidTimeManual,
    overridden: watch.overridden,
    comment: watch.comment,
    properties: watch.properties,
  };
}

async function assertTargetOpen(db: Db, target: EmploymentRow, dates: readonly IsoDate[]): Promise<void> {
  assertInsideEmployment(target, dates);
  await assertMonthsOpen(db, target.id, dates);
}

/** Copies a plan (with the given realised watches) or realised watches to an employment, shifted by days; cancelled ones stay behind. */
export async function copyWatches(db: Db, actor: Actor, source: WatchSource, target: EmploymentRow, shiftDays: number, action: 'copy' | 'sync' = 'copy'): Promise<WatchSource> {
  const values = counting(source.realised).map((watch) => shifted(watch, target.id, shiftDays, null));
  const planDate = source.plan ? addDays(source.plan.startDate, shiftDays) : null;
  await assertTargetOpen(db, target, [...(planDate ? [planDate] : []), ...values.map((watch) => watch.startDate)]);
  const plan =
    source.plan && planDate ? await insertPlan(db, { employmentId: target.id, watchTemplateId: source.plan.watchTemplateId, startDate: planDate, planUserId: actor.userId }) : null;
  const realised = await insertRealised(
    db,
    actor.userId,
    values.map((watch) => ({ ...watch, plannedWatchId: plan?.id ?? null })),
  );
  await assertNoOverlap(
    db,
    realised.map((watch) => watch.id),
  );
  await writeAudit(db, actor, action, [...(plan ? [{ before: null, after: plan }] : []), ...realised.map((after) => ({ before: null, after }))]);
  return { plan, realised };
}

/**
 * Moves a plan and/or realised watches to an employment, shifted by days. Realised watches of the plan that
 * are not moved stay where they happened, without the plan. Nothing closed or approved moves, nor anything
 * in a locked month at either end.
 */
export async function moveWatches(db: Db, actor: Actor, source: WatchSource, target: EmploymentRow, shiftDays: number): Promise<WatchSource> {
  const moving = new Set(source.realised.map((watch) => watch.id));
  const staying = source.plan ? (await realisedOfPlans(db, [source.plan.id])).filter((watch) => !moving.has(watch.id)) : [];
  const all = [...source.realised, ...staying];
  await assertChangeable(db, all);
  for (const employmentId of new Set([...(source.plan ? [source.plan.employmentId] : []), ...source.realised.map((watch) => watch.employmentId)])) {
    const dates = [...(source.plan?.employmentId === employmentId ? [source.plan.startDate] : []), ...source.realised.filter((w) => w.employmentId === employmentId).map((w) => w.startDate)];
    await assertMonthsOpen(db, employmentId, dates);
  }
  const values = source.realised.map((watch) => shifted(watch, target.id, shiftDays, source.plan?.id ?? null));
  const planDate = source.plan ? addDays(source.plan.startDate, shiftDays) : null;
  await assertTargetOpen(db, target, [...(planDate ? [planDate] : []), ...values.map((watch) => watch.startDate)]);

  if (source.plan && planDate) {
    await db
      .update(plannedWatches)
      .set({ employmentId: target.id, startDate: planDate, planUserId: actor.userId, changedAt: nextChangeDate(plannedWatches.changedAt) })
      .where(eq(plannedWatches.id, source.plan.id));
  }
  for (const [index, watch] of source.realised.entries()) {
    const { properties: _, ...fields } = values[index]!;
    await updateRealised(db, watch.id, actor.userId, fields);
  }
  for (const watch of staying) await updateRealised(db, watch.id, actor.userId, { plannedWatchId: null });
  await assertNoOverlap(db, [...moving]);

  const plan = source.plan ? await getPlan(db, source.plan.id) : null;
  const after = await getRealised(
    db,
    all.map((watch) => watch.id),
  );
  await writeAudit(db, actor, 'move', [
    ...(plan ? [{ before: source.plan, after: plan }] : []),
    ...all.map((before, index) => ({ before, after: after[index]! })),
  ]);
  return { plan, realised: after.filter((watch) => moving.has(watch.id)) };
}

/** Removes a plan with its realised watches (the audit trail keeps them). */
/** Removes one plan with its realised watches; `realised` when the caller has read them after locking the employment. */
export async function removePlan(db: Db, actor: Actor, plan: PlanRow, realised?: readonly RealisedWithProperties[]): Promise<void> {
  await removePlans(db, actor, [plan], realised);
}

/**
 * Removes plans with their realised watches, by the same rules as one, each check and write once per employment
 * (a rotation's undo): any refusal refuses them all.
 */
export async function removePlans(db: Db, actor: Actor, plans: readonly PlanRow[], known?: readonly RealisedWithProperties[]): Promise<void> {
  for (const employmentId of new Set(plans.map((plan) => plan.employmentId))) {
    const own = plans.filter((plan) => plan.employmentId === employmentId);
    const realised =
      known?.filter((watch) => own.some((plan) => plan.id === watch.plannedWatchId)) ??
      (await realisedOfPlans(
        db,
        own.map((plan) => plan.id),
      ));
    await assertChangeable(db, realised);
    await assertMonthsOpen(db, employmentId, [...own.map((plan) => plan.startDate), ...realised.map((watch) => watch.startDate)]);
    await writeAudit(db, actor, 'remove', [...own.map((plan) => ({ before: plan, after: null })), ...realised.map((before) => ({ before, after: null }))]);
    await db.delete(plannedWatches).where(
      inArray(
        plannedWatches.id,
        own.map((plan) => plan.id),
      ),
    );
  }
}

/** Cancels realised watches: they are kept for history and count for nothing. */
export async function cancelRealised(db: Db, actor: Actor, watches: readonly RealisedWithProperties[]): Promise<void> {
  const open = counting(watches);
  await assertChangeable(db, open);
  for (const watch of open) {
    await assertMonthsOpen(db, watch.employmentId, [watch.startDate]);
    await updateRealised(db, watch.id, actor.userId, { cancelled: true, cancelledAt: sql`now()`, cancelledBy: actor.userId });
  }
  const after = await getRealised(
    db,
    open.map((watch) => watch.id),
  );
  await writeAudit(
    db,
    actor,
    'cancel',
    open.map((before, index) => ({ before, after: after[index]! })),
  );
}
