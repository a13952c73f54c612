import { and, eq, inArray, sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { properties, roles, userProperties, users } from '../../db/schema/index.ts';
import { getPropertyType, listProperties } from './properties-repository.ts';
import { byDanishName, toPropertyDto, toTree } from './property-mappers.ts';

interface Target {
  typeId: number;
  roleId: number;
  userId: number;
}

/** Another user's properties are for Admin; everyone may read their own. */
function targetUser(user: SessionUser, planUserId: number | undefined): number {
  const userId = planUserId ?? user.id;
  if (userId !== user.id && !user.roles.includes('Admin')) throw forbidden();
  return userId;
}

async function assertRole(db: Db, roleId: number): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw badRequest('unknown_role', 'Rollen findes ikke.');
}

async function attached(db: Db, target: Target) {
  return listProperties(
    db,
    and(
      eq(properties.propertyTypeId, target.typeId),
      inArray(
        properties.id,
        db
          .select({ id: userProperties.propertyId })
          .from(userProperties)
          .where(and(eq(userProperties.userId, target.userId), eq(userProperties.roleId, target.roleId))),
      ),
    ),
  );
}

/** The properties attached to the user in the role: what SaveUserProperties set. */
export const getUserProperties = handle(contract.property.getUserProperties, async ({ db, user, query }) => {
  const target = { typeId: query.typeid, roleId: query.roleid, userId: targetUser(user, query.planUserId) };
  return (await attached(db, target)).map(toPropertyDto).sort(byDanishName);
});

/**
 * The reach as a tree: the attached properties with everything below them, and the nodes above them as
 * groups that cannot be chosen (they lie outside the reach).
 */
export const getUserPropertyTree = handle(contract.property.getUserPropertyTree, async ({ db, user, query }) => {
  const userId = targetUser(user, query.planUserId);
  const found = await queryRows<{ id: number; reached: boolean }>(db, sql`
    with recursive attached as (
      select p.id from user_properties up join properties p on p.id = up.property_id
      where up.user_id = ${userId} and up.role_id = ${query.roleid} and p.property_type_id = ${query.typeid}
    ), below(id) as (
      select id from attached
      union
      select child.id from properties child join below on child.parent_id = below.id
    ), above(id, parent_id) as (
      select p.id, p.parent_id from properties p join attached a on a.id = p.id
      union
      select p.id, p.parent_id from properties p join above on p.id = above.parent_id
    )
    select id, true as reached from below
    union all
    select id, false from above where id not in (select id from below)`);
  if (found.length === 0) return [];
  const reached = new Map(found.map((row) => [Number(row.id), row.reached]));
  const rows = await listProperties(db, inArray(properties.id, [...reached.keys()]));
  return toTree(rows.map((row) => ({ ...toPropertyDto(row), selectable: row.selectable && reached.get(row.id) === true })));
});

export const saveUserProperties = handle(contract.property.saveUserProperties, async ({ db, body }) =>
  db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.planUserId));
    if (!target) throw notFound('Brugeren findes ikke.');
    await assertRole(tx, body.roleId);
    const type = await getPropertyType(tx, body.propertyTypeId);
    const wanted = [...new Set(body.propertyIds)];
    const found = wanted.length ? await listProperties(tx, inArray(properties.id, wanted)) : [];
    if (found.length !== wanted.length) throw badRequest('unknown_property', 'En af egenskaberne findes ikke.');
    const stranger = found.find((row) => row.propertyTypeId !== type.id);
    if (stranger) throw badRequest('property_of_other_type', `${stranger.name} er ikke af typen ${type.name}.`);
    const ofType = tx.select({ id: properties.id }).from(properties).where(eq(properties.propertyTypeId, type.id));
    await tx
      .delete(userProperties)
      .where(and(eq(userProperties.userId, body.planUserId), eq(userProperties.roleId, body.roleId), inArray(userProperties.propertyId, ofType)));
    if (wanted.length) await tx.insert(userProperties).values(wanted.map((propertyId) => ({ userId: body.planUserId, roleId: body.roleId, propertyId })));
    return found.map(toPropertyDto).sort(byDanishName);
  }),
);
