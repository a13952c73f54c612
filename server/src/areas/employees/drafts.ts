import { eq, inArray } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import { employees, employmentProperties, employments } from '../../db/schema/index.ts';
import { assertEmployeeWithin, writeReach } from './employee-access.ts';
import { draftOf, getEmployeeRow, loadEmployeeDetail, type EmployeeRow } from './employees-repository.ts';
import { copyPlansToDraft } from '../planning/watches/index.ts';

/**
 * Copies a master and its employments (with their properties) into a draft. Answers the draft's
 * employment for each master employment, so the planned watches can follow them.
 */
async function copyToDraft(db: Db, master: EmployeeRow): Promise<{ draftId: number; employmentIds: Map<number, number> }> {
  const { id: masterId, exportPackageId: _, ...person } = master;
  const [draft] = await db
    .insert(employees)
    .values({ ...person, masterId })
    .returning({ id: employees.id });
  if (!draft) throw new Error('Kladden blev ikke oprettet');
  const originals = await db.select().from(employments).where(eq(employments.employeeId, masterId)).orderBy(employments.id);
  const employmentIds = new Map<number, number>();
  if (originals.length === 0) return { draftId: draft.id, employmentIds };
  const copies = await db
    .insert(employments)
    .values(originals.map(({ id, ...employment }) => ({ ...employment, employeeId: draft.id, masterId: id })))
    .returning({ id: employments.id, masterId: employments.masterId });
  for (const copy of copies) if (copy.masterId !== null) employmentIds.set(copy.masterId, copy.id);
  const attached = await db
    .select()
    .from(employmentProperties)
    .where(
      inArray(
        employmentProperties.employmentId,
        originals.map((employment) => employment.id),
      ),
    );
  if (attached.length) {
    await db.insert(employmentProperties).values(attached.map((row) => ({ employmentId: employmentIds.get(row.employmentId)!, propertyId: row.propertyId })));
  }
  return { draftId: draft.id, employmentIds };
}

/** DOMAIN.md section 3: a draft is a copy of an employee to plan freely, with the planned watches of its employments. */
export const createDraftEmployee = handle(contract.employee.createDraftEmployee, async ({ db, user, query }) =>
  db.transaction(async (tx) => {
    const master = await getEmployeeRow(tx, query.employeeId);
    if (master.masterId !== null) throw badRequest('draft_of_draft', 'Medarbejderen er selv en kladde.');
    await assertEmployeeWithin(tx, await writeReach(tx, user), master.id);
    if ((await draftOf(tx, master.id)) !== null) throw badRequest('draft_exists', 'Medarbejderen har allerede en kladde.');
    const { draftId, employmentIds } = await copyToDraft(tx, master);
    await copyPlansToDraft(tx, user, employmentIds);
    return loadEmployeeDetail(tx, draftId);
  }),
);
