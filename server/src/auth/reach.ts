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
  const byRole = await reachByRoleOf(db, user);
  return new Set(held.flatMap((role) => [...(byRole.get(role) ?? [])]));
}

/**
 * What each role reaches, read once per user object: the session check loads the user for every call, so a call
 * that asks for the reach of two sets of roles (the grid's viewer and its planners) reads it once. What keeps a user
 * beyond its call (a live stream) asks with a copy each time (live/changed-rows.ts). A failed read is not kept.
 */
const readReaches = new WeakMap<SessionUser, Promise<Map<Role, Set<number>>>>();

function reachByRoleOf(db: Db, user: SessionUser): Promise<Map<Role, Set<number>>> {
  let read = readReaches.get(user);
  if (!read) {
    read = readReachByRole(db, user);
    readReaches.set(user, read);
    read.catch(() => readReaches.delete(user));
  }
  return read;
}

async function readReachByRole(db: Db, user: SessionUser): Promise<Map<Role, Set<number>>> {
  const names = sql.join(
    user.roles.map((role) => sql`${role}`),
    sql`, `,
  );
  const rows = await queryRows<{ role: Role; id: number }>(db, sql`
    with recursive reach(role, id) as (
      select r.name, p.id
      from user_properties up
      join roles r on r.id = up.role_id
      join properties p on p.id = up.property_id
      join property_types t on t.id = p.property_type_id
      where up.user_id = ${user.id} and r.name in (${names}) and t.key = 'department'
      union
      select reach.role, child.id from properties child join reach on child.parent_id = reach.id
    )
    select role, id from reach`);
  const byRole = new Map<Role, Set<number>>();
  for (const { role, id } of rows) {
    const ids = byRole.get(role) ?? new Set<number>();
    ids.add(Number(id));
    byRole.set(role, ids);
  }
  return byRole;
}

export function reaches(reach: Reach, propertyId: number): boolean {
  return reach === 'all' || reach.has(propertyId);
}

/** 403 unless every one of the departments is within reach. */
export function assertReaches(reach: Reach, propertyIds: Iterable<number>): void {
  for (const id of propertyIds) if (!reaches(reach, id)) throw forbidden('Afdelingen ligger uden for dine afdelinger.');
}
