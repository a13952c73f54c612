import { sql } from 'drizzle-orm';
import type { Role } from '@kaj/contract';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/raw.ts';
import { forbidden } from '../errors.ts';
import type { SessionUser } from './session-user.ts';

/** The department properties a user reaches: every one, or a set of ids (the attached ones and all below them). */
export type Reach = 'all' | ReadonlySet<number>;

/**
 * A user's reach over departments (DOMAIN.md sections 2 and 3): Admin reaches everything; anyone else the
 * department properties attached to them in `user_properties` for the given roles, with all sub-departments.
 * Pass the roles that grant the action (e.g. PLANNERS for a change), so that an Approver's departments do
 * not let the same user plan there as a Planner.
 */
export async function departmentReach(db: Db, user: SessionUser, roles: readonly Role[] = user.roles): Promise<Reach> {
  const held = user.roles.filter((role) => roles.includes(role));
  if (held.includes('Admin')) return 'all';
  if (held.length === 0) return new Set();
  const names = sql.join(
    held.map((role) => sql`${role}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive reach(id) as (
      select p.id
      from user_properties up
      join roles r on r.id = up.role_id
      join properties p on p.id = up.property_id
      join property_types t on t.id = p.property_type_id
      where up.user_id = ${user.id} and r.name in (${names}) and t.key = 'department'
      union
      select child.id from properties child join reach on child.parent_id = reach.id
    )
    select id from reach`);
  return new Set(rows.map((row) => Number(row.id)));
}

export function reaches(reach: Reach, propertyId: number): boolean {
  return reach === 'all' || reach.has(propertyId);
}

/** 403 unless every one of the departments is within reach. */
export function assertReaches(reach: Reach, propertyIds: Iterable<number>): void {
  for (const id of propertyIds) if (!reaches(reach, id)) throw forbidden('Afdelingen ligger uden for dine afdelinger.');
}
