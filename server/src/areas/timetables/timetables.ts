import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { daysInMonth } from '@kaj/domain';
import { handle } from '../../http/handler.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { departmentTimeTables, properties, propertyTypes, timeTableEntries, timeTableLines, timeTables } from '../../db/schema/index.ts';
import { getProperty } from '../properties/properties-repository.ts';
import { getLine, loadTimeTable, loadTimeTables, toLineDto } from './timetables-repository.ts';

export const getTimeTables = handle(contract.department.getTimeTables, async ({ db }) => loadTimeTables(db));

export const getTimeTableById = handle(contract.department.getTimeTableById, async ({ db, query }) => loadTimeTable(db, query.timetableId));

/** A department follows its own timetable, or else the nearest one above it (a ship's timetable covers its departments). */
export const getTimeTableByDepartment = handle(contract.department.getTimeTableByDepartment, async ({ db, query }) => {
  await getProperty(db, query.propertyId);
  const [nearest] = await queryRows<{ time_table_id: number }>(
    db,
    sql`
      with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from properties where id = ${query.propertyId}
        union all
        select p.id, p.parent_id, up.depth + 1 from properties p join up on p.id = up.parent_id where up.depth < 100
      )
      select d.time_table_id from up join department_time_tables d on d.property_id = up.id order by up.depth limit 1`,
  );
  if (!nearest) return null;
  const [table] = await loadTimeTables(
    db,
    eq(timeTables.id, Number(nearest.time_table_id)),
    and(eq(timeTableLines.year, query.year), eq(timeTableLines.month, query.month)),
  );
  return table ?? null;
});

async function assertDepartments(db: Db, propertyIds: readonly number[], timeTableId: number | undefined): Promise<void> {
  if (propertyIds.length === 0) return;
  const rows = await db
    .select({ id: properties.id, name: properties.name, key: propertyTypes.key })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
    .where(inArray(properties.id, [...propertyIds]));
  if (rows.length !== propertyIds.length) throw badRequest('unknown_property', 'En af afdelingerne findes ikke.');
  const other = rows.find((row) => row.key !== 'department');
  if (other) throw badRequest('not_a_department', `${other.name} er ikke en afdeling.`);
  const [taken] = await db
    .select({ department: properties.name, timeTable: timeTables.name })
    .from(departmentTimeTables)
    .innerJoin(properties, eq(properties.id, departmentTimeTables.propertyId))
    .innerJoin(timeTables, eq(timeTables.id, departmentTimeTables.timeTableId))
    .where(and(inArray(departmentTimeTables.propertyId, [...propertyIds]), timeTableId === undefined ? undefined : ne(departmentTimeTables.timeTableId, timeTableId)));
  if (taken) throw badRequest('department_has_time_table', `${taken.department} følger allerede køreplanen ${taken.timeTable}.`);
}

export const saveTimeTable = handle(contract.department.saveTimeTable, async ({ db, body }) =>
  db.transaction(async (tx) => {
    const departmentIds = [...new Set(body.departmentPropertyIds)];
    const existingId = body.timeTableId ?? undefined;
    if (existingId !== undefined) await loadTimeTable(tx, existingId);
    await assertDepartments(tx, departmentIds, existingId);
    const [saved] =
      existingId === undefined
        ? await tx.insert(timeTables).values({ name: body.name }).returning({ id: timeTables.id })
        : await tx.update(timeTables).set({ name: body.name }).where(eq(timeTables.id, existingId)).returning({ id: timeTables.id });
    if (!saved) throw new Error('Køreplanen blev ikke gemt');
    await tx.delete(departmentTimeTables).where(eq(departmentTimeTables.timeTableId, saved.id));
    if (departmentIds.length) await tx.insert(departmentTimeTables).values(departmentIds.map((propertyId) => ({ propertyId, timeTableId: saved.id })));
    return loadTimeTable(tx, saved.id);
  }),
);

export const saveTimeTableLine = handle(contract.department.saveTimeTableLine, async ({ db, body }) =>
  db.transaction(async (tx) => {
    await loadTimeTable(tx, body.timeTableId);
    const values = { timeTableId: body.timeTableId, sortOrder: body.sortOrder, month: body.month, year: body.year, text: body.text ?? '' };
    if (body.timeTableLineId) {
      const line = await getLine(tx, body.timeTableLineId);
      if (line.timeTableId !== body.timeTableId) throw badRequest('line_of_other_time_table', 'Linjen hører til en anden køreplan.');
      const lastDay = daysInMonth(body.year, body.month);
      const [beyond] = await tx
        .select({ day: timeTableEntries.day })
        .from(timeTableEntries)
        .where(and(eq(timeTableEntries.timeTableLineId, line.id), sql`${timeTableEntries.day} > ${lastDay}`));
      if (beyond) throw badRequest('day_outside_month', `Linjen har en tekst den ${beyond.day}., som ikke findes i den valgte måned.`);
    }
    const [saved] = body.timeTableLineId
      ? await tx.update(timeTableLines).set(values).where(eq(timeTableLines.id, body.timeTableLineId)).returning()
      : await tx.insert(timeTableLines).values(values).returning();
    if (!saved) throw new Error('Linjen blev ikke gemt');
    const entries = await tx.select().from(timeTableEntries).where(eq(timeTableEntries.timeTableLineId, saved.id)).orderBy(timeTableEntries.day);
    return toLineDto(saved, entries);
  }),
);

/** One text per day of a line: saving a day that has one replaces it, and an empty text removes it (answers null). */
export const saveTimeTableEntry = handle(contract.department.saveTimeTableEntry, async ({ db, body }) =>
  db.transaction(async (tx) => {
    const line = await getLine(tx, body.timeTableLineId);
    if (body.day > daysInMonth(line.year, line.month)) throw badRequest('day_outside_month', `Dagen ${body.day} findes ikke i ${line.month}/${line.year}.`);
    const text = body.text?.trim() ?? '';
    const [sameDay] = await tx
      .select()
      .from(timeTableEntries)
      .where(and(eq(timeTableEntries.timeTableLineId, line.id), eq(timeTableEntries.day, body.day)));
    let entryId = sameDay?.id;
    if (body.timeTableEntryId) {
      const [entry] = await tx.select().from(timeTableEntries).where(eq(timeTableEntries.id, body.timeTableEntryId));
      if (!entry || entry.timeTableLineId !== line.id) throw notFound('Teksten findes ikke i linjen.');
      if (sameDay && sameDay.id !== entry.id) throw badRequest('day_taken', `Den ${body.day}. har allerede en tekst i linjen.`);
      entryId = entry.id;
    }
    if (text === '') {
      if (entryId !== undefined) await tx.delete(timeTableEntries).where(eq(timeTableEntries.id, entryId));
      return null;
    }
    const [saved] =
      entryId === undefined
        ? await tx.insert(timeTableEntries).values({ timeTableLineId: line.id, day: body.day, text }).returning()
        : await tx.update(timeTableEntries).set({ day: body.day, text }).where(eq(timeTableEntries.id, entryId)).returning();
    if (!saved) throw new Error('Teksten blev ikke gemt');
    return { timeTableEntryId: saved.id, timeTableLineId: saved.timeTableLineId, day: saved.day, text: saved.text };
  }),
);

export const timeTableHandlers = [getTimeTables, getTimeTableById, getTimeTableByDepartment, saveTimeTable, saveTimeTableLine, saveTimeTableEntry];
