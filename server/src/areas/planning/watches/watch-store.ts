import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { IsoDate } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import { plannedWatches, realisedWatches, realisedWatchProperties } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../errors.ts';
import type { WatchTimes } from './watch-times.ts';
import { idArray, jsonRows } from '../../../db/sql-values.ts';
import { queryRows } from '../../../db/raw.ts';

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

/**
 * Writes planned watches, answering them in the order given: one statement with the rows as one JSON parameter,
 * however many (a rotation writes a year for a crew).
 */
export async function insertPlans(db: Db, values: readonly NewPlan[]): Promise<PlanRow[]> {
  if (values.length === 0) return [];
  const rows = await queryRows<{ id: number; changed_at: string }>(
    db,
    sql`insert into planned_watches (employment_id, watch_template_id, start_date, plan_user_id)
        select e, t, d, u from json_to_recordset(${jsonRows(values.map((value, i) => ({ i, e: value.employmentId, t: value.watchTemplateId, d: value.startDate, u: value.planUserId })))})
          as x(i int, e int, t int, d date, u int)
        order by i
        returning id, changed_at::text`,
  );
  if (rows.length !== values.length) throw new Error('De planlagte vagter blev ikke gemt');
  // Identity ids grow in the order the rows are inserted.
  const ordered = rows.map((row) => ({ id: Number(row.id), changedAt: row.changed_at })).sort((a, b) => a.id - b.id);
  return values.map((value, index) => ({ ...value, ...ordered[index]! }));
}

/** Writes realised watches with their properties, answering them in the order given; one statement each for any number. */
export async function insertRealised(db: Db, changedBy: number | null, list: readonly RealisedValues[]): Promise<RealisedWithProperties[]> {
  if (list.length === 0) return [];
  const values = list.map((watch, i) => ({
    i,
    e: watch.employmentId,
    p: watch.plannedWatchId,
    t: watch.watchTemplateId,
    w: watch.watchDetailId,
    d: watch.startDate,
    st: watch.startTime,
    et: watch.endTime,
    sa: watch.startAt,
    ea: watch.endAt,
    m: watch.totalTime,
    pm: watch.paidTimeManual ?? false,
    o: watch.overridden,
    c: watch.comment,
  }));
  const rows = await queryRows<{ id: number; start_time: string; end_time: string; start_at: string; end_at: string; changed_at: string }>(
    db,
    sql`insert into realised_watches (employment_id, planned_watch_id, watch_template_id, watch_detail_id, start_date, start_time, end_time, start_at, end_at,
                                      total_time, paid_time_manual, overridden, comment, changed_by)
        select e, p, t, w, d, st, et, sa, ea, m, pm, o, c, ${changedBy}::int
        from json_to_recordset(${jsonRows(values)})
          as x(i int, e int, p int, t int, w int, d date, st time, et time, sa timestamptz, ea timestamptz, m int, pm boolean, o boolean, c text)
        order by i
        returning id, start_time::text, end_time::text, start_at::text, end_at::text, changed_at::text`,
  );
  if (rows.length !== list.length) throw new Error('De realiserede vagter blev ikke gemt');
  const stored = rows.map((row) => ({ ...row, id: Number(row.id) })).sort((a, b) => a.id - b.id);
  const written = list.map(({ properties, ...watch }, index): RealisedWithProperties => {
    const row = stored[index]!;
    return {
      ...watch,
      id: row.id,
      startTime: row.start_time,
      endTime: row.end_time,
      startAt: row.start_at,
      endAt: row.end_at,
      paidTimeManual: watch.paidTimeManual ?? false,
      cancelled: false,
      cancelledAt: null,
      cancelledBy: null,
      closed: false,
      changedAt: row.changed_at,
      changedBy,
      properties,
    };
  });
  await addProperties(db, written);
  return written;
}

/** The properties of new realised watches: one statement for all. */
async function addProperties(db: Db, watches: readonly RealisedWithProperties[]): Promise<void> {
  const values = watches.flatMap((watch) => watch.properties.map((property) => ({ w: watch.id, p: property.propertyId, v: property.value })));
  if (values.length === 0) return;
  await db.execute(sql`insert into realised_watch_properties (realised_watch_id, property_id, value)
    select w, p, v from json_to_recordset(${jsonRows(values)}) as x(w int, p int, v numeric)`);
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
