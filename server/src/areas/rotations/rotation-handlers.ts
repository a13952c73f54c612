import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import { reaches } from '../../auth/reach.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { forbidden } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { writeReach } from '../employees/employee-access.ts';
import { assertActiveCodes, assertDepartment, deleteRotationRow, getRotation, insertRotation, listRotations, updateRotation } from './rotation-store.ts';

// Defining rotations (turnus, issue 20): an administrator any department's, a planner those of their departments.

async function assertPlans(db: Db, user: SessionUser, departmentId: number): Promise<void> {
  if (!reaches(await writeReach(db, user), departmentId)) throw forbidden('Afdelingen ligger uden for dine afdelinger.');
}

/** The departments whose rotations the user sees: those they plan, or the chosen one and those above it within reach. */
export const getRotations = handle(contract.plan.getRotations, async ({ db, user, query }) => {
  const reach = await writeReach(db, user);
  const all = await listRotations(db, reach === 'all' ? null : [...reach]);
  if (query.departmentid === undefined) return all;
  await assertPlans(db, user, query.departmentid);
  const above = await departmentAndAncestors(db, query.departmentid);
  return all.filter((rotation) => above.has(rotation.departmentId));
});

async function departmentAndAncestors(db: Db, departmentId: number): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive up(id, parent_id) as (
          select id, parent_id from properties where id = ${departmentId}
          union select p.id, p.parent_id from properties p join up on p.id = up.parent_id)
        select id from up`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

export const saveRotation = handle(contract.plan.saveRotation, async ({ db, user, body }) => {
  const id = await db.transaction(async (tx) => {
    await assertDepartment(tx, body.departmentId);
    await assertPlans(tx, user, body.departmentId);
    await assertActiveCodes(tx, body.days);
    const values = { name: body.name.trim(), departmentPropertyId: body.departmentId, days: body.days, changedBy: user.id };
    if (body.rotationId == null) return insertRotation(tx, values);
    // Moving a rotation to another department needs the reach of both.
    await assertPlans(tx, user, (await getRotation(tx, body.rotationId)).departmentId);
    await updateRotation(tx, body.rotationId, values);
    return body.rotationId;
  });
  return getRotation(db, id);
});

export const deleteRotation = handle(contract.plan.deleteRotation, async ({ db, user, query }) => {
  await db.transaction(async (tx) => {
    await assertPlans(tx, user, (await getRotation(tx, query.rotationId)).departmentId);
    await deleteRotationRow(tx, query.rotationId);
  });
  return null;
});
