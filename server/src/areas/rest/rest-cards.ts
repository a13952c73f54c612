import { sql } from 'drizzle-orm';
import { PLANNING_READERS, contract, type RestCardDto } from '@kaj/contract';
import { periodEnd, periodOf, periodsBetween, parseIsoDate } from '@kaj/domain';
import { departmentReach } from '../../auth/reach.ts';
import { queryRows } from '../../db/raw.ts';
import { badRequest } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { shipOf } from './card-heading.ts';
import { assertCanReadRest } from './rest-access.ts';
import { restCardsOf } from './rest-card.ts';

/** The monthly rest cards of the employments, one per month the range touches. */
export const getRestCardDto = handle(contract.plan.getRestCardDto, async ({ query, body, user, db }) => {
  if (query.end < query.start) throw badRequest('invalid_range', 'Slutdatoen skal ligge efter startdatoen.');
  const employmentIds = [...new Set(body)];
  await assertCanReadRest(db, user, employmentIds);
  return restCardsOf(db, employmentIds, periodsBetween(periodOf(query.start), periodOf(query.end)));
});

interface MissingRow {
  employmentId: number;
  employeeId: number;
  employeeName: string;
  ship: string | null;
  employeeSignDate: string | null;
  authorizedSignDate: string | null;
}

/**
 * The employments in reach that worked in the month (a realised watch that is not cancelled) and whose card is
 * not signed by both the seafarer and the master or an authorised person. Drafts have no cards.
 */
export const getMissingRestCardDto = handle(contract.plan.getMissingRestCardDto, async ({ query, user, db }) => {
  const reach = await departmentReach(db, user, PLANNING_READERS);
  const within =
    reach === 'all'
      ? sql`true`
      : reach.size === 0
        ? sql`false`
        : sql`exists (select 1 from employment_properties ep where ep.employment_id = em.id and ep.property_id in (${sql.join(
            [...reach].map((id) => sql`${id}`),
            sql`, `,
          )}))`;
  const rows = await queryRows<MissingRow>(db, sql`
    select em.id as "employmentId", e.id as "employeeId", trim(e.first_name || ' ' || e.last_name) as "employeeName",
      ${shipOf(sql`em.id`)} as ship,
      rc.employee_sign_date::text as "employeeSignDate", rc.authorized_sign_date::text as "authorizedSignDate"
    from employments em
    join employees e on e.id = em.employee_id and e.master_id is null
    left join rest_cards rc on rc.employment_id = em.id and rc.period = ${query.period}
    where ${within}
      and (rc.authorized_sign_date is null)
      and exists (select 1 from realised_watches w where w.employment_id = em.id and not w.cancelled
                  and w.start_date between ${query.period} and ${periodEnd(query.period)})
    order by ship, e.last_name, e.first_name, em.id`);
  const { year, month } = parseIsoDate(query.period);
  return rows.map((row): Pick<RestCardDto, 'employmentId' | 'employeeId' | 'employeeName' | 'ship' | 'month' | 'year' | 'employeeSignDate' | 'authorizedSignDate'> => ({
    ...row,
    employmentId: Number(row.employmentId),
    employeeId: Number(row.employeeId),
    month,
    year,
  }));
});
