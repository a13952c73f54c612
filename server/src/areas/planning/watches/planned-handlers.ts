import { contract } from '@kaj/contract';
import { daysBetween, periodEnd, periodStart, type IsoDate } from '@kaj/domain';
import { handle } from '../../../http/handler.ts';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../auth/session-user.ts';
import { getEmploymentRow } from '../../employees/employments-repository.ts';
import { rowOfEmployment, rowsOfEmployments } from '../rows/index.ts';
import { settle } from './settle.ts';
import { actorOf } from './watch-audit.ts';
import { assertMayChange, assertWishTemplate } from './watch-access.ts';
import { placePlannedWatch } from './place-watch.ts';
import { assertFresh } from './watch-rules.ts';
import { getPlan, realisedOfPlans } from './watch-store.ts';
import { moveWatches, removePlan } from './watch-transfer.ts';
import { detailsOf, isUntouched, templateOf } from './template-details.ts';

// Placing, moving and removing planned watches (DOMAIN.md section 4).

/** Places a template on each date, as a planner or as an employee placing their own absence wish. */
async function place(db: Db, user: SessionUser, query: { watchTemplateId: number; employmentId: number }, dates: readonly IsoDate[]): Promise<void> {
  await db.transaction(async (tx) => {
    const employment = await getEmploymentRow(tx, query.employmentId);
    const template = await templateOf(tx, query.watchTemplateId);
    if ((await assertMayChange(tx, user, [employment], 'wish')) === 'self') await assertWishTemplate(tx, template);
    for (const date of [...new Set(dates)].sort()) await placePlannedWatch(tx, actorOf(user), employment, template, date);
    await settle(
      tx,
      dates.map((date) => ({ employmentId: employment.id, date })),
    );
  });
}

/**
 * What a plan's changeDate is checked against: the plan and the watches of it the grid shows. Cancelled watches are
 * not shown, nor those outside the range of the grid (when the call names it); a change to them would otherwise
 * refuse the plan's removal or move for good, as a reload shows nothing newer.
 */
const shownChanges = (plan: { changedAt: string }, realised: readonly { cancelled: boolean; startDate: string; changedAt: string }[], range?: { start: IsoDate; end: IsoDate }) => [
  plan.changedAt,
  ...realised.filter((watch) => !watch.cancelled && (!range || (watch.startDate >= range.start && watch.startDate <= range.end))).map((watch) => watch.changedAt),
];

export const addPlannedWatch = handle(contract.plan.addPlannedWatch, async ({ db, user, query }) => {
  await place(db, user, query, [query.startDate]);
  return rowOfEmployment(db, user, query.employmentId, { start: periodStart(query.period), end: periodEnd(query.period) });
});

export const addPlannedWatchPeriod = handle(contract.plan.addPlannedWatchPeriod, async ({ db, user, query }) => {
  await place(db, user, query, [query.startDate]);
  return rowOfEmployment(db, user, query.employmentId, { start: query.start, end: query.end });
});

export const addPlannedWatchPeriodBulk = handle(contract.plan.addPlannedWatchPeriodBulk, async ({ db, user, query, body }) => {
  await place(db, user, query, body);
  return rowOfEmployment(db, user, query.employmentId, { start: query.start, end: query.end });
});

export const removePlannedWatch = handle(contract.plan.removePlannedWatch, async ({ db, user, query }) => {
  const employmentId = await db.transaction(async (tx) => {
    const employment = await getEmploymentRow(tx, (await getPlan(tx, query.plannedwatchid)).employmentId);
    const capacity = await assertMayChange(tx, user, [employment], 'wish');
    const plan = await getPlan(tx, query.plannedwatchid);
    if (capacity === 'self') await assertWishTemplate(tx, await templateOf(tx, plan.watchTemplateId));
    const realised = await realisedOfPlans(tx, [plan.id]);
    assertFresh(query.changeDate, shownChanges(plan, realised, query));
    await removePlan(tx, actorOf(user), plan, realised);
    await settle(tx, [{ employmentId: plan.employmentId, date: plan.startDate }]);
    return plan.employmentId;
  });
  return rowOfEmployment(db, user, employmentId, { start: query.start, end: query.end });
});

/**
 * Moves a plan with its untouched realised watches to another employment or date; changed, cancelled or
 * property-marked watches stay where they happened, without the plan. Answers the watches of the period of
 * both employments.
 */
export const movePlannedWatch = handle(contract.plan.movePlannedWatch, async ({ db, user, query }) => {
  const employmentIds = await db.transaction(async (tx) => {
    const from = await getEmploymentRow(tx, (await getPlan(tx, query.plannedwatchid)).employmentId);
    const to = await getEmploymentRow(tx, query.newemploymentid);
    await assertMayChange(tx, user, [from, to], 'plan');
    const plan = await getPlan(tx, query.plannedwatchid);
    const realised = await realisedOfPlans(tx, [plan.id]);
    // Its period is the month of the new date, not necessarily the range the grid shows.
    assertFresh(query.changeDate, shownChanges(plan, realised));
    const details = await detailsOf(tx, plan.watchTemplateId);
    const following = realised.filter((watch) => isUntouched(watch, details));
    await moveWatches(tx, actorOf(user), { plan, realised: following }, to, daysBetween(plan.startDate, query.newstartdate));
    await settle(tx, [
      { employmentId: from.id, date: plan.startDate },
      { employmentId: to.id, date: query.newstartdate },
    ]);
    return [...new Set([from.id, to.id])];
  });
  const rows = await rowsOfEmployments(db, user, employmentIds, { start: periodStart(query.period), end: periodEnd(query.period) });
  return rows.flatMap((row) => row.employments.filter((e) => employmentIds.includes(e.employmentId)).flatMap((e) => e.watchDays.flatMap((day) => day.watches)));
});
