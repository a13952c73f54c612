import { eq, sql, type SQL } from 'drizzle-orm';
import type { AbsenceWishStateDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { absenceWishes } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { isoOfTimestamp } from '../self-service/self-service-access.ts';

// Reading wishes with their state and decision, and taking one for a decision.

export type WishRow = typeof absenceWishes.$inferSelect;

type StateRow = Omit<AbsenceWishStateDto, 'requestedAt' | 'decidedAt'> & { requestedAt: string; decidedAt: string | null };

/** The wishes matching `where` (over `w`, the wish, and `e`, its employee), newest first. */
export async function wishStates(db: Db, where: SQL, limit = 500): Promise<AbsenceWishStateDto[]> {
  const rows = await queryRows<StateRow>(db, sql`
    select w.id as "absenceWishId", e.id as "employeeId", em.id as "employmentId", trim(e.first_name || ' ' || e.last_name) as "employeeName",
      p.id as "propertyId", p.name as "propertyName", w.start_date::text as "startDate", w.end_date::text as "endDate", w.comment,
      w.requested_at::text as "requestedAt", w.status, w.granted_start::text as "grantedStart", w.granted_end::text as "grantedEnd",
      w.decided_at::text as "decidedAt", nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as "decidedBy",
      w.decision_comment as "decisionComment"
    from absence_wishes w
    join employments em on em.id = w.employment_id
    join employees e on e.id = em.employee_id
    join properties p on p.id = w.property_id
    left join users u on u.id = w.decided_by
    where ${where}
    order by w.requested_at desc, w.id desc
    limit ${limit}`);
  return rows.map((row) => ({
    ...row,
    absenceWishId: Number(row.absenceWishId),
    employeeId: Number(row.employeeId),
    employmentId: Number(row.employmentId),
    propertyId: Number(row.propertyId),
    requestedAt: isoOfTimestamp(row.requestedAt),
    decidedAt: row.decidedAt === null ? null : isoOfTimestamp(row.decidedAt),
  }));
}

export async function wishState(db: Db, absenceWishId: number): Promise<AbsenceWishStateDto> {
  const [state] = await wishStates(db, sql`w.id = ${absenceWishId}`, 1);
  if (!state) throw notFound('Ønsket findes ikke.');
  return state;
}

export async function getWish(db: Db, absenceWishId: number): Promise<WishRow> {
  const [row] = await db.select().from(absenceWishes).where(eq(absenceWishes.id, absenceWishId));
  if (!row) throw notFound('Ønsket findes ikke.');
  return row;
}

const STATE_NAMES = { granted: 'bevilget', rejected: 'afvist', withdrawn: 'trukket tilbage', outstanding: 'udestående' } as const;

/**
 * Takes the wish for a decision: its row is locked until the transaction ends, so of two decisions at once the
 * second waits and then finds it decided (the caller has locked the employment first, as every watch change does).
 */
export async function takeOutstandingWish(db: Db, absenceWishId: number): Promise<WishRow> {
  const [row] = await db.select().from(absenceWishes).where(eq(absenceWishes.id, absenceWishId)).for('update');
  if (!row) throw notFound('Ønsket findes ikke.');
  if (row.status !== 'outstanding') throw conflict('wish_decided', `Ønsket er allerede ${STATE_NAMES[row.status]}.`);
  return row;
}
