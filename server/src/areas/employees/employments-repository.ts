import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { EmploymentRecordDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { agreements, employmentProperties, employments, plannedWatches, properties, propertyTypes, realisedWatches } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';

export type EmploymentRow = typeof employments.$inferSelect;

export async function getEmploymentRow(db: Db, id: number): Promise<EmploymentRow> {
  const [row] = await db.select().from(employments).where(eq(employments.id, id));
  if (!row) throw notFound('Ansættelsen findes ikke.');
  return row;
}

/** Employments with agreement, properties and draft copy, in three queries however many. */
export async function loadEmploymentRecords(db: Db, where: SQL): Promise<EmploymentRecordDto[]> {
  const rows = await db
    .select({ employment: employments, agreementName: agreements.name })
    .from(employments)
    .innerJoin(agreements, eq(agreements.id, employments.agreementId))
    .where(where)
    .orderBy(asc(employments.startDate), asc(employments.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.employment.id);
  const attached = await db
    .select({ employmentId: employmentProperties.employmentId, propertyId: properties.id, propertyTypeId: properties.propertyTypeId, name: properties.name, code: properties.code })
    .from(employmentProperties)
    .innerJoin(properties, eq(properties.id, employmentProperties.propertyId))
    .where(inArray(employmentProperties.employmentId, ids))
    .orderBy(asc(properties.propertyTypeId), asc(properties.name));
  const copies = await db.select({ id: employments.id, masterId: employments.masterId }).from(employments).where(inArray(employments.masterId, ids));
  const draftOf = new Map(copies.map((copy) => [copy.masterId, copy.id]));
  return rows.map(({ employment, agreementName }) => ({
    employmentId: employment.id,
    employeeId: employment.employeeId,
    agreementId: employment.agreementId,
    agreementName,
    startDate: employment.startDate,
    endDate: employment.endDate,
    description: employment.description,
    calculationOrder: employment.calculationOrder,
    weeklyHours: employment.weeklyHours === null ? null : Number(employment.weeklyHours),
    isSecondary: employment.isSecondary,
    defaultHidden: employment.defaultHidden,
    draftId: draftOf.get(employment.id) ?? null,
    masterId: employment.masterId,
    properties: attached.filter((p) => p.employmentId === employment.id).map(({ employmentId: _, ...property }) => property),
  }));
}

export async function loadEmploymentRecord(db: Db, id: number): Promise<EmploymentRecordDto> {
  const [record] = await loadEmploymentRecords(db, eq(employments.id, id));
  if (!record) throw notFound('Ansættelsen findes ikke.');
  return record;
}

/** The department properties of employments, by employment. */
export async function departmentsOf(db: Db, employmentIds: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(employmentIds.map((id) => [id, []]));
  if (employmentIds.length === 0) return result;
  const rows = await db
    .select({ employmentId: employmentProperties.employmentId, propertyId: employmentProperties.propertyId })
    .from(employmentProperties)
    .innerJoin(properties, eq(properties.id, employmentProperties.propertyId))
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(and(inArray(employmentProperties.employmentId, [...employmentIds]), eq(propertyTypes.key, 'department')));
  for (const row of rows) result.get(row.employmentId)?.push(row.propertyId);
  return result;
}

/** The employments that have planned or realised watches, which therefore cannot be deleted. */
export async function employmentsWithWatches(db: Db, employmentIds: readonly number[]): Promise<Set<number>> {
  if (employmentIds.length === 0) return new Set();
  const ids = [...employmentIds];
  const rows = await db
    .select({ id: plannedWatches.employmentId })
    .from(plannedWatches)
    .where(inArray(plannedWatches.employmentId, ids))
    .union(db.select({ id: realisedWatches.employmentId }).from(realisedWatches).where(inArray(realisedWatches.employmentId, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function assertAgreementExists(db: Db, agreementId: number): Promise<void> {
  const [row] = await db.select({ id: agreements.id }).from(agreements).where(eq(agreements.id, agreementId));
  if (!row) throw badRequest('unknown_agreement', 'Overenskomsten findes ikke.');
}
