import { sql } from 'drizzle-orm';
import { contract, TRIP_DECIDERS, type TripToDecideDto } from '@kaj/contract';
import { departmentReach, reaches } from '../../auth/reach.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { departmentsOf } from '../employees/employments-repository.ts';
import { notify } from '../notifications/index.ts';
import { assertRange } from '../planning/grid/grid-scope.ts';
import { danishDate } from '../shared/danish-dates.ts';
import { recordChange } from './change-log.ts';
import { tripOf, tripsBetween } from './mileage-store.ts';
import { requireFeature } from './self-service-access.ts';

// The approvers' and planners' queue of trips (issue 15): they approve or reject the trips of employees in their
// departments; the employee is told. A trip of a locked month is not decided again.

export const MILEAGE_OFF = 'Kørselsregistrering er slået fra.';

interface TripHead {
  id: number;
  employment_id: number;
  employee_id: number;
  employee_name: string;
  employee_code: string | null;
  approved: boolean;
  rejected: boolean;
  first_date: string;
  last_date: string;
  locked: boolean;
}

async function tripHead(db: Db, mileageId: number): Promise<TripHead> {
  // The trip is locked first, so two deciders of one trip come one after the other.
  await db.execute(sql`select id from mileages where id = ${mileageId} for update`);
  const [trip] = await queryRows<TripHead>(
    db,
    sql`select m.id, m.employment_id, e.id as employee_id, trim(e.first_name || ' ' || e.last_name) as employee_name, nullif(trim(e.code), '') as employee_code,
          m.approved, m.rejected, min(d.start_date)::text as first_date, max(d.start_date)::text as last_date, coalesce(bool_or(cl.locked), false) as locked
        from mileages m
        join employments em on em.id = m.employment_id
        join employees e on e.id = em.employee_id
        join mileage_details d on d.mileage_id = m.id
        left join closings cl on cl.employment_id = m.employment_id and cl.period = date_trunc('month', d.start_date)::date and cl.locked
        where m.id = ${mileageId}
        group by m.id, e.id`,
  );
  if (!trip) throw notFound('Kørslen findes ikke.');
  return trip;
}

/** The trip's employment must lie in one of the caller's departments for the deciding roles. */
async function assertDecides(db: Db, user: SessionUser, trip: TripHead): Promise<void> {
  const reach = await departmentReach(db, user, TRIP_DECIDERS);
  const departments = (await departmentsOf(db, [Number(trip.employment_id)])).get(Number(trip.employment_id)) ?? [];
  if (!departments.some((id) => reaches(reach, id))) throw forbidden('Medarbejderen ligger uden for dine afdelinger.');
}

async function answer(db: Db, trip: TripHead): Promise<TripToDecideDto> {
  const dto = await tripOf(db, Number(trip.employee_id), Number(trip.id), [trip.first_date.slice(0, 4)]);
  if (!dto) throw notFound('Kørslen findes ikke.');
  return { ...dto, employeeId: Number(trip.employee_id), employeeName: trip.employee_name, employeeCode: trip.employee_code };
}

type Decision = 'approve' | 'reject' | 'reopen';

