import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { employmentProperty } from '../shared/employment-property.ts';

/** An employee on board: the realised watch that puts them there, with their employment's position and budget. */
export interface OnBoard {
  employeeId: number;
  realisedWatchId: number;
  positionPropertyId: number | null;
  budgetPropertyId: number | null;
}

/**
 * The crew of a ship at an instant (DOMAIN.md section 11, issue 17): every employee (never a draft) on an employment
 * in the ship or a department right below it who is aboard then, not only on watch that minute:
 * - on a realised watch (not cancelled) running at the instant;
 * - on a multi-day tour: the instant lies between the start of one of its realised watches and the end of another;
 * - on a watch whose code is marked "om bord", on the instant's day (Copenhagen).
 * One line per employee: the watch that puts them there, the one running first, then the tour's, then the day's.
 */
export function crewOnBoard(db: Db, shipId: number, instant: string): Promise<OnBoard[]> {
  return queryRows<OnBoard>(db, sql`
    with aboard as (
      select em.id as employment_id, rw.id as watch_id, 0 as reason, rw.start_at
      from realised_watches rw join employments em on em.id = rw.employment_id
      where not rw.cancelled and rw.start_at <= ${instant}::timestamptz and rw.end_at > ${instant}::timestamptz
      union all
      select em.id, rw.id, 1, rw.start_at
      from realised_watches rw join employments em on em.id = rw.employment_id
      where not rw.cancelled and rw.planned_watch_id is not null and rw.start_at <= ${instant}::timestamptz
        and exists (select 1 from realised_watches later where later.planned_watch_id = rw.planned_watch_id
          and not later.cancelled and later.end_at > ${instant}::timestamptz and later.id <> rw.id)
      union all
      select em.id, rw.id, 2, rw.start_at
      from realised_watches rw join employments em on em.id = rw.employment_id join watch_templates t on t.id = rw.watch_template_id
      where not rw.cancelled and t.on_board and rw.start_date = (${instant}::timestamptz at time zone 'Europe/Copenhagen')::date)
    select distinct on (e.id) e.id as "employeeId", aboard.watch_id as "realisedWatchId",
      ${employmentProperty('position')} as "positionPropertyId", ${employmentProperty('budget')} as "budgetPropertyId"
    from aboard
    join employments em on em.id = aboard.employment_id
    join employees e on e.id = em.employee_id
    where e.master_id is null
      and exists (select 1 from employment_properties ep join properties d on d.id = ep.property_id
        where ep.employment_id = em.id and (d.id = ${shipId} or d.parent_id = ${shipId}))
    order by e.id, aboard.reason, aboard.start_at, aboard.watch_id`);
}
