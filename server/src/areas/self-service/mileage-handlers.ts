import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { contract, TRIP_DECIDERS, type ParsedBodyOf } from '@kaj/contract';
import { queryRows } from '../../db/raw.ts';
import { departmentUsers, notify } from '../notifications/index.ts';
import { assertRange } from '../planning/grid/grid-scope.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { employeeAddresses, employeeCars, employments, mileageDetails, mileages } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { rateOn } from '@kaj/domain';
import { danishDate, danishMonth } from '../shared/danish-dates.ts';
import { recordChange } from './change-log.ts';
import { loadRates, tripOf, tripsBetween } from './mileage-store.ts';
import { assertOwnEmployment, ownEmployeeId, requireFeature } from './self-service-access.ts';
import { MILEAGE_OFF } from './trip-decisions.ts';

// Trips and their allowance (DOMAIN.md sections 12 and 13), the same under the Milage and App controllers.

type SaveBody = ParsedBodyOf<typeof contract.milage.saveMileage>;

const featureOff = MILEAGE_OFF;

/** A trip of the caller's own that may still change: not approved (nor exported), its month not locked. */
async function ownOpenTrip(db: Db, employeeId: number, mileageId: number) {
  const [trip] = await db
    .select({ id: mileages.id, approved: mileages.approved, exported: mileages.exported, employmentId: mileages.employmentId })
    .from(mileages)
    .innerJoin(employments, eq(employments.id, mileages.employmentId))
    .where(and(eq(mileages.id, mileageId), eq(employments.employeeId, employeeId)));
  if (!trip) throw notFound('Kørslen findes ikke.');
  if (trip.approved || trip.exported) throw badRequest('mileage_approved', 'Kørslen er godkendt og kan ikke ændres.');
  const [first] = await db.select({ date: mileageDetails.startDate }).from(mileageDetails).where(eq(mileageDetails.mileageId, trip.id)).orderBy(mileageDetails.startDate).limit(1);
  if (first) await assertMonthOpen(db, trip.employmentId, first.date);
  return trip;
}

