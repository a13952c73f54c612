import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';

/** An employee on board: the realised watch that puts them there, with their employment's position and budget. */
export interface OnBoard {
  employeeId: number;
  realisedWatchId: number;
  positionPropertyId: number | null;
  budgetPropertyId: number | null;
}

const employmentProperty = (key: string) => sql`(select p.id from employment_properties ep join properties p on p.id = ep.property_id
  join property_types t on t.id = p.property_type_id where ep.employment_id = em.id and t.key = ${key} order by p.id limit 1)`;

/**
 * The crew of a ship at an instant (DOMAIN.md section 11): every employee (never a draft) with a realised watch,
 * not cancelled, running then on an employment in the ship or a department right below it. One line per
 * employee: the watch that started first.
 */
export function crewOnBoard(db: Db, shipId: number, instant: string): Promise<OnBoard[]> {
  return queryRows<OnBoard>(db, sql`
    select distinct on (e.id) e.id as "employeeId", rw.id as "realisedWatchId",
      ${employmentProperty('position')} as "positionPropertyId", ${employmentProperty('budget')} as "budgetPropertyId"
    from realised_watches rw
    join employments em on em.id = rw.employment_id
    join employees e on e.id = em.employee_id
    where not rw.cancelled and e.master_id is null
      and rw.start_at <= ${instant}::timestamptz and rw.end_at > ${instant}::timestamptz
      and exists (select 1 from employment_properties ep join properties d on d.id = ep.property_id
        where ep.employment_id = em.id and (d.id = ${shipId} or d.parent_id = ${shipId}))
    order by e.id, rw.start_at, rw.id`);
}
