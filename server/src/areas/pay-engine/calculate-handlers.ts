import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { queryRows } from '../../db/raw.ts';
import { writeReach } from '../employees/employee-access.ts';
import { recalculateEmployments } from './recalculate.ts';
import { groupBy } from '../shared/group-by.ts';
import { idArray } from '../../db/sql-values.ts';
import { recalculateAfter } from './recalculation/index.ts';

/** Employments recalculated together: one read and one write per batch keeps memory bounded for a large company. */
const BATCH = 250;

/**
 * Calculate: the open months of every employment in the planner's departments, each from its first open month
 * (after its last locked closing, or its start), in batches of employments that share that month.
 */
export const calculate = handle(contract.plan.calculate, async ({ db, user }) => {
  const reach = await writeReach(db, user);
  const within = reach === 'all' ? sql`true` : sql`exists (select 1 from employment_properties ep where ep.employment_id = e.id and ep.property_id = any(${idArray([...reach])}))`;
  const rows = await queryRows<{ id: number; from_date: string }>(
    db,
    sql`select e.id, greatest(e.start_date, (select (max(c.period) + interval '1 month')::date from closings c where c.employment_id = e.id and c.locked))::text as from_date
        from employments e where ${within} order by 2, 1`,
  );
  const byMonth = groupBy(rows, (row) => row.from_date.slice(0, 7));
  await db.transaction(async (tx) => {
    for (const group of byMonth.values()) {
      for (let index = 0; index < group.length; index += BATCH) {
        const batch = group.slice(index, index + BATCH);
        await recalculateEmployments(tx, batch.map((row) => Number(row.id)), batch[0]!.from_date);
      }
    }
  });
  return null;
});

/**
 * UpdateAllDerivedProperties: a realised watch carries the properties of the template detail it came from.
 * After a template changes, each open (not closed, not cancelled) realised watch gets the detail's properties
 * it lacks and the detail's values for those it has; properties added by hand stay. The employments touched
 * are recalculated from their first open month (through the recalculation module).
 */
export const updateAllDerivedProperties = handle(contract.plan.updateAllDerivedProperties, async ({ db, user }) =>
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
    const employmentIds = changed.map((row) => Number(row.employment_id));
    await recalculateAfter(tx, { kind: 'employments', employmentIds }, { reason: 'Vagtkodernes egenskaber er overført til vagterne', user });
    return null;
  }),
);
