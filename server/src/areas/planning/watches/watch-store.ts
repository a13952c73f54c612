import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { IsoDate } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import { plannedWatches, realisedWatches, realisedWatchProperties } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../errors.ts';
import type { WatchTimes } from './watch-times.ts';
import { idArray } from '../../../db/sql-values.ts';

// Reading and writing planned and realised watches; the rules live in watch-rules.ts.

export type PlanRow = typeof plannedWatches.$inferSelect;
export type RealisedRow = typeof realisedWatches.$inferSelect;
export interface WatchProperty {
  propertyId: number;
  value: string | null;
}
export type RealisedWithProperties = RealisedRow & { properties: WatchProperty[] };

/** A realised watch about to be written. */
export interface RealisedValues extends WatchTimes {
  employmentId: number;
  plannedWatchId: number | null;
  watchTemplateId: number | null;
  watchDetailId: number | null;
  totalTime: number;
  /** The paid minutes were typed and stay when the times change (false when left out). */
  paidTimeManual?: boolean;
  overridden: boolean;
  comment: string | null;
  properties: WatchProperty[];
}

/** Every change moves the change date forward, even two changes within one millisecond (no lost update). */
export const nextChangeDate = (column: typeof plannedWatches.changedAt | typeof realisedWatches.changedAt) => sql<string>`greatest(now(), ${column} + interval '1 millisecond')`;

export async function getPlan(db: Db, id: number): Promise<PlanRow> {
  const [row] = await db.select().from(plannedWatches).where(eq(plannedWatches.id, id));
  if (!row) throw notFound('Den planlagte vagt findes ikke.');
  return row;
}

async function withProperties(db: Db, rows: RealisedRow[]): Promise<RealisedWithProperties[]> {
  if (rows.length === 0) return [];
  const attached = await db
    .select()
    .from(realisedWatchProperties)
    .where(
      inArray(
        realisedWatchProperties.realisedWatchId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(realisedWatchProperties.propertyId));
  return rows.map((row) => ({
    ...row,
    properties: attached.filter((p) => p.realisedWatchId === row.id).map(({ propertyId, value }) => ({ propertyId, value })),
  }));
}

/** Realised watches by id, in the order asked; 404 when one is missing. */
export async function getRealised(db: Db, ids: readonly number[]): Promise<RealisedWithProperties[]> {
  const wanted = [...new Set(ids)];
  const rows = wanted.length ? await db.select().from(realisedWatches).where(inArray(realisedWatches.id, wanted)) : [];
  if (rows.length !== wanted.length) throw notFound('Vagten findes ikke.');
  return withProperties(
    db,
    wanted.map((id) => rows.find((row) => row.id === id)!),
  );
}

export async function realisedOfPlans(db: Db, planIds: readonly number[]): Promise<RealisedWithProperties[]> {
  if (planIds.length === 0) return [];
  const rows = await db
    .select()
    .from(realisedWatches)
    .where(inArray(realisedWatches.plannedWatchId, [...planIds]))
    .orderBy(asc(realisedWatches.startAt), asc(realisedWatches.id));
  return withProperties(db, rows);
}

/** The plans of an employment placed from start to end. */
export async function plansBetween(db: Db, employmentId: number, start: IsoDate, end: IsoDate): Promise<PlanRow[]> {
  return db
    .select()
    .from(plannedWatches)
    .where(and(eq(plannedWatches.employmentId, employmentId), gte(plannedWatches.startDate, start), lte(plannedWatches.startDate, end)))
    .orderBy(asc(plannedWatches.startDate), asc(plannedWatches.id));
}

/** Realised watches (cancelled ones too) of an employment starting from start to end. */
export async function realisedBetween(db: Db, employmentId: number, start: IsoDate, end: IsoDate): Promise<RealisedWithProperties[]> {
  const rows = await db
    .select()
    .from(realisedWatches)
    .where(and(eq(realisedWatches.employmentId, employmentId), gte(realisedWatches.startDate, start), lte(realisedWatches.startDate, end)))
    .orderBy(asc(realisedWatches.startAt), asc(realisedWatches.id));
  return withProperties(db, rows);
}

interface NewPlan {
  employmentId: number;
  watchTemplateId: number;
  startDate: IsoDate;
  planUserId: number | null;
}

export async function insertPlan(db: Db, values: NewPlan): Promise<PlanRow> {
  return (await insertPlans(db, [values]))[0]!;
}

/** Writes planned watches, answering them in the order given. */
export async function insertPlans(db: Db, values: readonly NewPlan[]): Promise<PlanRow[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(plannedWatches).values([...values]).returning();
  if (rows.length !== values.length) throw new Error('De planlagte vagter blev ikke gemt');
  // Identity ids grow in the order of the values.
  return rows.sort((a, b) => a.id - b.id);
}

export async function insertRealised(db: Db, changedBy: number | null, list: readonly RealisedValues[]): Promise<RealisedWithProperties[]> {
  if (list.length === 0) return [];
  const rows = await db
    .insert(realisedWatches)
    .values(list.map(({ properties: _, ...values }) => ({ ...values, changedBy })))
    .returning();
  await replaceProperties(
    db,
    rows.map((row, index) => ({ realisedWatchId: row.id, properties: list[index]!.properties })),
  );
  return rows.map((row, index) => ({ ...row, properties: list[index]!.properties }));
}

export async function replaceProperties(db: Db, watches: readonly { realisedWatchId: number; properties: readonly WatchProperty[] }[]): Promise<void> {
  if (watches.length === 0) return;
  await db.delete(realisedWatchProperties).where(
    inArray(
      realisedWatchProperties.realisedWatchId,
      watches.map((watch) => watch.realisedWatchId),
    ),
  );
  const values = watches.flatMap((watch) => watch.properties.map((property) => ({ realisedWatchId: watch.realisedWatchId, ...property })));
  if (values.length) await db.insert(realisedWatchProperties).values(values);
}

/** Writes the changed fields of a realised watch and moves its change date on. */
export async function updateRealised(db: Db, id: number, changedBy: number | null, fields: PgUpdateSetSource<typeof realisedWatches>): Promise<void> {
  await db
    .update(realisedWatches)
    .set({ ...fields, changedBy, changedAt: nextChangeDate(realisedWatches.changedAt) })
    .where(eq(realisedWatches.id, id));
}

/** Realised watches named together must belong to one plan when a plan is named. */
export function assertBelongToPlan(planId: number | null | undefined, realised: readonly RealisedRow[]): void {
  if (planId != null && realised.some((watch) => watch.plannedWatchId !== planId)) {
    throw badRequest('watch_not_of_plan', 'Vagterne hører ikke til den planlagte vagt.');
  }
}

/**
 * Locks the employments of these watches until the transaction ends, before the watches are read, so that a
 * concurrent change of them is seen (and a stale change date refused) rather than overwritten.
 */
export async function lockEmploymentsOf(db: Db, watches: { plannedWatchIds?: readonly number[]; realisedWatchIds?: readonly number[] }): Promise<void> {
  await db.execute(sql`select id from employments
    where id in (select employment_id from planned_watches where id = any(${idArray(watches.plannedWatchIds ?? [])})
                 union select employment_id from realised_watches where id = any(${idArray(watches.realisedWatchIds ?? [])}))
    order by id for update`);
}
