import { and, eq, isNull } from 'drizzle-orm';
import { contract, type MyAccountDto } from '@kaj/contract';
import { periodOf } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { employees, employments } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { loadEmploymentRecords } from '../employees/employments-repository.ts';
import { rowFigures } from '../pay-engine/index.ts';
import { todayInCopenhagen } from '../../clock.ts';
import { assertRange } from '../planning/grid/grid-scope.ts';
import { rowsOfEmployments } from '../planning/rows/index.ts';

// The employee app (App controller, DOMAIN.md section 12): always the caller's own linked employee, never a draft.

async function ownEmploymentIds(db: Db, user: SessionUser): Promise<number[]> {
  if (user.employeeId === null) return [];
  const rows = await db
    .select({ id: employments.id })
    .from(employments)
    .innerJoin(employees, eq(employees.id, employments.employeeId))
    .where(and(eq(employments.employeeId, user.employeeId), isNull(employees.masterId)))
    .orderBy(employments.startDate);
  return rows.map((row) => row.id);
}

/** The caller's own rows from start to end; none for a user without a linked employee. */
export const appGetEmployeesPeriod = handle(contract.app.getEmployeesPeriod, async ({ db, user, query }) => {
  const range = assertRange(query.start, query.end);
  const employmentIds = await ownEmploymentIds(db, user);
  return employmentIds.length ? rowsOfEmployments(db, user, employmentIds, range) : [];
});

/** The caller's own account: who they are, their employments, and their balances and norms as of today. */
export const myAccount = handle(contract.app.myAccount, async ({ db, user }): Promise<MyAccountDto> => {
  if (user.employeeId === null) throw notFound('Din bruger er ikke knyttet til en medarbejder.');
  const [employee] = await db.select().from(employees).where(eq(employees.id, user.employeeId));
  if (!employee) throw notFound('Din bruger er ikke knyttet til en medarbejder.');
  const employmentIds = await ownEmploymentIds(db, user);
  const today = todayInCopenhagen();
  const figures = (await rowFigures(db, [{ employeeId: employee.id, employmentIds }], { start: periodOf(today), end: today })).get(employee.id);
  return {
    employeeId: employee.id,
    code: employee.code,
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email,
    telephone: employee.telephone,
    employments: await loadEmploymentRecords(db, eq(employments.employeeId, employee.id)),
    balances: figures?.saldi ?? [],
    norms: figures?.norms ?? [],
  };
});
