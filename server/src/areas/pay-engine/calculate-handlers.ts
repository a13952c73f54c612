import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import type { IsoDate } from '@kaj/domain';
import { handle } from '../../http/handler.ts';
import { queryRows } from '../../db/raw.ts';
import { writeReach } from '../employees/employee-access.ts';
import { recalculateEmployments } from './recalculate.ts';
import { idArray } from '../planning/rows/sql-values.ts';

/** Calculate: the open months of every employment in the planner's departments, from each employment's start. */
export const calculate = handle(contract.plan.calculate, async ({ db, user }) => {
  const reach = await writeReach(db, user);
  const within = reach === 'all' ? sql`true` : sql`exists (select 1 from employment_properties ep where ep.employment_id = e.id and ep.property_id = any(${idArray([...reach])}))`;
  const rows = await queryRows<{ id: number; start_date: string }>(db, sql`select e.id, e.start_date::text from employments e where ${within}`);
  if (rows.length === 0) return null;
  const from = rows.reduce<IsoDate>((earliest, row) => (row.start_date < earliest ? row.start_date : earliest), rows[0]!.start_date);
  await db.transaction((tx) => recalculateEmployments(tx, rows.map((row) => Number(row.id)), from));
  return null;
});

/**
 * UpdateAllDerivedProperties: a realised watch carries the properties of the template detail it came from.
 * After a template changes, each open (not closed, not cancelled) realised watch gets the detail's properties
 * it lacks and the detail's values for those it has; properties added by hand stay. The employments touched
 * are recalculated from the earliest watch changed.
 */
export const updateAllDerivedProperties = handle(contract.plan.updateAllDerivedProperties, async ({ db }) =>
  db.transaction(async (tx) => {
    const changed = await queryRows<{ employment_id: number; from_date: string }>(
      tx,
      sql`with changed as (
            insert into realised_watch_properties (realised_watch_id, property_id, value)
            select rw.id, dp.property_id, dp.value from realised_watches rw
            join watch_detail_properties dp on dp.watch_detail_id = rw.watch_detail_id
            where not rw.closed and not rw.cancelled
            on conflict (realised_watch_id, property_id) do update set value = excluded.value
            where realised_watch_properties.value is distinct from excluded.value
            returning realised_watch_id)
          select rw.employment_id, min(rw.start_date)::text as from_date
          from changed c join realised_watches rw on rw.id = c.realised_watch_id group by rw.employment_id`,
    );
    for (const row of changed) await recalculateEmployments(tx, [Number(row.employment_id)], row.from_date);
    return null;
  }),
);
