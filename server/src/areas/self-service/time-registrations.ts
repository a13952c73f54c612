import { and, eq, sql } from 'drizzle-orm';
import { contract, PLANNERS, type ParsedBodyOf } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { employments, realisedTimeRegistrations } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { approvedLevelOf } from '../approvals/approval-state.ts';
import { departmentUsers, notify } from '../notifications/index.ts';
import { assertRange } from '../planning/grid/grid-scope.ts';
import { danishDate } from '../shared/danish-dates.ts';
import { recordChange } from './change-log.ts';
import { readRegistrations, startingBetween } from './registration-store.ts';
import { assertOwnEmployment, ownEmployeeId, requireFeature } from './self-service-access.ts';
import { wallTimesOf } from './registration-times.ts';

// Time registration (DOMAIN.md section 12): the employee's own start and end beside the realised watch. They may
// correct it until the watch is approved; each change waits for the planner again, who is told.

type Registration = typeof realisedTimeRegistrations.$inferSelect;

export const TIME_REGISTRATION_OFF = 'Tidsregistrering er slået fra.';

async function ownRegistration(db: Db, user: SessionUser, id: number): Promise<Registration> {
  const [row] = await db
    .select({ registration: realisedTimeRegistrations })
    .from(realisedTimeRegistrations)
    .innerJoin(employments, eq(employments.id, realisedTimeRegistrations.employmentId))
    .where(and(eq(realisedTimeRegistrations.id, id), eq(employments.employeeId, ownEmployeeId(user))));
  if (!row) throw notFound('Tidsregistreringen findes ikke.');
  return row.registration;
}

/** The realised watch a registration sits beside: the same employment's, not cancelled, not closed, not approved. */
async function assertWatchOpen(db: Db, employmentId: number, realisedWatchId: number | null): Promise<void> {
  if (realisedWatchId === null) return;
  const [watch] = await queryRows<{ cancelled: boolean; closed: boolean; approved: boolean }>(
    db,
    sql`select w.cancelled, w.closed, ${approvedLevelOf(sql`w.id`)} > 0 as approved from realised_watches w
        where w.id = ${realisedWatchId} and w.employment_id = ${employmentId}`,
  );
  if (!watch || watch.cancelled) throw badRequest('unknown_watch', 'Vagten findes ikke på ansættelsen.');
  if (watch.closed) throw badRequest('watch_closed', 'Vagten ligger i en afsluttet periode og kan ikke registreres.');
  if (watch.approved) throw badRequest('watch_approved', 'Vagten er godkendt, så registreringen kan ikke længere ændres.');
}

/** The planners of the employment's department are told that a registration waits (one message per change). */
async function tellPlanners(db: Db, user: SessionUser, saved: Registration): Promise<void> {
  const planners = await departmentUsers(db, [saved.employmentId], PLANNERS.filter((role) => role !== 'Admin'));
  const { date, startTime, endTime } = wallTimesOf(saved.startAt, saved.endAt);
  await notify(db, { userIds: planners.filter((id) => id !== user.id) }, {
    kind: 'registrationWaiting',
    title: 'En tidsregistrering venter',
    body: `${user.firstName} ${user.lastName}: ${danishDate(date)} ${startTime}-${endTime}`,
    link: `/planning?employmentId=${saved.employmentId}&date=${date}`,
    mergeKey: `registration-${saved.employmentId}`,
  });
}

async function saveRegistration(db: Db, user: SessionUser, body: ParsedBodyOf<typeof contract.app.saveRealisedTimeRegistration>): Promise<number> {
  await assertOwnEmployment(db, user, body.employmentId);
  const realisedWatchId = body.realisedWatchId ?? null;
  const before = body.realisedTimeRegistrationId == null ? null : await ownRegistration(db, user, body.realisedTimeRegistrationId);
  if (before) await assertWatchOpen(db, before.employmentId, before.realisedWatchId);
  await assertWatchOpen(db, body.employmentId, realisedWatchId);
  const values = {
    employmentId: body.employmentId,
    realisedWatchId,
    startAt: body.startDateTime,
    endAt: body.endDateTime,
    comment: body.comment ?? null,
    changedAt: new Date().toISOString(),
    status: 'pending' as const,
    decidedAt: null,
    decidedBy: null,
    decisionComment: null,
  };
  const [saved] = before
    ? await db.update(realisedTimeRegistrations).set(values).where(eq(realisedTimeRegistrations.id, before.id)).returning()
    : await db.insert(realisedTimeRegistrations).values(values).returning();
  await recordChange(db, user, { entity: 'timeRegistration', entityId: saved!.id, employmentId: saved!.employmentId, action: before ? 'change' : 'add', before, after: saved });
  await tellPlanners(db, user, saved!);
  return saved!.id;
}

export const getTimeRegistrations = handle(contract.app.getTimeRegistrations, async ({ db, user, query, services }) => {
  requireFeature(services.config, 'allowTimeRegistration', TIME_REGISTRATION_OFF);
  const range = assertRange(query.start, query.end);
  return readRegistrations(db, sql`r.employment_id in (select id from employments where employee_id = ${ownEmployeeId(user)}) and ${startingBetween(range.start, range.end)}`);
});

export const saveRealisedTimeRegistration = handle(contract.app.saveRealisedTimeRegistration, async ({ db, user, body, services }) => {
  requireFeature(services.config, 'allowTimeRegistration', TIME_REGISTRATION_OFF);
  const id = await db.transaction((tx) => saveRegistration(tx, user, body));
  const [saved] = await readRegistrations(db, sql`r.id = ${id}`);
  return saved!;
});

export const removeRealisedTimeRegistration = handle(contract.app.removeRealisedTimeRegistration, async ({ db, user, body, services }) => {
  requireFeature(services.config, 'allowTimeRegistration', TIME_REGISTRATION_OFF);
  await db.transaction(async (tx) => {
    const before = await ownRegistration(tx, user, body.realisedTimeRegistrationId);
    await assertWatchOpen(tx, before.employmentId, before.realisedWatchId);
    await tx.delete(realisedTimeRegistrations).where(eq(realisedTimeRegistrations.id, before.id));
    await recordChange(tx, user, { entity: 'timeRegistration', entityId: before.id, employmentId: before.employmentId, action: 'remove', before });
  });
  return null;
});

export const timeRegistrationHandlers = [getTimeRegistrations, saveRealisedTimeRegistration, removeRealisedTimeRegistration];
