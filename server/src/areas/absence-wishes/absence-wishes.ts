import { businessNow } from '../../clock.ts';
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { contract, PLANNERS, type WatchTemplateDto } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import { assertReaches, departmentReach } from '../../auth/reach.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { absenceWishes, properties, propertyTypes, watchTemplates } from '../../db/schema/index.ts';
import { handle } from '../../http/handler.ts';
import { assertRange } from '../planning/grid/grid-scope.ts';
import { recordChange } from '../self-service/change-log.ts';
import { isoOfTimestamp } from '../self-service/self-service-access.ts';
import { toSummaryDto } from '../watch-templates/template-mappers.ts';
import { loadTemplates } from '../watch-templates/templates-repository.ts';

// Absence wishes (DOMAIN.md section 12): the employee asks; the planner sees the outstanding wishes of a
// department and grants them with EmployeeAbsencePeriod, which marks the wishes it covers as granted.

interface WishRow {
  absenceWishId: number;
  employeeId: number;
  employmentId: number;
  employeeName: string;
  propertyId: number;
  propertyName: string;
  startDate: string;
  endDate: string;
  comment: string | null;
  requestedAt: string;
}

/** The outstanding wishes of the department's employees (the department and all below it), touching the range if given. */
export const getOutstandingAbsenceWishes = handle(contract.plan.getOutstandingAbsenceWishes, async ({ db, user, query, body }) => {
  assertReaches(await departmentReach(db, user, PLANNERS), [query.departmentid]);
  const range = body.start && body.end ? assertRange(body.start, body.end) : { start: body.start ?? null, end: body.end ?? null };
  const rows = await queryRows<WishRow>(db, sql`
    with recursive department(id) as (
      select ${query.departmentid}::int
      union select child.id from properties child join department on child.parent_id = department.id)
    select w.id as "absenceWishId", e.id as "employeeId", em.id as "employmentId", trim(e.first_name || ' ' || e.last_name) as "employeeName",
      p.id as "propertyId", p.name as "propertyName", w.start_date::text as "startDate", w.end_date::text as "endDate",
      w.comment, w.requested_at::text as "requestedAt"
    from absence_wishes w
    join employments em on em.id = w.employment_id
    join employees e on e.id = em.employee_id
    join properties p on p.id = w.property_id
    where w.status = 'outstanding' and e.master_id is null
      and exists (select 1 from employment_properties ep where ep.employment_id = em.id and ep.property_id in (select id from department))
      and (${range.end}::date is null or w.start_date <= ${range.end}::date)
      and (${range.start}::date is null or w.end_date >= ${range.start}::date)
    order by w.start_date, e.last_name, e.first_name, w.id`);
  return rows.map((row) => ({ ...row, requestedAt: isoOfTimestamp(row.requestedAt) }));
});

/** The active codes (shared or the caller's own) whose every watch carries an absence: what a wish can be made with. */
export const getAbsenceWishesTemplates = handle(contract.plan.getAbsenceWishesTemplates, async ({ db, user }) => {
  const absences = await db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(eq(propertyTypes.key, 'absence'));
  const absenceIds = new Set(absences.map((row) => row.id));
  const templates = await loadTemplates(db, and(eq(watchTemplates.active, true), or(isNull(watchTemplates.planUserId), eq(watchTemplates.planUserId, user.id))));
  const everyWatchAbsent = (template: WatchTemplateDto) => {
    const details = [...template.details, ...template.subTemplates.flatMap((sub) => sub.details)];
    return details.length > 0 && details.every((detail) => detail.properties.some((p) => absenceIds.has(p.propertyId)));
  };
  return templates.filter(everyWatchAbsent).map(toSummaryDto);
});

/** Called inside EmployeeAbsencePeriod's transaction: the outstanding wishes of that absence the granted range covers are granted. */
export async function grantWishesCovered(db: Db, user: SessionUser, grant: { employmentId: number; propertyId: number; start: string; end: string }): Promise<void> {
  const granted = await db
    .update(absenceWishes)
    .set({ status: 'granted', grantedStart: sql`${absenceWishes.startDate}`, grantedEnd: sql`${absenceWishes.endDate}`, decidedAt: businessNow().toISOString(), decidedBy: user.id })
    .where(
      and(
        eq(absenceWishes.employmentId, grant.employmentId),
        eq(absenceWishes.propertyId, grant.propertyId),
        eq(absenceWishes.status, 'outstanding'),
        gte(absenceWishes.startDate, grant.start),
        lte(absenceWishes.endDate, grant.end),
      ),
    )
    .returning();
  for (const wish of granted) {
    await recordChange(db, user, { entity: 'absenceWish', entityId: wish.id, employmentId: wish.employmentId, date: wish.startDate, action: 'grant', after: wish });
  }
}
