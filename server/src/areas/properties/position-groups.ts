import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { queryRows } from '../../db/raw.ts';

interface GroupRow {
  id: number;
  name: string;
  position_ids: number[] | null;
}

/**
 * Plan.GetPositionGroups: the selectable, not disabled properties of the type 'positionGroup' (Stillingsgruppe),
 * by name. Nothing ties a position to a group but the employments, so a group's positions are the position
 * properties found on an employment together with it. One query.
 */
export const getPositionGroups = handle(contract.plan.getPositionGroups, async ({ db }) => {
  const rows = await queryRows<GroupRow>(db, sql`
    select g.id, g.name,
      array(
        select distinct position.property_id
        from employment_properties grouped
        join employment_properties position on position.employment_id = grouped.employment_id
        join properties pp on pp.id = position.property_id
        join property_types pt on pt.id = pp.property_type_id and pt.key = 'position'
        where grouped.property_id = g.id
        order by position.property_id
      ) as position_ids
    from properties g
    join property_types t on t.id = g.property_type_id
    where t.key = 'positionGroup' and g.selectable and not g.disabled`);
  return rows
    .map((row) => ({ positionGroupId: Number(row.id), name: row.name, positionPropertyIds: (row.position_ids ?? []).map(Number) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'da'));
});
