import { contract } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import { reaches } from '../../auth/reach.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { writeReach } from '../employees/employee-access.ts';
import { assertDepartment } from '../rotations/rotation-store.ts';
import { recordChange } from '../self-service/change-log.ts';
import { departmentAndBelow } from './manning-tree.ts';
import { assertLineReferences, deleteVersion, documentExists, findDocument, insertVersion, listDocuments } from './manning-store.ts';

// The manning documents (bemandingskrav): an administrator edits any department's, a planner those of their departments.

async function assertPlans(db: Db, user: SessionUser, departmentId: number): Promise<void> {
  if (!reaches(await writeReach(db, user), departmentId)) throw forbidden('Afdelingen ligger uden for dine afdelinger.');
}

/** The versions of the departments the user plans; of the chosen one and those below it, when given. */
export const getManningDocuments = handle(contract.plan.getManningDocuments, async ({ db, user, query }) => {
  if (query.departmentid === undefined) {
    const reach = await writeReach(db, user);
    return listDocuments(db, reach === 'all' ? null : [...reach]);
  }
  await assertDepartment(db, query.departmentid);
  await assertPlans(db, user, query.departmentid);
  return listDocuments(db, await departmentAndBelow(db, query.departmentid));
});

/** Saves one version whole: its lines replace those it had, and it moves from previousValidFrom when that differs. */
export const saveManningDocument = handle(contract.plan.saveManningDocument, async ({ db, user, body }) => {
  return db.transaction(async (tx) => {
    await assertDepartment(tx, body.departmentId);
    await assertPlans(tx, user, body.departmentId);
    await assertLineReferences(tx, body.lines);
    const previous = body.previousValidFrom ?? null;
    const before = previous === null ? null : await findDocument(tx, body.departmentId, previous);
    if (previous !== null && !before) throw notFound('Bemandingskravet findes ikke.');
    if (previous !== body.validFrom && (await findDocument(tx, body.departmentId, body.validFrom))) throw documentExists(body.validFrom);
    if (previous !== null) await deleteVersion(tx, body.departmentId, previous);
    await insertVersion(tx, body, user.id);
    const after = (await findDocument(tx, body.departmentId, body.validFrom))!;
    await recordChange(tx, user, { entity: 'manningDocument', entityId: body.departmentId, date: body.validFrom, action: before ? 'change' : 'add', before, after });
    return after;
  });
});

export const deleteManningDocument = handle(contract.plan.deleteManningDocument, async ({ db, user, query }) => {
  await db.transaction(async (tx) => {
    await assertPlans(tx, user, query.departmentid);
    const before = await findDocument(tx, query.departmentid, query.validFrom);
    if (!before) throw notFound('Bemandingskravet findes ikke.');
    await deleteVersion(tx, query.departmentid, query.validFrom);
    await recordChange(tx, user, { entity: 'manningDocument', entityId: query.departmentid, date: query.validFrom, action: 'remove', before });
  });
  return null;
});
