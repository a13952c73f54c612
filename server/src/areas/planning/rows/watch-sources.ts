// The set-based reads of the watches behind the grid rows: the realised watches, their properties and the plans
// without realised watches, each one query (or two halves side by side) for all employments at once.
import { sql } from 'drizzle-orm';
import type { IsoDate, Span } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/raw.ts';
import { readAll } from '../../../db/read-all.ts';
import { PackedRow } from '../../../db/packed-row.ts';
import { epochMs, idArray, wholeEpochMs } from '../../../db/sql-values.ts';
import type { PropertySource } from './row-sources.ts';
import { groupBy } from '../../shared/group-by.ts';

export interface RealisedSource {
  realisedWatchId: number;
  plannedWatchId: number | null;
  watchTemplateId: number | null;
  employmentId: number;
  code: string | null;
  color: string | null;
  startDate: IsoDate;
  startTime: string;
  endTime: string;
  startMs: number;
  endMs: number;
  totalTime: number;
  overridden: boolean;
  closed: boolean;
  approved: boolean;
  rejected: boolean;
  /** Rejected, and changed since: waits for the approver again (no longer shown as rejected). */
  corrected: boolean;
  changedMs: number;
  /** The employee registered other times than the watch's, and the registration waits for the planner. */
  registrationDiffers: boolean;
}

/** The range of a row's days, and the start of the week before it that the rest hours read (`restFrom`). */
export interface WatchRange {
  restFrom: IsoDate;
  from: IsoDate;
  end: IsoDate;
}

/** The realised watches shown, and the spans of those before the range, which the rest hours read and the grid does not show. */
export interface RealisedRead {
  watches: Map<number, RealisedSource[]>;
  restSpansBefore: Map<number, Span[]>;
}

/**
 * A department's watches are the longest read of a cold grid, while the database also reads the pay figures: from
 * this many employments they are read in two halves side by side, so they take both of its cores.
 */
const SPLIT_FROM = 100;

/** The realised watches of the employments as packed text, one row per employment (`readRealisedWatches`). */
async function realisedRows(db: Db, employmentIds: readonly number[], range: WatchRange): Promise<{ employment_id: number; w: string | null; s: string | null }[]> {
  const ids = idArray(employmentIds);
  const shown = sql`rw.employment_id = any(${ids}) and rw.start_date between ${range.from} and ${range.end} and not rw.cancelled`;
  // Approvals are grouped once for the watches shown and joined, not looked up per watch. The watches are read twice
  // by the index rather than kept in a CTE: a fifth less work for the database. A filter leaves the text of a watch
  // before the range unwritten.
  return queryRows<{ employment_id: number; w: string | null; s: string | null }>(db, sql`
    with approval_state as (
      select aw.realised_watch_id, coalesce(max(a.id) filter (where not a.rejected), 0) as last_approval,
        coalesce(max(a.id) filter (where a.rejected), 0) as last_rejection,
        max(a.approved_at) filter (where a.rejected) as last_rejected_at
      from approval_watches aw join approvals a on a.id = aw.approval_id
      where aw.realised_watch_id = any(array(select rw.id from realised_watches rw where ${shown}))
      group by aw.realised_watch_id),
    waiting_registrations as (
      select tr.realised_watch_id, bool_or(tr.start_at <> w.start_at or tr.end_at <> w.end_at) as differs
      from realised_time_registrations tr join realised_watches w on w.id = tr.realised_watch_id
      where tr.employment_id = any(${ids}) and tr.status = 'pending'
      group by tr.realised_watch_id)
    select rw.employment_id, string_agg(concat_ws('|', rw.id, coalesce(rw.planned_watch_id::text, ''), coalesce(rw.watch_template_id::text, ''),
      rw.start_date, rw.start_time, rw.end_time, ${wholeEpochMs(sql`rw.start_at`)}, ${wholeEpochMs(sql`rw.end_at`)}, rw.total_time, rw.overridden::int, rw.closed::int,
      ${wholeEpochMs(sql`rw.changed_at`)}, coalesce(ap.last_approval > ap.last_rejection, false)::int,
      coalesce(ap.last_rejection > ap.last_approval and rw.changed_at <= ap.last_rejected_at, false)::int,
      coalesce(ap.last_rejection > ap.last_approval and rw.changed_at > ap.last_rejected_at, false)::int,
      coalesce(tr.differs, false)::int), ';') filter (where rw.start_date >= ${range.from}) as w,
      string_agg(concat_ws('|', ${wholeEpochMs(sql`rw.start_at`)}, ${wholeEpochMs(sql`rw.end_at`)}), ';') filter (where rw.start_date < ${range.from}) as s
    from realised_watches rw
    left join approval_state ap on ap.realised_watch_id = rw.id
    left join waiting_registrations tr on tr.realised_watch_id = rw.id
    where rw.employment_id = any(${ids}) and rw.start_date between ${range.restFrom} and ${range.end} and not rw.cancelled
    group by rw.employment_id`);
}