async function decide(db: Db, user: SessionUser, mileageId: number, decision: Decision, comment: string | null): Promise<TripToDecideDto> {
  return db.transaction(async (tx) => {
    const trip = await tripHead(tx, mileageId);
    await assertDecides(tx, user, trip);
    if (trip.locked) throw badRequest('mileage_locked', 'Kørslens måned er låst, så den kan ikke ændres.');
    const waiting = !trip.approved && !trip.rejected;
    if (decision !== 'reopen' && !waiting) throw badRequest('mileage_decided', trip.approved ? 'Kørslen er allerede godkendt.' : 'Kørslen er allerede afvist.');
    if (decision === 'reopen' && waiting) throw badRequest('mileage_waiting', 'Kørslen venter allerede på godkendelse.');
    if (decision === 'reject' && !comment) throw badRequest('comment_required', 'Skriv hvorfor kørslen afvises; medarbejderen ser kommentaren.');
    const approved = decision === 'approve';
    const rejected = decision === 'reject';
    await tx.execute(sql`update mileages set approved = ${approved}, rejected = ${rejected},
      decided_at = ${decision === 'reopen' ? null : new Date().toISOString()}, decided_by = ${decision === 'reopen' ? null : user.id},
      decision_comment = ${comment} where id = ${trip.id}`);
    await recordChange(tx, user, { entity: 'mileage', entityId: Number(trip.id), employmentId: Number(trip.employment_id), date: trip.first_date, action: 'change', before: trip, after: { approved, rejected, comment } });
    if (decision !== 'reopen') {
      await notify(tx, { employeeIds: [Number(trip.employee_id)] }, {
        kind: 'tripDecided',
        title: approved ? 'Din kørsel er godkendt' : 'Din kørsel er afvist',
        body: `Kørslen den ${danishDate(trip.first_date)} er ${approved ? 'godkendt' : 'afvist'}${comment ? `: ${comment}` : '.'}`,
        link: `/my/trips?date=${trip.first_date}`,
      });
    }
    return answer(tx, trip);
  });
}

export const getTripsToDecide = handle(contract.plan.getTripsToDecide, async ({ db, user, query, services }) => {
  requireFeature(services.config, 'allowMilageRegistration', MILEAGE_OFF);
  const range = assertRange(query.start, query.end);
  const reach = await departmentReach(db, user, TRIP_DECIDERS);
  const candidates = await queryRows<{ employee_id: number; employee_name: string; employee_code: string | null; employment_id: number }>(
    db,
    sql`select distinct e.id as employee_id, trim(e.first_name || ' ' || e.last_name) as employee_name, nullif(trim(e.code), '') as employee_code, m.employment_id
        from mileages m join employments em on em.id = m.employment_id join employees e on e.id = em.employee_id
        where exists (select 1 from mileage_details d where d.mileage_id = m.id and d.start_date between ${range.start}::date and ${range.end}::date)
          ${query.all ? sql`` : sql`and not m.approved and not m.rejected`}`,
  );
  const departments = await departmentsOf(db, candidates.map((row) => Number(row.employment_id)));
  const wanted = (employmentId: number) => (departments.get(employmentId) ?? []).some((id) => reaches(reach, id));
  const employees = new Map(candidates.filter((row) => wanted(Number(row.employment_id))).map((row) => [Number(row.employee_id), row]));
  const trips: TripToDecideDto[] = [];
  for (const [employeeId, employee] of employees) {
    const employmentIds = new Set(candidates.filter((row) => Number(row.employee_id) === employeeId && wanted(Number(row.employment_id))).map((row) => Number(row.employment_id)));
    for (const trip of await tripsBetween(db, employeeId, range.start, range.end)) {
      if (!employmentIds.has(trip.employmentId) || (!query.all && (trip.approved || trip.rejected))) continue;
      trips.push({ ...trip, employeeId, employeeName: employee.employee_name, employeeCode: employee.employee_code });
    }
  }
  return trips.sort((a, b) => (a.details[0]!.startDate < b.details[0]!.startDate ? -1 : a.details[0]!.startDate > b.details[0]!.startDate ? 1 : a.mileageId - b.mileageId));
});

export const approveTrip = handle(contract.plan.approveTrip, async ({ db, user, query, body, services }) => {
  requireFeature(services.config, 'allowMilageRegistration', MILEAGE_OFF);
  return decide(db, user, query.mileageId, 'approve', body.comment?.trim() || null);
});

export const rejectTrip = handle(contract.plan.rejectTrip, async ({ db, user, query, body, services }) => {
  requireFeature(services.config, 'allowMilageRegistration', MILEAGE_OFF);
  return decide(db, user, query.mileageId, 'reject', body.comment?.trim() || null);
});

export const reopenTrip = handle(contract.plan.reopenTrip, async ({ db, user, query, services }) => {
  requireFeature(services.config, 'allowMilageRegistration', MILEAGE_OFF);
  return decide(db, user, query.mileageId, 'reopen', null);
});

export const tripDecisionHandlers = [getTripsToDecide, approveTrip, rejectTrip, reopenTrip];
