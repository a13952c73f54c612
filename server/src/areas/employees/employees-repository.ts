import { and, asc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EmployeeDetailDto, EmployeeRecordDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import type { Reach } from '../../auth/reach.ts';
import { employees, employmentProperties, employments, infoNames, infoValues, nextOfKin, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { loadEmploymentRecords } from './employments-repository.ts';

export type EmployeeRow = typeof employees.$inferSelect;
type NextOfKinRow = typeof nextOfKin.$inferSelect;

export async function getEmployeeRow(db: Db, id: number): Promise<EmployeeRow> {
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  if (!row) throw notFound('Medarbejderen findes ikke.');
  return row;
}

/** Masters only: a draft is reached through its master's `draftId`. */
export const isMaster = isNull(employees.masterId);

/**
 * The employees within a reach: those with an employment in one of its departments, and those with no
 * employment at all (just created, so that a planner can give them their first employment).
 */
export function employeesWithin(reach: Reach): SQL | undefined {
  if (reach === 'all') return undefined;
  const anyEmployment = sql`exists (select 1 from ${employments} where ${employments.employeeId} = ${employees.id})`;
  if (reach.size === 0) return sql`not ${anyEmployment}`;
  const reached = sql`exists (
    select 1 from ${employments} join ${employmentProperties} on ${employmentProperties.employmentId} = ${employments.id}
    where ${employments.employeeId} = ${employees.id} and ${inArray(employmentProperties.propertyId, [...reach])})`;
  return or(sql`not ${anyEmployment}`, reached);
}

export function toNextOfKinDto(row: NextOfKinRow) {
  return { nextOfKinId: row.id, employeeId: row.employeeId, name: row.name, relation: row.relation, telephone: row.telephone, email: row.email, address: row.address };
}

/** Employees with their draft and linked user, in three queries however many. */
export async function listEmployeeRecords(db: Db, where: SQL | undefined): Promise<EmployeeRecordDto[]> {
  const rows = await db.select().from(employees).where(where).orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const drafts = await db.select({ id: employees.id, masterId: employees.masterId }).from(employees).where(inArray(employees.masterId, ids));
  const linked = await db.select({ id: users.id, employeeId: users.employeeId }).from(users).where(inArray(users.employeeId, ids));
  const draftOf = new Map(drafts.map((draft) => [draft.masterId, draft.id]));
  const userOf = new Map(linked.map((user) => [user.employeeId, user.id]));
  return rows.map((row) => ({
    employeeId: row.id,
    code: row.code,
    firstName: row.firstName,
    lastName: row.lastName,
    initials: row.initials,
    telephone: row.telephone,
    email: row.email,
    birthDate: row.birthDate,
    userId: userOf.get(row.id) ?? null,
    exportPackageId: row.exportPackageId,
    draftId: draftOf.get(row.id) ?? null,
    masterId: row.masterId,
  }));
}

/** One employee as the employee form shows it: record, employments, next of kin and named information. */
export async function loadEmployeeDetail(db: Db, id: number): Promise<EmployeeDetailDto> {
  const [record] = await listEmployeeRecords(db, eq(employees.id, id));
  if (!record) throw notFound('Medarbejderen findes ikke.');
  const employmentRecords = await loadEmploymentRecords(db, eq(employments.employeeId, id));
  const kin = await db.select().from(nextOfKin).where(eq(nextOfKin.employeeId, id)).orderBy(asc(nextOfKin.id));
  const info = await db
    .select({ infoName: infoNames.name, infoValue: infoValues.value })
    .from(infoValues)
    .innerJoin(infoNames, eq(infoNames.id, infoValues.infoNameId))
    .where(eq(infoValues.employeeId, id))
    .orderBy(asc(infoNames.name));
  return { ...record, employments: employmentRecords, nextOfKin: kin.map(toNextOfKinDto), namedInfo: info.map((row) => ({ employeeId: id, ...row })) };
}

/** The employee number is unique among masters (a draft carries its master's). */
export async function assertCodeFree(db: Db, code: string | null, exceptId?: number): Promise<void> {
  if (code === null) return;
  const [clash] = await db
    .select({ firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.code, code), isMaster, exceptId === undefined ? undefined : ne(employees.id, exceptId)));
  if (clash) throw employeeCodeTaken(code, `${clash.firstName} ${clash.lastName}`);
}

export const employeeCodeTaken = (code: string, holder?: string) =>
  badRequest('employee_code_taken', holder ? `Lønnummer ${code} bruges allerede af ${holder}.` : `Lønnummer ${code} bruges allerede.`);

export async function draftOf(db: Db, employeeId: number): Promise<number | null> {
  const [draft] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.masterId, employeeId));
  return draft?.id ?? null;
}
