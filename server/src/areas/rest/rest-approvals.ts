import { and, between, eq, inArray } from 'drizzle-orm';
import { APPROVERS, contract } from '@kaj/contract';
import { periodOf, periodsBetween, type IsoDate } from '@kaj/domain';
import { departmentReach } from '../../auth/reach.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { todayInCopenhagen } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { APPROVAL_LEVELS } from '../../db/reference/approval-levels.ts';
import { approvalLevels, auditTrail, restDays } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { levelIds } from '../approvals/approvals-repository.ts';
import { assertEmploymentsWithin } from '../employees/employee-access.ts';
import { notifyPlanChanged } from '../live/index.ts';
import { requireFeature } from '../self-service/self-service-access.ts';
import { danishDate } from '../shared/danish-dates.ts';
import { lockEmploymentRows } from '../shared/row-locks.ts';
import { restCardsOf } from './rest-card.ts';

// Approval of rest entered by hand (KAJ_ALLOW_RESTHOUR_APPROVALS): the levels of watch approval (Skib, then
// Rederi), one level up at a time, by the same approvers in their departments (see docs/decisions.md).

const TOP_LEVEL = Math.max(...APPROVAL_LEVELS.map((level) => level.level));

interface Query {
  employmentid: number;
  start: IsoDate;
  end: IsoDate;
}

interface DayState {
  id: number;
  date: IsoDate;
  level: number;
}

/** The days entered by hand from start to end that are over (today's rest is not yet known), with their level. */
async function handEnteredDays(db: Db, query: Query): Promise<DayState[]> {
  const rows = await db
    .select({ id: restDays.id, date: restDays.date, level: approvalLevels.level })
    .from(restDays)
    .leftJoin(approvalLevels, eq(approvalLevels.id, restDays.approvalLevelId))
    .where(and(eq(restDays.employmentId, query.employmentid), between(restDays.date, query.start, query.end), eq(restDays.enteredByHand, true)))
    .orderBy(restDays.date);
  const today = todayInCopenhagen();
  return rows.filter((row) => row.date < today).map((row) => ({ id: row.id, date: row.date, level: row.level ?? 0 }));
}

async function audit(db: Db, user: SessionUser, employmentId: number, days: readonly DayState[], action: string, level: number) {
  await db.insert(auditTrail).values(
    days.map((day) => ({
      userId: user.id,
      userName: `${user.firstName} ${user.lastName}`.trim(),
      entity: 'restDay',
      entityId: day.id,
      employmentId,
      date: day.date,
      action,
      before: { level: day.level },
      after: { level },
    })),
  );
}

async function decide(db: Db, user: SessionUser, query: Query, change: (tx: Db, days: DayState[]) => Promise<void>) {
  if (query.end < query.start) throw badRequest('invalid_range', 'Slutdatoen skal ligge efter startdatoen.');
  await assertEmploymentsWithin(db, await departmentReach(db, user, APPROVERS), [query.employmentid]);
  await db.transaction(async (tx) => {
    await lockEmploymentRows(tx, [query.employmentid]);
    const days = await handEnteredDays(tx, query);
    if (days.length === 0) {
      throw badRequest('no_rest_days', `Der er ingen afsluttede håndindtastede hviledage fra ${danishDate(query.start)} til ${danishDate(query.end)}.`);
    }
    await change(tx, days);
    await notifyPlanChanged(tx, [query.employmentid]);
  });
  return restCardsOf(db, [query.employmentid], periodsBetween(periodOf(query.start), periodOf(query.end)));
}

/** Takes the days one level up: the level above the lowest their days have, given to the days below it. */
export const approveRestDays = handle(contract.plan.approveRestDays, async ({ query, user, db, services }) => {
  requireFeature(services.config, 'allowResthourApprovals', 'Godkendelse af hviletid er slået fra.');
  return decide(db, user, query, async (tx, days) => {
    const level = Math.min(...days.map((day) => day.level)) + 1;
    const levelId = (await levelIds(tx)).get(level);
    if (level > TOP_LEVEL || levelId === undefined) throw badRequest('already_approved', 'Hviledagene er allerede godkendt på øverste niveau.');
    const below = days.filter((day) => day.level < level);
    await tx
      .update(restDays)
      .set({ approvalLevelId: levelId, approvedAt: new Date().toISOString(), approvedBy: user.id })
      .where(inArray(restDays.id, below.map((day) => day.id)));
    await audit(tx, user, query.employmentid, below, 'approve', level);
  });
});

/** Takes the approved days out of their approval, so they can be changed again. */
export const removeRestDayApproval = handle(contract.plan.removeRestDayApproval, async ({ query, user, db, services }) => {
  requireFeature(services.config, 'allowResthourApprovals', 'Godkendelse af hviletid er slået fra.');
  return decide(db, user, query, async (tx, days) => {
    const approved = days.filter((day) => day.level > 0);
    if (approved.length === 0) throw badRequest('not_approved', 'Ingen af hviledagene er godkendt.');
    await tx
      .update(restDays)
      .set({ approvalLevelId: null, approvedAt: null, approvedBy: null })
      .where(inArray(restDays.id, approved.map((day) => day.id)));
    await audit(tx, user, query.employmentid, approved, 'removeApproval', 0);
  });
});
