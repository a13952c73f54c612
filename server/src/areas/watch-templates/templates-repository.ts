import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { WatchTemplateDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { plannedWatches, properties, realisedWatches, watchDetailProperties, watchDetails, watchSubTemplates, watchTemplates } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { TemplateContent } from './template-content.ts';
import { toWatchTemplateDto, type DetailRow, type DetailPropertyRow } from './template-mappers.ts';

export type TemplateRow = typeof watchTemplates.$inferSelect;

export async function getTemplateRow(db: Db, id: number): Promise<TemplateRow> {
  const [row] = await db.select().from(watchTemplates).where(eq(watchTemplates.id, id));
  if (!row) throw notFound('Vagtkoden findes ikke.');
  return row;
}

/** The templates that any planned or realised watch uses, which can then only be deactivated (DOMAIN.md section 4). */
export async function usedTemplateIds(db: Db, templateIds: readonly number[]): Promise<Set<number>> {
  if (templateIds.length === 0) return new Set();
  const ids = [...templateIds];
  const planned = await db.selectDistinct({ id: plannedWatches.watchTemplateId }).from(plannedWatches).where(inArray(plannedWatches.watchTemplateId, ids));
  const realised = await db.selectDistinct({ id: realisedWatches.watchTemplateId }).from(realisedWatches).where(inArray(realisedWatches.watchTemplateId, ids));
  return new Set([...planned, ...realised].flatMap((row) => (row.id === null ? [] : [row.id])));
}

/** Templates with their details, properties and sub-templates, in five queries however many. */
export async function loadTemplates(db: Db, where?: SQL): Promise<WatchTemplateDto[]> {
  const rows = await db.select().from(watchTemplates).where(where).orderBy(asc(watchTemplates.sortGroup), asc(watchTemplates.code), asc(watchTemplates.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const subTemplates = await db.select().from(watchSubTemplates).where(inArray(watchSubTemplates.watchTemplateId, ids)).orderBy(asc(watchSubTemplates.dayOffset));
  const details = await db.select().from(watchDetails).where(inArray(watchDetails.watchTemplateId, ids)).orderBy(asc(watchDetails.id));
  const used = await usedTemplateIds(db, ids);
  const detailProperties: DetailPropertyRow[] = details.length
    ? await db
        .select({
          watchDetailId: watchDetailProperties.watchDetailId,
          propertyId: properties.id,
          propertyTypeId: properties.propertyTypeId,
          name: properties.name,
          code: properties.code,
          value: watchDetailProperties.value,
        })
        .from(watchDetailProperties)
        .innerJoin(properties, eq(properties.id, watchDetailProperties.propertyId))
        .where(
          inArray(
            watchDetailProperties.watchDetailId,
            details.map((detail) => detail.id),
          ),
        )
        .orderBy(asc(watchDetailProperties.id))
    : [];
  return rows.map((row) =>
    toWatchTemplateDto(
      row,
      subTemplates.filter((sub) => sub.watchTemplateId === row.id),
      details.filter((detail): detail is DetailRow => detail.watchTemplateId === row.id),
      detailProperties,
      !used.has(row.id),
    ),
  );
}

export async function loadTemplate(db: Db, id: number): Promise<WatchTemplateDto> {
  const [template] = await loadTemplates(db, eq(watchTemplates.id, id));
  if (!template) throw notFound('Vagtkoden findes ikke.');
  return template;
}

/** DOMAIN.md section 4: a code is unique among active templates. */
export async function assertCodeFreeAmongActive(db: Db, code: string, exceptId?: number): Promise<void> {
  const [clash] = await db
    .select({ id: watchTemplates.id })
    .from(watchTemplates)
    .where(and(eq(watchTemplates.active, true), sql`lower(${watchTemplates.code}) = ${code.toLowerCase()}`, exceptId === undefined ? undefined : ne(watchTemplates.id, exceptId)));
  if (clash) throw badRequest('watch_code_taken', `Der findes allerede en aktiv vagtkode ${code}.`);
}

/** Replaces a template's details and sub-templates with the given content. */
export async function writeContent(db: Db, templateId: number, content: TemplateContent): Promise<void> {
  await db.delete(watchDetails).where(eq(watchDetails.watchTemplateId, templateId));
  await db.delete(watchSubTemplates).where(eq(watchSubTemplates.watchTemplateId, templateId));
  for (const day of content.days) {
    const [sub] =
      day.dayOffset === 0
        ? [undefined]
        : await db.insert(watchSubTemplates).values({ watchTemplateId: templateId, dayOffset: day.dayOffset }).returning({ id: watchSubTemplates.id });
    const saved = await db
      .insert(watchDetails)
      .values(day.details.map((detail) => ({ watchTemplateId: templateId, watchSubTemplateId: sub?.id ?? null, startTime: detail.startTime, endTime: detail.endTime, totalTime: detail.totalTime })))
      .returning({ id: watchDetails.id });
    const values = day.details.flatMap((detail, index) =>
      detail.properties.map((property) => ({ watchDetailId: saved[index]!.id, propertyId: property.propertyId, value: property.value === null ? null : String(property.value) })),
    );
    if (values.length) await db.insert(watchDetailProperties).values(values);
  }
}
