import { sql } from 'drizzle-orm';
import type { Role } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { idArray } from '../../db/sql-values.ts';

/**
 * The active users who hold one of the roles for a department of the employments (their attached departments for
 * that role, with all below them): the planners or approvers a waiting registration or trip concerns. Admins reach
 * every department and see the queues, so they are told only where a department is attached to them.
 */
export async function departmentUsers(db: Db, employmentIds: readonly number[], roles: readonly Role[]): Promise<number[]> {
  if (employmentIds.length === 0 || roles.length === 0) return [];
  const names = `{${roles.join(',')}}`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive reach(user_id, property_id) as (
          select up.user_id, up.property_id
          from user_properties up
          join roles r on r.id = up.role_id and r.name = any(${names}::text[])
          join user_roles ur on ur.user_id = up.user_id and ur.role_id = up.role_id
          join properties p on p.id = up.property_id
          join property_types t on t.id = p.property_type_id and t.key = 'department'
          union
          select reach.user_id, child.id from properties child join reach on child.parent_id = reach.property_id)
        select distinct u.id
        from reach
        join users u on u.id = reach.user_id and u.is_active
        where reach.property_id in (
          select ep.property_id from employment_properties ep where ep.employment_id = any(${idArray(employmentIds)}))
        order by u.id`,
  );
  return rows.map((row) => Number(row.id));
}
