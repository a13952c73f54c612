import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { contract, PAY_READERS } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import { periodEnd, periodOfMonth } from '@kaj/domain';
import { handle } from '../../http/handler.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { loadSessionUser } from '../../auth/session-user.ts';
import { employees, employmentProperties, employments, nextOfKin } from '../../db/schema/index.ts';
import { assertEmployeeWithin, readReach } from './employee-access.ts';
import { withEmploymentSummaries } from './employment-summaries.ts';
import { employeesWithin, getEmployeeRow, isMaster, listEmployeeRecords, loadEmployeeDetail, toNextOfKinDto } from './employees-repository.ts';

/**
 * The shared Ship login finds the crew by name for the crew list, but their telephone and e-mail are not what a
 * crew list needs (issue 17): only the roles that read pay and personal data get them.
 */
function contactFor<T extends { telephone: string | null; email: string | null }>(user: SessionUser, records: T[]): T[] {
  if (user.roles.some((role) => PAY_READERS.includes(role))) return records;
  return records.map((record) => ({ ...record, telephone: null, email: null }));
}

/** The employees a user reaches (the caller's reach; another user's is for Admin). */
export const getEmployees = handle(contract.employee.getEmployees, async ({ db, user, query }) => {
  const targetId = query.planUserId ?? user.id;
  if (targetId !== user.id && !user.roles.includes('Admin')) throw forbidden();
  const target = targetId === user.id ? user : await loadSessionUser(db, targetId);
  if (!target) throw notFound('Brugeren findes ikke.');
  return contactFor(user, await withEmploymentSummaries(db, await listEmployeeRecords(db, and(isMaster, employeesWithin(await readReach(db, target))))));
});

export const getEmployeeById = handle(contract.employee.getEmployeeById, async ({ db, user, query }) => {
  await getEmployeeRow(db, query.id);
  await assertEmployeeWithin(db, await readReach(db, user), query.id);
  return loadEmployeeDetail(db, query.id);
});

export const getEmployeeByCode = handle(contract.employee.getEmployeeByCode, async ({ db, user, query }) => {
  const [record] = await listEmployeeRecords(db, and(isMaster, eq(employees.code, query.code.trim())));
  if (!record) return null;
  await assertEmployeeWithin(db, await readReach(db, user), record.employeeId);
  const [listed] = contactFor(user, await withEmploymentSummaries(db, [record]));
  return listed;
});

/** Search by name, initials or employee number within the caller's reach. */
export const getEmployeeByName = handle(contract.employee.getEmployeeByName, async ({ db, user, query }) => {
  const text = query.name.trim();
  if (text === '') return [];
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = or(
    ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern),
    ilike(employees.initials, pattern),
    ilike(employees.code, pattern),
  );
  return contactFor(user, await withEmploymentSummaries(db, await listEmployeeRecords(db, and(isMaster, matches, employeesWithin(await readReach(db, user))))));
});

/** The employments ending in a month, within the caller's reach, by end date. */
export const getStoppingEmployees = handle(contract.employee.getStoppingEmployees, async ({ db, user, query }) => {
  if (query.year < 2000 || query.year > 2100) throw badRequest('invalid_year', 'Året skal være 2000-2100.');
  const first = periodOfMonth(query.year, query.month);
  const reach = await readReach(db, user);
  if (reach !== 'all' && reach.size === 0) return [];
  const rows = await db
    .select({
      employeeId: employees.id,
      employmentId: employments.id,
      code: employees.code,
      firstName: employees.firstName,
      lastName: employees.lastName,
      description: employments.description,
      endDate: employments.endDate,
    })
    .from(employments)
    .innerJoin(employees, eq(employees.id, employments.employeeId))
    .where(
      and(
        isNull(employees.masterId),
        sql`${employments.endDate} between ${first} and ${periodEnd(first)}`,
        reach === 'all'
          ? undefined
          : inArray(employments.id, db.select({ id: employmentProperties.employmentId }).from(employmentProperties).where(inArray(employmentProperties.propertyId, [...reach]))),
      ),
    )
    .orderBy(asc(employments.endDate), asc(employees.lastName), asc(employees.firstName));
  return rows.flatMap((row) => (row.endDate === null ? [] : [{ ...row, endDate: row.endDate }]));
});

export const getNextOfKinByEmployeeId = handle(contract.employee.getNextOfKinByEmployeeId, async ({ db, user, query }) => {
  await getEmployeeRow(db, query.employeeId);
  await assertEmployeeWithin(db, await readReach(db, user), query.employeeId);
  const rows = await db.select().from(nextOfKin).where(eq(nextOfKin.employeeId, query.employeeId)).orderBy(asc(nextOfKin.id));
  return rows.map(toNextOfKinDto);
});
