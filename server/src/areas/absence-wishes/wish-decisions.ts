import { businessNow } from '../../clock.ts';
import { eq } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import type { IsoDate } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { absenceWishes } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { getEmploymentRow, type EmploymentRow } from '../employees/employments-repository.ts';
import { placeAbsence } from '../planning/watches/absence-handler.ts';
import { assertMayChange } from '../planning/watches/watch-access.ts';
import { recordChange } from '../self-service/change-log.ts';
import { noticeWishDecided } from './wish-notices.ts';
import { previewAbsence } from './wish-preview.ts';
import { getWish, takeOutstandingWish, wishState, type WishRow } from './wish-store.ts';

// The planner decides a wish (issue 16): grants all of it or a part, placing the absence through the same path as
// EmployeeAbsencePeriod, or rejects it with a comment. The employee is told either way.

/** The wish's employment, within the caller's departments, locked as every watch change locks it. */
async function wishEmployment(db: Db, user: SessionUser, absenceWishId: number): Promise<EmploymentRow> {
  const employment = await getEmploymentRow(db, (await getWish(db, absenceWishId)).employmentId);
  await assertMayChange(db, user, [employment], 'plan');
  return employment;
}

function assertPart(wish: WishRow, part: { start: IsoDate; end: IsoDate }): void {
  if (part.start < wish.startDate || part.end > wish.endDate) throw badRequest('grant_outside_wish', 'Den bevilgede del skal ligge inden for ønsket.');
}

export const previewAbsenceWishGrant = handle(contract.plan.previewAbsenceWishGrant, async ({ db, user, query, body }) => {
  const wish = await getWish(db, query.absenceWishId);
  assertPart(wish, body);
  return previewAbsence(db, user, (tx) => wishEmployment(tx, user, wish.id), { start: body.start, end: body.end, propertyId: wish.propertyId });
});

export const grantAbsenceWish = handle(contract.plan.grantAbsenceWish, async ({ db, user, query, body }) => {
  await db.transaction(async (tx) => {
    const employment = await wishEmployment(tx, user, query.absenceWishId);
    const wish = await takeOutstandingWish(tx, query.absenceWishId);
    assertPart(wish, body);
    // Decided before the absence is placed, so EmployeeAbsencePeriod's own marking of covered wishes passes it by.
    const [after] = await tx
      .update(absenceWishes)
      .set({ status: 'granted', grantedStart: body.start, grantedEnd: body.end, decidedAt: businessNow().toISOString(), decidedBy: user.id, decisionComment: body.comment?.trim() || null })
      .where(eq(absenceWishes.id, wish.id))
      .returning();
    await placeAbsence(tx, user, employment, { start: body.start, end: body.end, propertyId: wish.propertyId });
    await recordChange(tx, user, { entity: 'absenceWish', entityId: wish.id, employmentId: wish.employmentId, date: wish.startDate, action: 'grant', before: wish, after });
    await noticeWishDecided(tx, await wishState(tx, wish.id));
  });
  return wishState(db, query.absenceWishId);
});

export const rejectAbsenceWish = handle(contract.plan.rejectAbsenceWish, async ({ db, user, query, body }) => {
  await db.transaction(async (tx) => {
    await wishEmployment(tx, user, query.absenceWishId);
    const wish = await takeOutstandingWish(tx, query.absenceWishId);
    const [after] = await tx
      .update(absenceWishes)
      .set({ status: 'rejected', decidedAt: businessNow().toISOString(), decidedBy: user.id, decisionComment: body.comment })
      .where(eq(absenceWishes.id, wish.id))
      .returning();
    await recordChange(tx, user, { entity: 'absenceWish', entityId: wish.id, employmentId: wish.employmentId, date: wish.startDate, action: 'reject', before: wish, after });
    await noticeWishDecided(tx, await wishState(tx, wish.id));
  });
  return wishState(db, query.absenceWishId);
});

export const wishDecisionHandlers = [previewAbsenceWishGrant, grantAbsenceWish, rejectAbsenceWish];
