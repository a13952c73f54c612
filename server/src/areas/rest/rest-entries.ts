import { and, eq, isNotNull } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { dateOf, instantOf, periodOf, type IsoDate } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { auditTrail, restDays, restPeriods } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { notifyPlanChanged } from '../live/index.ts';
import { rowOfEmployment } from '../planning/rows/index.ts';
import { danishDate } from '../shared/danish-dates.ts';
import { assertCanEditRest } from './rest-access.ts';
import { restCardOf } from './rest-card.ts';
import { assertCardOpen } from './signed-cards.ts';

interface Rest {
  start: number;
  end: number;
}

const iso = (instant: number) => new Date(instant).toISOString();

/** Each period starts on the day it is entered on (one across midnight belongs to the day it starts), and none overlap. */
function assertRestOfDay(date: IsoDate, periods: readonly Rest[]): void {
  for (const period of periods) {
    if (dateOf(period.start) !== date) throw badRequest('rest_outside_day', `En hvileperiode skal begynde den ${danishDate(date)}.`);
    if (period.end <= period.start) throw badRequest('rest_negative', 'Hvileperioden skal slutte efter den begynder.');
  }
  const sorted = [...periods].sort((a, b) => a.start - b.start);
  for (let index = 1; index < sorted.length; index += 1) {
    if (sorted[index]!.start < sorted[index - 1]!.end) throw badRequest('rest_overlap', 'Hvileperioderne overlapper hinanden.');
  }
}

/** An approved day stays as it was approved until the approval is removed. */
async function assertDayNotApproved(db: Db, employmentId: number, date: IsoDate): Promise<void> {
  const [day] = await db
    .select({ id: restDays.id })
    .from(restDays)
    .where(and(eq(restDays.employmentId, employmentId), eq(restDays.date, date), isNotNull(restDays.approvalLevelId)));
  if (day) throw badRequest('rest_day_approved', `Hviletiden den ${danishDate(date)} er godkendt. Fjern godkendelsen, før den ændres.`);
}

/** The day's row, created when missing. */
async function restDayId(db: Db, employmentId: number, date: IsoDate, changes: { enteredByHand: boolean; comment?: string | null }): Promise<number> {
  const [row] = await db
    .insert(restDays)
    .values({ employmentId, date, ...changes })
    .onConflictDoUpdate({ target: [restDays.employmentId, restDays.date], set: changes })
    .returning({ id: restDays.id });
  if (!row) throw new Error('The rest day was not stored');
  return row.id;
}

async function periodsOfDay(db: Db, dayId: number): Promise<Rest[]> {
  const rows = await db.select().from(restPeriods).where(eq(restPeriods.restDayId, dayId));
  return rows.map((row) => ({ start: Date.parse(row.startAt), end: Date.parse(row.endAt) }));
}

async function audit(db: Db, user: SessionUser, employmentId: number, date: IsoDate, action: string, after: unknown) {
  await db.insert(auditTrail).values({ userId: user.id, userName: `${user.firstName} ${user.lastName}`.trim(), entity: 'restDay', employmentId, date, action, after });
}

/** A day's rest periods entered by hand; an empty list goes back to the realised watches, unless the day had no rest. */
export const saveRestDay = handle(contract.plan.saveRestDay, async ({ query, body, user, db }) => {
  const employmentId = query.employmentid;
  await assertCanEditRest(db, user, employmentId);
  const periods = body.restPeriods.map((period) => ({ start: Date.parse(period.restFrom), end: Date.parse(period.restTo) }));
  assertRestOfDay(body.restDate, periods);
  await db.transaction(async (tx) => {
    await assertCardOpen(tx, employmentId, body.restDate);
    await assertDayNotApproved(tx, employmentId, body.restDate);
    const dayId = await restDayId(tx, employmentId, body.restDate, { enteredByHand: periods.length > 0 || body.noRest, comment: body.comment ?? null });
    await tx.delete(restPeriods).where(eq(restPeriods.restDayId, dayId));
    if (periods.length) await tx.insert(restPeriods).values(periods.map((period) => ({ restDayId: dayId, startAt: iso(period.start), endAt: iso(period.end) })));
    await audit(tx, user, employmentId, body.restDate, 'saveRestDay', body);
    await notifyPlanChanged(tx, [employmentId]);
  });
  return rowOfEmployment(db, user, employmentId, { start: query.start, end: query.end });
});

/** Adds, changes or removes one rest period entered by hand; a day left without periods goes back to the watches. */
export const updateResthour = handle(contract.plan.updateResthour, async ({ body, user, db }) => {
  const { employmentId } = body;
  await assertCanEditRest(db, user, employmentId);
  const rest = { start: instantOf(body.startDate, body.startTime), end: instantOf(body.endDate, body.endTime) };
  await db.transaction(async (tx) => {
    await assertCardOpen(tx, employmentId, body.startDate);
    if (body.restPeriodId != null) {
      const [existing] = await tx
        .select({ id: restPeriods.id, dayId: restDays.id, date: restDays.date })
        .from(restPeriods)
        .innerJoin(restDays, eq(restDays.id, restPeriods.restDayId))
        .where(and(eq(restPeriods.id, body.restPeriodId), eq(restDays.employmentId, employmentId)));
      if (!existing) throw notFound('Hvileperioden findes ikke.');
      await assertCardOpen(tx, employmentId, existing.date);
      await assertDayNotApproved(tx, employmentId, existing.date);
      await tx.delete(restPeriods).where(eq(restPeriods.id, existing.id));
      if ((await periodsOfDay(tx, existing.dayId)).length === 0) await restDayId(tx, employmentId, existing.date, { enteredByHand: false });
    } else if (body.remove) {
      throw badRequest('rest_period_missing', 'Vælg den hvileperiode, der skal fjernes.');
    }
    if (!body.remove) {
      await assertDayNotApproved(tx, employmentId, body.startDate);
      const dayId = await restDayId(tx, employmentId, body.startDate, { enteredByHand: true });
      const others = await periodsOfDay(tx, dayId);
      assertRestOfDay(body.startDate, [...others, rest]);
      await tx.insert(restPeriods).values({ restDayId: dayId, startAt: iso(rest.start), endAt: iso(rest.end) });
    }
    await audit(tx, user, employmentId, body.startDate, body.remove ? 'removeResthour' : 'updateResthour', body);
    await notifyPlanChanged(tx, [employmentId]);
  });
  return restCardOf(db, employmentId, periodOf(body.startDate));
});
