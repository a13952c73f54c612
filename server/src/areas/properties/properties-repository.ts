import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { properties, propertyTypes } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';

export type PropertyRow = typeof properties.$inferSelect;
export type PropertyTypeRow = typeof propertyTypes.$inferSelect;

export async function listProperties(db: Db, where?: SQL): Promise<PropertyRow[]> {
  return db.select().from(properties).where(where).orderBy(properties.name, properties.id);
}

export async function getProperty(db: Db, id: number): Promise<PropertyRow> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  if (!row) throw notFound('Egenskaben findes ikke.');
  return row;
}

export async function getPropertyType(db: Db, id: number): Promise<PropertyTypeRow> {
  const [row] = await db.select().from(propertyTypes).where(eq(propertyTypes.id, id));
  if (!row) throw notFound('Egenskabstypen findes ikke.');
  return row;
}

export async function propertyTypeIdByKey(db: Db, key: string): Promise<number> {
  const [row] = await db.select({ id: propertyTypes.id }).from(propertyTypes).where(eq(propertyTypes.key, key));
  if (!row) throw new Error(`Egenskabstypen ${key} mangler`);
  return row.id;
}

/** Codes are unique within a type, without regard to case. */
export async function assertCodeFree(db: Db, typeId: number, code: string | null, exceptId?: number): Promise<void> {
  if (code === null) return;
  const [clash] = await db
    .select({ name: properties.name })
    .from(properties)
    .where(
      and(
        eq(properties.propertyTypeId, typeId),
        sql`lower(${properties.code}) = ${code.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(properties.id, exceptId),
      ),
    );
  if (clash) throw badRequest('property_code_taken', `Koden ${code} bruges allerede af ${clash.name}.`);
}

/** A parent must be of the same type and not the property itself or one below it (that would make a cycle). */
export async function assertValidParent(db: Db, property: { id?: number; propertyTypeId: number }, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const parent = await getProperty(db, parentId).catch(() => {
    throw badRequest('unknown_parent', 'Den overordnede egenskab findes ikke.');
  });
  if (parent.propertyTypeId !== property.propertyTypeId) throw badRequest('parent_of_other_type', 'Den overordnede egenskab er af en anden type.');
  if (property.id === undefined) return;
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from properties where id = ${parentId}
      union
      select p.id, p.parent_id from properties p join up on p.id = up.parent_id
    )
    select id from up where id = ${property.id}`);
  if (rows.length > 0) throw badRequest('property_cycle', 'En egenskab kan ikke ligge under sig selv eller en af sine egne underegenskaber.');
}

interface Uses {
  children: number;
  employments: number;
  watchDetails: number;
  users: number;
  timeTables: number;
}

/** Why a property cannot be deleted, in Danish; null when nothing uses it. */
export async function whyInUse(db: Db, id: number): Promise<string | null> {
  const rows = await queryRows<Record<keyof Uses, number | string>>(db, sql`
    select
      (select count(*) from properties where parent_id = ${id}) as "children",
      (select count(*) from employment_properties where property_id = ${id}) as "employments",
      (select count(*) from watch_detail_properties where property_id = ${id}) as "watchDetails",
      (select count(distinct user_id) from user_properties where property_id = ${id}) as "users",
      (select count(*) from department_time_tables where property_id = ${id}) as "timeTables"`);
  const row = rows[0];
  if (!row) return null;
  const uses = Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as unknown as Uses;
  const reasons = [
    uses.children > 0 && `har ${uses.children} underliggende egenskab${uses.children === 1 ? '' : 'er'}`,
    uses.employments > 0 && `bruges på ${uses.employments} ansættelse${uses.employments === 1 ? '' : 'r'}`,
    uses.watchDetails > 0 && 'bruges på vagtkoder',
    uses.users > 0 && `er tilknyttet ${uses.users} bruger${uses.users === 1 ? '' : 'e'}`,
    uses.timeTables > 0 && 'er knyttet til en køreplan',
  ].filter((reason): reason is string => typeof reason === 'string');
  return reasons.length > 0 ? `Egenskaben kan ikke slettes, fordi den ${reasons.join(' og ')}. Deaktivér den i stedet.` : null;
}
