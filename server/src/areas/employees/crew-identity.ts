import { eq } from 'drizzle-orm';
import { contract, type CrewIdentityDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { employees } from '../../db/schema/index.ts';
import { handle } from '../../http/handler.ts';
import { assertEmployeeWithin, writeReach } from './employee-access.ts';
import { getEmployeeRow } from './employees-repository.ts';

// The crew list's identity of an employee (issue 17): personal data, so only Admin and the planners of the
// employee's departments read and write it here; the ship's login sees it on the crew list alone.

const blankToNull = (text: string | null | undefined) => (text == null || text.trim() === '' ? null : text.trim());

async function identityOf(db: Db, employeeId: number): Promise<CrewIdentityDto> {
  const row = await getEmployeeRow(db, employeeId);
  return {
    employeeId: row.id,
    nationality: row.nationality,
    birthDate: row.birthDate,
    birthPlace: row.birthPlace,
    identityDocumentType: row.identityDocumentType,
    identityDocumentNumber: row.identityDocumentNumber,
    identityDocumentExpiry: row.identityDocumentExpiry,
  };
}

export const getCrewIdentity = handle(contract.employee.getCrewIdentity, async ({ db, user, query }) => {
  await getEmployeeRow(db, query.employeeId);
  await assertEmployeeWithin(db, await writeReach(db, user), query.employeeId);
  return identityOf(db, query.employeeId);
});

export const saveCrewIdentity = handle(contract.employee.saveCrewIdentity, async ({ db, user, query, body }) =>
  db.transaction(async (tx) => {
    await getEmployeeRow(tx, query.employeeId);
    await assertEmployeeWithin(tx, await writeReach(tx, user), query.employeeId);
    await tx
      .update(employees)
      .set({
        nationality: blankToNull(body.nationality),
        birthPlace: blankToNull(body.birthPlace),
        identityDocumentType: body.identityDocumentType ?? null,
        identityDocumentNumber: blankToNull(body.identityDocumentNumber),
        identityDocumentExpiry: body.identityDocumentExpiry ?? null,
      })
      .where(eq(employees.id, query.employeeId));
    return identityOf(tx, query.employeeId);
  }),
);