/**
 * The realised watches that are not cancelled, starting from `from` to `end`, with template code and colour
 * and their approval state, from the decisions on those watches alone (an employee's years of approvals are not
 * read for a month), the latest decision counting as in server/src/areas/approvals/approval-state.ts:
 * approved when an approval came after the latest rejection, rejected when a rejection is the latest, and corrected
 * instead of rejected when the watch changed after that rejection. A department's
 * month is ten thousand watches, and the driver's parsing per row and column costs more than the query; so each watch
 * comes as one text of whole numbers and dates joined by '|' (none of them can hold one), an employment's watches
 * joined by ';' in one row, and the templates' codes and colours are read apart, side by side. By employment, each
 * one's watches in order of start; and beside them, in the same statement, the spans of those from `restFrom`
 * before the range.
 */
export async function readRealisedWatches(db: Db, employmentIds: readonly number[], range: WatchRange): Promise<RealisedRead> {
  const parts = employmentIds.length < SPLIT_FROM ? [employmentIds] : [employmentIds.slice(0, employmentIds.length >> 1), employmentIds.slice(employmentIds.length >> 1)];
  const [templates, rows] = await readAll(
    db,
    () => readTemplates(db),
    async () => (await readAll(db, ...parts.map((part) => () => realisedRows(db, part, range)))).flat(),
  );
  const row = new PackedRow();
  const result: RealisedRead = { watches: new Map(), restSpansBefore: new Map() };
  for (const { employment_id, w, s } of rows) {
    const employmentId = Number(employment_id);
    if (s !== null) {
      const spans = s.split(';').map((text): Span => {
        row.read(text);
        return { start: row.int(), end: row.int() };
      });
      result.restSpansBefore.set(employmentId, spans);
    }
    if (w === null) continue;
    const watches = w.split(';').map((watch): RealisedSource => {
      row.read(watch);
      const realisedWatchId = row.int();
      const plannedWatchId = row.intOrNull();
      const watchTemplateId = row.intOrNull();
      const shown = watchTemplateId === null ? undefined : templates.get(watchTemplateId);
      const startDate = row.string();
      const startTime = row.string(5);
      const endTime = row.string(5);
      const startMs = row.int();
      const endMs = row.int();
      const totalTime = row.int();
      const overridden = row.flag();
      const closed = row.flag();
      const changedMs = row.int();
      const approved = row.flag();
      const rejected = row.flag();
      const corrected = row.flag();
      const registrationDiffers = row.flag();
      return {
        realisedWatchId,
        plannedWatchId,
        watchTemplateId,
        employmentId,
        code: shown?.code ?? null,
        color: shown?.color ?? null,
        startDate,
        startTime,
        endTime,
        startMs,
        endMs,
        totalTime,
        overridden,
        closed,
        approved,
        rejected,
        corrected,
        changedMs,
        registrationDiffers,
      };
    });
    result.watches.set(employmentId, watches.sort((a, b) => a.startMs - b.startMs || a.realisedWatchId - b.realisedWatchId));
  }
  return result;
}

/**
 * Code and colour of every template: the catalogue is some hundred codes, and reading them all costs less than
 * finding those of the month's watches again (a second scan of ten thousand watches).
 */
async function readTemplates(db: Db): Promise<Map<number, { code: string; color: string }>> {
  const rows = await queryRows<{ id: number; code: string; color: string }>(db, sql`select id, code, color from watch_templates`);
  return new Map(rows.map((row) => [Number(row.id), { code: row.code, color: row.color }]));
}

export interface WatchPropertySource extends PropertySource {
  value: number | null;
  /** The template detail the watch was made from carries it too: it does not mark the watch. */
  fromTemplate: boolean;
}

/**
 * The properties of the realised watches (not cancelled) of the employments from `from` to `end`, by watch, each
 * watch's by type then name. A month has thousands, so they come as one text (watch, property, value, from the
 * template, joined by '|', none of which can hold one), and beside it, in the same statement, the catalogue of
 * properties with their names, in that order.
 */
