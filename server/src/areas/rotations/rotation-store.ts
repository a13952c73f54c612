import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { RotationDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { properties, rotations } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { idArray } from '../../db/sql-values.ts';

// Reading and writing rotations (turnus); the rules of laying them live in lay-rotation.ts.

export type RotationRow = typeof rotations.$inferSelect;

const columns = {
  rotationId: rotations.id,
  name: rotations.name,
  departmentId: rotations.departmentPropertyId,
  departmentName: properties.name,
  days: rotations.days,
};

/** The rotations of the given departments (all of them for null), by department and name. */
export async function listRotations(db: Db, departmentIds: readonly number[] | null): Promise<RotationDto[]> {
  const query = db.select(columns).from(rotations).innerJoin(properties, eq(properties.id, rotations.departmentPropertyId));
  const rows = departmentIds === null ? await query.orderBy(asc(properties.name), asc(rotations.name)) : departmentIds.length === 0 ? [] : await query.where(inArray(rotations.departmentPropertyId, [...departmentIds])).orderBy(asc(properties.name), asc(rotations.name));
  return rows;
}

export async function getRotation(db: Db, id: number): Promise<RotationDto> {
  const [row] = await db.select(columns).from(rotations).innerJoin(properties, eq(properties.id, rotations.departmentPropertyId)).where(eq(rotations.id, id));
  if (!row) throw notFound('Turnussen findes ikke.');
  return row;
}

export async function insertRotation(db: Db, values: { name: string; departmentPropertyId: number; days: (number | null)[]; changedBy: number }): Promise<number> {
  const [row] = await db.insert(rotations).values(values).returning({ id: rotations.id });
  return row!.id;
}

export async function updateRotation(db: Db, id: number, values: { name: string; departmentPropertyId: number; days: (number | null)[]; changedBy: number }): Promise<void> {
  await db
    .update(rotations)
    .set({ ...values, changedAt: sql`now()` })
    .where(eq(rotations.id, id));
}

export async function deleteRotationRow(db: Db, id: number): Promise<void> {
  await db.delete(rotations).where(eq(rotations.id, id));
}

/** A rotation belongs to a department: a property of the department type. */
export async function assertDepartment(db: Db, propertyId: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select p.id from properties p join property_types t on t.id = p.property_type_id where p.id = ${propertyId} and t.key = 'department'`,
  );
  if (!row) throw badRequest('not_a_department', 'Afdelingen findes ikke.');
}

/** Every code of the days must be an active watch code; answers their codes by id. */
export async function assertActiveCodes(db: Db, days: readonly (number | null)[]): Promise<Map<number, string>> {
  const ids = [...new Set(days.filter((day): day is number => day !== null))];
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; code: string; active: boolean }>(db, sql`select id, code, active from watch_templates where id = any(${idArray(ids)})`);
  const missing = ids.find((id) => !rows.some((row) => Number(row.id) === id));
  if (missing !== undefined) throw badRequest('unknown_watch_code', 'En vagtkode i turnussen findes ikke.');
  const inactive = rows.find((row) => !row.active);
  if (inactive) throw badRequest('watch_template_inactive', `Vagtkoden ${inactive.code} er deaktiveret og kan ikke bruges i en turnus.`);
  return new Map(rows.map((row) => [Number(row.id), row.code]));
}
