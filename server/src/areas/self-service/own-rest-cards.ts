import { sql } from 'drizzle-orm';
import { contract, type RestCardStatusDto } from '@kaj/contract';
import { parseIsoDate, periodOf } from '@kaj/domain';
import { queryRows } from '../../db/raw.ts';
import { handle } from '../../http/handler.ts';
import { assertRange } from '../planning/grid/grid-scope.ts';
import { shipOf } from '../rest/card-heading.ts';

interface CardRow {
  employmentId: number;
  employeeId: number;
  employeeName: string;
  ship: string | null;
  period: string;
  employeeSignDate: string | null;
  authorizedSignDate: string | null;
}

/**
 * The caller's own rest cards (issue 15): every month from start to end in which one of their employments (never a
 * draft's) has a realised watch that is not cancelled, with the signatures given, newest month first. A user without
 * a linked employee has none.
 */
export const getOwnRestCards = handle(contract.app.getOwnRestCards, async ({ db, user, query }): Promise<RestCardStatusDto[]> => {
  const range = assertRange(query.start, query.end);
  if (user.employeeId === null) return [];
  const rows = await queryRows<CardRow>(db, sql`
    select em.id as "employmentId", e.id as "employeeId", trim(e.first_name || ' ' || e.last_name) as "employeeName",
      ${shipOf(sql`em.id`)} as ship, to_char(m.period, 'YYYY-MM-DD') as period,
      rc.employee_sign_date::text as "employeeSignDate", rc.authorized_sign_date::text as "authorizedSignDate"
    from employments em
    join employees e on e.id = em.employee_id and e.master_id is null
    join lateral (select distinct date_trunc('month', w.start_date)::date as period from realised_watches w
                  where w.employment_id = em.id and not w.cancelled and w.start_date between ${periodOf(range.start)}::date and ${range.end}::date) m on true
    left join rest_cards rc on rc.employment_id = em.id and rc.period = m.period
    where em.employee_id = ${user.employeeId}
    order by m.period desc, em.id`);
  return rows.map(({ period, ...row }) => {
    const { year, month } = parseIsoDate(period);
    return { ...row, employmentId: Number(row.employmentId), employeeId: Number(row.employeeId), month, year };
  });
});
