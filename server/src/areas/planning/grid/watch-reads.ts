// Reading watches beside the grid: the planned watches of chosen employments, and realised watches for editing.
import { sql } from 'drizzle-orm';
import { contract, type RealisedWatchDto } from '@kaj/contract';
import { unpaidBreakOf } from '@kaj/domain';
import { handle } from '../../../http/handler.ts';
import { queryRows } from '../../../db/raw.ts';
import { missingParameter, notFound } from '../../../errors.ts';
import { groupBy } from '../../shared/group-by.ts';
import { idArray } from '../../../db/sql-values.ts';
import { assertEmploymentsReadable, assertRange, viewerOf } from './grid-scope.ts';

const isoInstant = (ms: number) => new Date(Number(ms)).toISOString();

interface PlannedRow {
  id: number;
  employment_id: number;
  watch_template_id: number;
  code: string;
  color: string;
  start_date: string;
  plan_user_id: number | null;
  changed_ms: number;
  realised_ids: number[];
}

export const getPlannedWatches = handle(contract.plan.getPlannedWatches, async ({ db, user, body }) => {
  const range = assertRange(body.start, body.end);
  await assertEmploymentsReadable(db, await viewerOf(db, user), body.employmentIds);
  const rows = await queryRows<PlannedRow>(db, sql`
    select pw.id, pw.employment_id, pw.watch_template_id, wt.code, wt.color, to_char(pw.start_date, 'YYYY-MM-DD') as start_date, pw.plan_user_id,
      round(extract(epoch from pw.changed_at) * 1000)::float8 as changed_ms,
      array(select rw.id from realised_watches rw where rw.planned_watch_id = pw.id order by rw.start_at, rw.id) as realised_ids
    from planned_watches pw join watch_templates wt on wt.id = pw.watch_template_id
    where pw.employment_id = any(${idArray(body.employmentIds)}) and pw.start_date between ${range.start} and ${range.end}
    order by pw.employment_id, pw.start_date, pw.id`);
  return rows.map((row) => ({
    plannedWatchId: Number(row.id),
    employmentId: Number(row.employment_id),
    watchTemplateId: Number(row.watch_template_id),
    code: row.code,
    color: row.color,
    startDate: row.start_date,
    planUserId: row.plan_user_id === null ? null : Number(row.plan_user_id),
    changeDate: isoInstant(row.changed_ms),
    realisedWatchIds: row.realised_ids.map(Number),
  }));
});

interface RealisedRow {
  id: number;
  planned_watch_id: number | null;
  watch_template_id: number | null;
  employment_id: number;
  code: string | null;
  start_date: string;
  start_time: string;
  end_time: string;
  total_time: number;
  paid_time_manual: boolean;
  detail_start: string | null;
  detail_end: string | null;
  detail_paid: number | null;
  overridden: boolean;
  cancelled: boolean;
  closed: boolean;
  comment: string | null;
  changed_ms: number;
  changed_by: string | null;
}

interface WatchPropertyRow {
  realised_watch_id: number;
  property_id: number;
  property_type_id: number;
  name: string;
  code: string | null;
  value: string | null;
}

interface ApprovalRow {
  realised_watch_id: number;
  approval_id: number;
  approval_level_id: number;
  level_name: string;
  comment: string | null;
  approved_ms: number;
  approved_by: string | null;
  rejected: boolean;
  employment_id: number;
  watch_ids: number[];
}

