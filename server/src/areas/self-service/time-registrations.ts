import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { contract, type ParsedBodyOf, type TimeRegistrationDto } from '@kaj/contract';
import { addDays, instantOf, toIsoDateTime } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { employments, realisedTimeRegistrations, realisedWatches } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { assertRange } from '../planning/grid/grid-scope.ts';
import { recordChange } from './change-log.ts';
import { assertOwnEmployment, isoOfTimestamp, ownEmployeeId, requireFeature } from './self-service-access.ts';

// Time registration (DOMAIN.md section 12): the employee's own start and end beside the realised watch.

type Registration = typeof realisedTimeRegistrations.$inferSelect;

const featureOff = 'Tidsregistrering er slået fra.';

const toDto = (row: Registration): TimeRegistrationDto => ({
  realisedTimeRegistrationId: row.id,
  employmentId: row.employmentId,
  realisedWatchId: row.realisedWatchId,
  startDateTime: isoOfTimestamp(row.startAt),
  endDateTime: isoOfTimestamp(row.endAt),
  comment: row.comment,
});

async function ownRegistration(db: Db, user: SessionUser, id: number): Promise<Registration> {
  const [row] = await db
    .select({ registration: realisedTimeRegistrations })
    .from(realisedTimeRegistrations)
    .innerJoin(employments, eq(employments.id, realisedTimeRegistrations.employmentId))
    .where(and(eq(realisedTimeRegistrations.id, id), eq(employments.employeeId, ownEmployeeId(user))));
  if (!row) throw notFound('Tidsregistreringen findes ikke.');
  return row.registration;
}

/** The realised watch a registration sits beside: the same employment's, not cancelled, not in a locked closing. */
async function assertWatchOpen(db: Db, employmentId: number, realisedWatchId: number | null): Promise<void> {
  if (realisedWatchId === null) return;
  const [watch] = await db
    .select({ cancelled: realisedWatches.cancelled, closed: realisedWatches.closed })
    .from(realisedWatches)
    .where(and(eq(realisedWatches.id, realisedWatchId), eq(realisedWatches.employmentId, employmentId)));
  if (!watch || watch.cancelled) throw badRequest('unknown_watch', 'Vagten findes ikke på ansættelsen.');
  if (watch.closed) throw badRequest('watch_closed', 'Vagten ligger i en afsluttet periode og kan ikke registreres.');
}

async function saveRegistration(db: Db, user: SessionUser, body: ParsedBodyOf<typeof contract.app.saveRealisedTimeRegistration>): Promise<Registration> {
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
  };
  const [saved] = before
    ? await db.update(realisedTimeRegistrations).set(values).where(eq(realisedTimeRegistrations.id, before.id)).returning()
    : await db.insert(realisedTimeRegistrations).values(values).returning();
  await recordChange(db, user, {
    entity: 'timeRegistration',
    entityId: saved!.id,
    employmentId: saved!.employmentId,
    action: before ? 'change' : 'add',
    before,
    after: saved,
  });
  return saved!;
}

export const getTimeRegistrations = handle(contract.app.getTimeRegistrations, async ({ db, user, query, services }) => {
  requireFeature(services.config, 'allowTimeRegistration', featureOff);
  const range = assertRange(query.start, query.end);
  const own = db.select({ id: employments.id }).from(employments).where(eq(employments.employeeId, ownEmployeeId(user)));
  const rows = await db
    .select()
    .from(realisedTimeRegistrations)
    .where(
      and(
        inArray(realisedTimeRegistrations.employmentId, own),
        gte(realisedTimeRegistrations.startAt, toIsoDateTime(instantOf(range.start, '00:00'))),
        lt(realisedTimeRegistrations.startAt, toIsoDateTime(instantOf(addDays(range.end, 1), '00:00'))),
      ),
    )
    .orderBy(asc(realisedTimeRegistrations.startAt), asc(realisedTimeRegistrations.id));
  return rows.map(toDto);
});

export const saveRealisedTimeRegistration = handle(contract.app.saveRealisedTimeRegistration, async ({ db, user, body, services }) => {
  requireFeature(services.config, 'allowTimeRegistration', featureOff);
  return toDto(await db.transaction((tx) => saveRegistration(tx, user, body)));
});

export const removeRealisedTimeRegistration = handle(contract.app.removeRealisedTimeRegistration, async ({ db, user, body, services }) => {
  requireFeature(services.config, 'allowTimeRegistration', featureOff);
  await db.transaction(async (tx) => {
    const before = await ownRegistration(tx, user, body.realisedTimeRegistrationId);
    await assertWatchOpen(tx, before.employmentId, before.realisedWatchId);
    await tx.delete(realisedTimeRegistrations).where(eq(realisedTimeRegistrations.id, before.id));
    await recordChange(tx, user, { entity: 'timeRegistration', entityId: before.id, employmentId: before.employmentId, action: 'remove', before });
  });
  return null;
});

export const timeRegistrationHandlers = [getTimeRegistrations, saveRealisedTimeRegistration, removeRealisedTimeRegistration];