/** A locked month locks its trips: none added, changed or removed in it. */
async function assertMonthOpen(db: Db, employmentId: number, date: string): Promise<void> {
  const [locked] = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from closings where employment_id = ${employmentId} and locked and period = date_trunc('month', ${date}::date)::date`,
  );
  if (locked) throw badRequest('mileage_locked', `Måneden ${danishMonth(date)} er låst, så dens kørsel kan ikke ændres.`);
}

/** The approvers and planners of the employee's department are told that a trip waits. */
async function tellDeciders(db: Db, user: SessionUser, body: SaveBody): Promise<void> {
  const deciders = await departmentUsers(db, [body.employmentId], TRIP_DECIDERS.filter((role) => role !== 'Admin'));
  const km = body.details.reduce((sum, detail) => sum + detail.kmTotal, 0);
  await notify(db, { userIds: deciders.filter((id) => id !== user.id) }, {
    kind: 'tripWaiting',
    title: 'En kørsel venter på godkendelse',
    body: `${user.firstName} ${user.lastName}: ${danishDate(body.details[0]!.startDate)}, ${km.toLocaleString('da-DK')} km, ${body.purpose}`,
    link: '/planning/trips',
    mergeKey: `trip-${body.employmentId}`,
  });
}

async function assertOwnCarAndAddresses(db: Db, employeeId: number, body: SaveBody): Promise<void> {
  if (body.employeeCarId != null) {
    const [car] = await db
      .select({ id: employeeCars.id })
      .from(employeeCars)
      .where(and(eq(employeeCars.id, body.employeeCarId), eq(employeeCars.employeeId, employeeId)));
    if (!car) throw badRequest('unknown_car', 'Bilen findes ikke blandt dine biler.');
  }
  const addressIds = [...new Set(body.details.flatMap((d) => [d.originAddressId, d.destinationAddressId]).filter((id): id is number => id != null))];
  if (addressIds.length === 0) return;
  const own = await db
    .select({ id: employeeAddresses.id })
    .from(employeeAddresses)
    .where(and(inArray(employeeAddresses.id, addressIds), eq(employeeAddresses.employeeId, employeeId)));
  if (own.length !== addressIds.length) throw badRequest('unknown_address', 'Adressen findes ikke blandt dine adresser.');
}

async function assertRatesExist(db: Db, body: SaveBody): Promise<void> {
  const rates = await loadRates(db);
  const without = body.details.find((detail) => !rateOn(rates, detail.startDate));
  if (without) throw badRequest('no_mileage_rate', `Der findes ingen kilometertakst for ${danishDate(without.startDate)}.`);
}

const detailValues = (mileageId: number, detail: SaveBody['details'][number]) => ({
  mileageId,
  startDate: detail.startDate,
  kmStart: detail.kmStart == null ? null : String(detail.kmStart),
  kmEnd: detail.kmEnd == null ? null : String(detail.kmEnd),
  kmTotal: String(detail.kmTotal),
  originType: detail.originType,
  originAddressId: detail.originAddressId ?? null,
  originText: detail.originText ?? null,
  destinationType: detail.destinationType,
  destinationAddressId: detail.destinationAddressId ?? null,
  destinationText: detail.destinationText ?? null,
});

/** Writes the trip and its legs: kept legs updated, new ones added, the ones left out removed. */
async function saveTrip(db: Db, user: SessionUser, body: SaveBody): Promise<number> {
  const employeeId = ownEmployeeId(user);
  await assertOwnEmployment(db, user, body.employmentId);
  await assertOwnCarAndAddresses(db, employeeId, body);
  await assertRatesExist(db, body);
  await assertMonthOpen(db, body.employmentId, body.details[0]!.startDate);
  // A new or corrected trip waits for a decision again.
  const values = { employmentId: body.employmentId, employeeCarId: body.employeeCarId ?? null, purpose: body.purpose, rejected: false, decidedAt: null, decidedBy: null, decisionComment: null };
  let mileageId: number;
  if (body.mileageId == null) {
    const [created] = await db.insert(mileages).values(values).returning({ id: mileages.id });
    mileageId = created!.id;
  } else {
    mileageId = (await ownOpenTrip(db, employeeId, body.mileageId)).id;
    await db.update(mileages).set({ ...values, changedAt: new Date().toISOString() }).where(eq(mileages.id, mileageId));
  }
  const existing = new Set((await db.select({ id: mileageDetails.id }).from(mileageDetails).where(eq(mileageDetails.mileageId, mileageId))).map((row) => row.id));
  const kept = body.details.map((detail) => detail.mileageDetailId).filter((id): id is number => id != null);
  const strange = kept.find((id) => !existing.has(id));
  if (strange !== undefined) throw badRequest('unknown_leg', 'Strækningen hører ikke til kørslen.');
  await db.delete(mileageDetails).where(and(eq(mileageDetails.mileageId, mileageId), kept.length ? notInArray(mileageDetails.id, kept) : undefined));
  for (const detail of body.details) {
    if (detail.mileageDetailId == null) await db.insert(mileageDetails).values(detailValues(mileageId, detail));
    else await db.update(mileageDetails).set(detailValues(mileageId, detail)).where(eq(mileageDetails.id, detail.mileageDetailId));
  }
  await recordChange(db, user, {
    entity: 'mileage',
    entityId: mileageId,
    employmentId: body.employmentId,
    date: body.details[0]!.startDate,
    action: body.mileageId == null ? 'add' : 'change',
    after: body,
  });
  await tellDeciders(db, user, body);
  return mileageId;
}

const getMilages = (call: typeof contract.milage.getMilages | typeof contract.app.getMilages) =>
  handle(call, async ({ db, user, query, services }) => {
    requireFeature(services.config, 'allowMilageRegistration', featureOff);
    const range = assertRange(query.start, query.end);
    return tripsBetween(db, ownEmployeeId(user), range.start, range.end);
  });

const saveMileage = (call: typeof contract.milage.saveMileage | typeof contract.app.saveMileage) =>
  handle(call, async ({ db, user, body, services }) => {
    requireFeature(services.config, 'allowMilageRegistration', featureOff);
    const mileageId = await db.transaction((tx) => saveTrip(tx, user, body));
    const trip = await tripOf(db, ownEmployeeId(user), mileageId, body.details.map((detail) => detail.startDate.slice(0, 4)));
    if (!trip) throw notFound('Kørslen findes ikke.');
    return trip;
  });

const removeMileage = (call: typeof contract.milage.removeMileage | typeof contract.app.removeMileage) =>
  handle(call, async ({ db, user, body, services }) => {
    requireFeature(services.config, 'allowMilageRegistration', featureOff);
    await db.transaction(async (tx) => {
      const trip = await ownOpenTrip(tx, ownEmployeeId(user), body.mileageId);
      await tx.delete(mileages).where(eq(mileages.id, trip.id));
      await recordChange(tx, user, { entity: 'mileage', entityId: trip.id, employmentId: trip.employmentId, action: 'remove', before: trip });
    });
    return null;
  });

export const mileageHandlers = [contract.milage, contract.app].flatMap((controller) => [
  getMilages(controller.getMilages),
  saveMileage(controller.saveMileage),
  removeMileage(controller.removeMileage),
]);