export async function readWatchProperties(db: Db, employmentIds: readonly number[], from: IsoDate, end: IsoDate): Promise<Map<number, WatchPropertySource[]>> {
  const [read] = await queryRows<{ watches: string | null; catalogue: [number, number, string, string | null, string | null][] }>(db, sql`
    select (
      select string_agg(concat_ws('|', rwp.realised_watch_id, rwp.property_id, coalesce(rwp.value::text, ''),
        (exists (select 1 from watch_detail_properties wdp where wdp.watch_detail_id = rw.watch_detail_id and wdp.property_id = rwp.property_id))::int), ';')
      from realised_watches rw
      join realised_watch_properties rwp on rwp.realised_watch_id = rw.id
      where rw.employment_id = any(${idArray(employmentIds)}) and rw.start_date between ${from} and ${end} and not rw.cancelled) as watches,
    (select json_agg(json_build_array(p.id, p.property_type_id, p.name, p.code, t.key) order by p.property_type_id, p.name, p.id)
      from properties p join property_types t on t.id = p.property_type_id) as catalogue`);
  if (!read?.watches) return new Map();
  const properties = new Map(read.catalogue.map(([propertyId, propertyTypeId, name, code, typeKey], rank) => [propertyId, { propertyTypeId, name, code, typeKey, rank }]));
  const rankOf = (property: WatchPropertySource) => properties.get(property.propertyId)!.rank;
  const row = new PackedRow();
  const sources = read.watches.split(';').map((text): WatchPropertySource => {
    row.read(text);
    const ownerId = row.int();
    const propertyId = row.int();
    const { propertyTypeId, name, code, typeKey } = properties.get(propertyId)!;
    const value = row.string();
    return { ownerId, propertyId, propertyTypeId, name, code, typeKey, value: value === '' ? null : Number(value), fromTemplate: row.flag() };
  });
  const byWatch = groupBy(sources, (source) => source.ownerId);
  for (const list of byWatch.values()) if (list.length > 1) list.sort((a, b) => rankOf(a) - rankOf(b));
  return byWatch;
}

export interface PlanOnlySource {
  plannedWatchId: number;
  watchTemplateId: number;
  employmentId: number;
  code: string;
  color: string;
  startDate: IsoDate;
  /** The template's first watch of the day; 00:00–00:00 when it has none. */
  startTime: string;
  endTime: string;
  totalTime: number;
  changedMs: number;
}

interface PlanOnlyRow {
  id: number;
  watch_template_id: number;
  employment_id: number;
  code: string;
  color: string;
  start_date: string;
  start_time: string | null;
  end_time: string | null;
  total_time: number | null;
  changed_ms: number;
}

/** Plans from `from` to `end` that have no realised watches at all (not even cancelled ones). */
export async function readPlansWithoutRealised(db: Db, employmentIds: readonly number[], from: IsoDate, end: IsoDate): Promise<PlanOnlySource[]> {
  const rows = await queryRows<PlanOnlyRow>(db, sql`
    select pw.id, pw.watch_template_id, pw.employment_id, wt.code, wt.color, pw.start_date::text as start_date,
      to_char(d.start_time, 'HH24:MI') as start_time, to_char(d.end_time, 'HH24:MI') as end_time, d.total_time,
      ${epochMs(sql`pw.changed_at`)} as changed_ms
    from planned_watches pw
    join watch_templates wt on wt.id = pw.watch_template_id
    left join lateral (
      select wd.start_time, wd.end_time, wd.total_time from watch_details wd
      where wd.watch_template_id = wt.id and wd.watch_sub_template_id is null and wd.overrides_id is null
      order by wd.start_time, wd.id limit 1) d on true
    where pw.employment_id = any(${idArray(employmentIds)}) and pw.start_date between ${from} and ${end}
      and not exists (select 1 from realised_watches rw where rw.planned_watch_id = pw.id)
    order by pw.start_date, pw.id`);
  return rows.map((row) => ({
    plannedWatchId: Number(row.id),
    watchTemplateId: Number(row.watch_template_id),
    employmentId: Number(row.employment_id),
    code: row.code,
    color: row.color,
    startDate: row.start_date,
    startTime: row.start_time ?? '00:00',
    endTime: row.end_time ?? '00:00',
    totalTime: row.total_time === null ? 0 : Number(row.total_time),
    changedMs: Math.round(row.changed_ms),
  }));
}
