import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { contract, type AskAbsenceWishRequest, type WishKindDto } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { absenceWishes, employees, employments } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import type { EmploymentRow } from '../employees/employments-repository.ts';
import { todayInCopenhagen, businessNow } from '../../clock.ts';
import { recordChange } from '../self-service/change-log.ts';
import { ownEmployeeId } from '../self-service/self-service-access.ts';
import { danishDate } from '../shared/danish-dates.ts';
import { assertWishKind, wishKinds } from './wish-kinds.ts';
import { noticeWishToPlanners, periodText } from './wish-notices.ts';
import { previewAbsence } from './wish-preview.ts';
import { getWish, takeOutstandingWish, wishState, wishStates } from './wish-store.ts';

// The employee's own absence wishes (issue 16): the kinds they may ask for, the effect before sending, asking,
// withdrawing while outstanding, and their wishes with state and history.

/** The caller's own employments (never a draft's) that have not ended before `from`. */
async function ownEmployments(db: Db, user: SessionUser, from: string): Promise<EmploymentRow[]> {
  const rows = await db
    .select({ employment: employments })
    .from(employments)
    .innerJoin(employees, eq(employees.id, employments.employeeId))
    .where(and(eq(employments.employeeId, ownEmployeeId(user)), isNull(employees.masterId), or(isNull(employments.endDate), gte(employments.endDate, from))))
    .orderBy(employments.startDate, employments.id);
  return rows.map((row) => row.employment);
}

/** The employment a wish falls in: the caller's own that covers its first day and reaches its last, from today on. */
async function wishEmployment(db: Db, user: SessionUser, wish: AskAbsenceWishRequest): Promise<EmploymentRow> {
  if (wish.startDate < todayInCopenhagen()) throw badRequest('wish_in_past', 'Et ønske kan ikke begynde før i dag.');
  const covering = (await ownEmployments(db, user, wish.startDate)).find((each) => each.startDate <= wish.startDate);
  if (!covering) throw badRequest('no_employment', `Du har ingen ansættelse den ${danishDate(wish.startDate)}.`);
  if (covering.endDate !== null && covering.endDate < wish.endDate) throw badRequest('wish_after_employment', `Ønsket rækker ud over din ansættelses slut den ${danishDate(covering.endDate)}.`);
  await assertWishKind(db, covering.agreementId, wish.propertyId);
  return covering;
}

export const getAbsenceWishKinds = handle(contract.app.getAbsenceWishKinds, async ({ db, user }) => {
  const agreementIds = [...new Set((await ownEmployments(db, user, todayInCopenhagen())).map((employment) => employment.agreementId))];
  const kinds = await wishKinds(db, agreementIds);
  const all = new Map<number, WishKindDto>();
  for (const agreementId of agreementIds) for (const kind of kinds.get(agreementId) ?? []) all.set(kind.propertyId, kind);
  return [...all.values()].sort((a, b) => a.name.localeCompare(b.name, 'da'));
});

export const getAbsenceWishes = handle(contract.app.getAbsenceWishes, async ({ db, user }) => wishStates(db, sql`e.id = ${ownEmployeeId(user)}`));

export const previewAbsenceWish = handle(contract.app.previewAbsenceWish, async ({ db, user, body }) =>
  previewAbsence(
    db,
    user,
    async (tx) => {
      const employment = await wishEmployment(tx, user, body);
      await tx.execute(sql`select id from employments where id = ${employment.id} for update`);
      return employment;
    },
    { start: body.startDate, end: body.endDate, propertyId: body.propertyId },
  ),
);

export const askAbsenceWish = handle(contract.app.askAbsenceWish, async ({ db, user, body }) => {
  const id = await db.transaction(async (tx) => {
    const employment = await wishEmployment(tx, user, body);
    await tx.execute(sql`select id from employments where id = ${employment.id} for update`);
    const [overlapping] = await tx
      .select()
      .from(absenceWishes)
      .where(
        and(
          eq(absenceWishes.employmentId, employment.id),
          inArray(absenceWishes.status, ['outstanding', 'granted']),
          lte(sql`coalesce(${absenceWishes.grantedStart}, ${absenceWishes.startDate})`, body.endDate),
          gte(sql`coalesce(${absenceWishes.grantedEnd}, ${absenceWishes.endDate})`, body.startDate),
        ),
      )
      .limit(1);
    if (overlapping) {
      const period = periodText(overlapping.grantedStart ?? overlapping.startDate, overlapping.grantedEnd ?? overlapping.endDate);
      throw badRequest('wish_overlaps', `Du har allerede ${overlapping.status === 'granted' ? 'fået bevilget' : 'ønsket'} fravær ${period}.`);
    }
    const [row] = await tx
      .insert(absenceWishes)
      .values({ employmentId: employment.id, propertyId: body.propertyId, startDate: body.startDate, endDate: body.endDate, comment: body.comment?.trim() || null })
      .returning();
    await recordChange(tx, user, { entity: 'absenceWish', entityId: row!.id, employmentId: employment.id, date: row!.startDate, action: 'add', after: row });
    await noticeWishToPlanners(tx, user, await wishState(tx, row!.id), false);
    return row!.id;
  });
  return wishState(db, id);
});

export const withdrawAbsenceWish = handle(contract.app.withdrawAbsenceWish, async ({ db, user, body }) => {
  await db.transaction(async (tx) => {
    const seen = await getWish(tx, body.absenceWishId);
    const [owner] = await tx.select({ employeeId: employments.employeeId }).from(employments).where(eq(employments.id, seen.employmentId));
    if (owner?.employeeId !== ownEmployeeId(user)) throw forbidden('Du kan kun trække dine egne ønsker tilbage.');
    const wish = await takeOutstandingWish(tx, body.absenceWishId);
    const [after] = await tx
      .update(absenceWishes)
      .set({ status: 'withdrawn', decidedAt: businessNow().toISOString(), decidedBy: user.id })
      .where(eq(absenceWishes.id, wish.id))
      .returning();
    await recordChange(tx, user, { entity: 'absenceWish', entityId: wish.id, employmentId: wish.employmentId, date: wish.startDate, action: 'remove', before: wish, after });
    await noticeWishToPlanners(tx, user, await wishState(tx, wish.id), true);
  });
  return wishState(db, body.absenceWishId);
});

export const ownWishHandlers = [getAbsenceWishKinds, getAbsenceWishes, previewAbsenceWish, askAbsenceWish, withdrawAbsenceWish];
