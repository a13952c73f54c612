import { and, desc, eq, sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { realisedTimeRegistrations, realisedWatches } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { getEmploymentRow } from '../employees/employments-repository.ts';
import { notify } from '../notifications/index.ts';
import { assertRange } from '../planning/grid/grid-scope.ts';
import { rowOfEmployment } from '../planning/rows/index.ts';
import { assertMayChange, assertMayRead } from '../planning/watches/watch-access.ts';
import { saveRealisedWatch } from '../planning/watches/save-realised.ts';
import { getRealised } from '../planning/watches/watch-store.ts';
import { instantOfTimestamp, realMinutes } from '../planning/watches/watch-times.ts';
import { danishDate } from '../shared/danish-dates.ts';
import { recordChange } from './change-log.ts';
import { readRegistrations, startingBetween } from './registration-store.ts';
import { wallTimesOf } from './registration-times.ts';
import { requireFeature } from './self-service-access.ts';
import { TIME_REGISTRATION_OFF } from './time-registrations.ts';

// The planner's side of time registration (issue 15): read an employment's registrations, take one as the realised
// times ("Brug registreringen", through the same rules as any change of a realised watch), or reject it.

type Registration = typeof realisedTimeRegistrations.$inferSelect;

async function waitingRegistration(db: Db, id: number): Promise<Registration> {
  const [row] = await db.select().from(realisedTimeRegistrations).where(eq(realisedTimeRegistrations.id, id)).for('update');
  if (!row) throw notFound('Tidsregistreringen findes ikke.');
  if (row.status !== 'pending') throw badRequest('registration_decided', row.status === 'used' ? 'Registreringen er allerede brugt.' : 'Registreringen er afvist.');
  return row;
}

async function decided(db: Db, user: SessionUser, registration: Registration, status: 'used' | 'rejected', changes: Partial<Registration> = {}): Promise<void> {
  const [after] = await db
    .update(realisedTimeRegistrations)
    .set({ status, decidedAt: new Date().toISOString(), decidedBy: user.id, ...changes })
    .where(eq(realisedTimeRegistrations.id, registration.id))
    .returning();
  await recordChange(db, user, { entity: 'timeRegistration', entityId: registration.id, employmentId: registration.employmentId, action: 'change', before: registration, after });
}

/**
 * Writes the registration's times on its watch (keeping its properties and comment; its paid time follows the
 * times unless the planner typed it, docs/decisions.md), or adds an extra watch.
 */
async function useRegistration(db: Db, user: SessionUser, registration: Registration, changeDate: string | null | undefined): Promise<void> {
  const { date, startTime, endTime } = wallTimesOf(registration.startAt, registration.endAt);
  const [watch] = registration.realisedWatchId ? await getRealised(db, [registration.realisedWatchId]) : [];
  const span = realMinutes(date, startTime, endTime);
  await saveRealisedWatch(db, user, {
    realisedWatchId: watch?.id ?? null,
    employmentId: registration.employmentId,
    startDate: date,
    startTime,
    endTime,
    totalTime: watch?.paidTimeManual ? Math.min(watch.totalTime, span) : null,
    properties: watch?.properties.map((property) => ({ propertyId: property.propertyId, value: property.value === null ? null : Number(property.value) })) ?? [],
    comment: watch?.comment ?? null,
    cancelled: false,
    changeDate: changeDate ?? (watch ? new Date(instantOfTimestamp(watch.changedAt)).toISOString() : null),
  });
  let watchId = watch?.id ?? null;
  if (watchId === null) {
    const [added] = await db
      .select({ id: realisedWatches.id })
      .from(realisedWatches)
      .where(and(eq(realisedWatches.employmentId, registration.employmentId), eq(realisedWatches.startDate, date), eq(realisedWatches.cancelled, false)))
      .orderBy(desc(realisedWatches.id))
      .limit(1);
    watchId = added?.id ?? null;
  }
  await decided(db, user, registration, 'used', { realisedWatchId: watchId });
}

export const getEmploymentTimeRegistrations = handle(contract.plan.getEmploymentTimeRegistrations, async ({ db, user, query, services }) => {
  requireFeature(services.config, 'allowTimeRegistration', TIME_REGISTRATION_OFF);
  const range = assertRange(query.start, query.end);
  await assertMayRead(db, user, [await getEmploymentRow(db, query.employmentId)]);
  return readRegistrations(db, sql`r.employment_id = ${query.employmentId} and ${startingBetween(range.start, range.end)}`);
});

export const useTimeRegistration = handle(contract.plan.useTimeRegistration, async ({ db, user, query, body, services }) => {
  requireFeature(services.config, 'allowTimeRegistration', TIME_REGISTRATION_OFF);
  const range = assertRange(query.start, query.end);
  const employmentId = await db.transaction(async (tx) => {
    const registration = await waitingRegistration(tx, query.realisedTimeRegistrationId);
    await assertMayChange(tx, user, [await getEmploymentRow(tx, registration.employmentId)], 'plan');
    await useRegistration(tx, user, registration, body.changeDate);
    return registration.employmentId;
  });
  return rowOfEmployment(db, user, employmentId, range);
});

export const rejectTimeRegistration = handle(contract.plan.rejectTimeRegistration, async ({ db, user, query, body, services }) => {
  requireFeature(services.config, 'allowTimeRegistration', TIME_REGISTRATION_OFF);
  const range = assertRange(query.start, query.end);
  const employmentId = await db.transaction(async (tx) => {
    const registration = await waitingRegistration(tx, query.realisedTimeRegistrationId);
    const employment = await getEmploymentRow(tx, registration.employmentId);
    await assertMayChange(tx, user, [employment], 'plan');
    await decided(tx, user, registration, 'rejected', { decisionComment: body.comment });
    const { date, startTime, endTime } = wallTimesOf(registration.startAt, registration.endAt);
    await notify(tx, { employeeIds: [employment.employeeId] }, {
      kind: 'registrationRejected',
      title: 'Din tidsregistrering er afvist',
      body: `${danishDate(date)} ${startTime}-${endTime}: ${body.comment}`,
      link: `/my/time?date=${date}`,
    });
    return registration.employmentId;
  });
  return rowOfEmployment(db, user, employmentId, range);
});

export const registrationDecisionHandlers = [getEmploymentTimeRegistrations, useTimeRegistration, rejectTimeRegistration];