/** Realised watches for editing (cancelled ones too, they are kept for history): those of a plan, or one by id. */
export const getRealisedWatch = handle(contract.plan.getRealisedWatch, async ({ db, user, query }) => {
  if (query.plannedwatchid === undefined && query.realisedwatchid === undefined) throw missingParameter('realisedwatchid');
  const which = query.realisedwatchid === undefined ? sql`rw.planned_watch_id = ${query.plannedwatchid}` : sql`rw.id = ${query.realisedwatchid}`;
  const rows = await queryRows<RealisedRow>(db, sql`
    select rw.id, rw.planned_watch_id, rw.watch_template_id, rw.employment_id, wt.code, to_char(rw.start_date, 'YYYY-MM-DD') as start_date,
      to_char(rw.start_time, 'HH24:MI') as start_time, to_char(rw.end_time, 'HH24:MI') as end_time, rw.total_time, rw.paid_time_manual, rw.overridden, rw.cancelled,
      to_char(wd.start_time, 'HH24:MI') as detail_start, to_char(wd.end_time, 'HH24:MI') as detail_end, wd.total_time as detail_paid,
      rw.closed, rw.comment, round(extract(epoch from rw.changed_at) * 1000)::float8 as changed_ms,
      nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as changed_by
    from realised_watches rw
    left join watch_templates wt on wt.id = rw.watch_template_id
    left join watch_details wd on wd.id = rw.watch_detail_id
    left join users u on u.id = rw.changed_by
    where ${which}
    order by rw.start_at, rw.id`);
  if (rows.length === 0) {
    if (query.realisedwatchid !== undefined) throw notFound('Vagten findes ikke.');
    const [plan] = await queryRows<{ id: number }>(db, sql`select id from planned_watches where id = ${query.plannedwatchid}`);
    if (!plan) throw notFound('Den planlagte vagt findes ikke.');
    return [];
  }
  await assertEmploymentsReadable(db, await viewerOf(db, user), [...new Set(rows.map((row) => Number(row.employment_id)))]);
  const ids = rows.map((row) => Number(row.id));
  const [properties, approvals] = await Promise.all([
    queryRows<WatchPropertyRow>(db, sql`
      select rwp.realised_watch_id, p.id as property_id, p.property_type_id, p.name, p.code, rwp.value
      from realised_watch_properties rwp join properties p on p.id = rwp.property_id
      where rwp.realised_watch_id = any(${idArray(ids)}) order by p.property_type_id, p.name`),
    queryRows<ApprovalRow>(db, sql`
      select aw.realised_watch_id, a.id as approval_id, a.approval_level_id, l.name as level_name, a.comment,
        round(extract(epoch from a.approved_at) * 1000)::float8 as approved_ms, a.rejected, a.employment_id,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as approved_by,
        array(select w.realised_watch_id from approval_watches w where w.approval_id = a.id order by w.realised_watch_id) as watch_ids
      from approval_watches aw join approvals a on a.id = aw.approval_id join approval_levels l on l.id = a.approval_level_id
      left join users u on u.id = a.approved_by
      where aw.realised_watch_id = any(${idArray(ids)}) order by a.approved_at, a.id`),
  ]);
  const propertiesOf = groupBy(properties, (row) => Number(row.realised_watch_id));
  const approvalsOf = groupBy(approvals, (row) => Number(row.realised_watch_id));
  return rows.map(
    (row): RealisedWatchDto => ({
      realisedWatchId: Number(row.id),
      plannedWatchId: row.planned_watch_id === null ? null : Number(row.planned_watch_id),
      watchTemplateId: row.watch_template_id === null ? null : Number(row.watch_template_id),
      employmentId: Number(row.employment_id),
      code: row.code ?? '',
      startDate: row.start_date,
      startTime: row.start_time,
      endTime: row.end_time,
      totalTime: Number(row.total_time),
      paidTimeManual: row.paid_time_manual,
      unpaidBreak:
        row.detail_start === null || row.detail_end === null || row.detail_paid === null
          ? 0
          : unpaidBreakOf({ startTime: row.detail_start, endTime: row.detail_end, totalTime: Number(row.detail_paid) }),
      overridden: row.overridden,
      cancelled: row.cancelled,
      closed: row.closed,
      properties: (propertiesOf.get(Number(row.id)) ?? []).map((p) => ({
        propertyId: Number(p.property_id),
        propertyTypeId: Number(p.property_type_id),
        name: p.name,
        code: p.code,
        value: p.value === null ? null : Number(p.value),
      })),
      approvals: (approvalsOf.get(Number(row.id)) ?? []).map((a) => ({
        approvalId: Number(a.approval_id),
        approvalLevelId: Number(a.approval_level_id),
        approvalLevel: a.level_name,
        comment: a.comment,
        approvalTime: isoInstant(a.approved_ms),
        approvedBy: a.approved_by ?? '',
        rejected: a.rejected,
        employmentId: Number(a.employment_id),
        realisedWatchIds: a.watch_ids.map(Number),
      })),
      comments: row.comment === null ? [] : [{ comment: row.comment, timestamp: isoInstant(row.changed_ms), type: 'Vagt', author: row.changed_by ?? '' }],
      changeDate: isoInstant(row.changed_ms),
      changedBy: row.changed_by,
    }),
  );
});
