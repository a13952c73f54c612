import { sql } from 'drizzle-orm';
import { APPROVAL_QUEUE_READERS, contract, type ApprovalQueueApprovalDto, type ApprovalQueueState, type ApprovalQueueWatchDto } from '@kaj/contract';
import type { IsoDate } from '@kaj/domain';
import { assertReaches, departmentReach } from '../../auth/reach.ts';
import { businessNow } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { readAll } from '../../db/read-all.ts';
import { APPROVAL_LEVELS } from '../../db/reference/approval-levels.ts';
import { notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';

const TOP_LEVEL = Math.max(...APPROVAL_LEVELS.map((level) => level.level));
/** The answer's bound: a department's two months, cut with `truncated` beyond. */
const MAX_WATCHES = 3000;
const MAX_APPROVALS = 500;

interface Scope {
  departmentId: number;
  start: IsoDate;
  end: IsoDate;
}

/** The employments of the department and all below it that run in the period (masters, not drafts). */
const employmentsOf = (scope: Scope) => sql`
  with recursive tree(id) as (
    select ${scope.departmentId}::int union select p.id from properties p join tree on p.parent_id = tree.id)
  select distinct e.id, em.id as employee_id, trim(em.first_name || ' ' || em.last_name) as name
  from employments e join employees em on em.id = e.employee_id join employment_properties ep on ep.employment_id = e.id
  where ep.property_id in (select id from tree) and em.master_id is null
    and e.start_date <= ${scope.end} and (e.end_date is null or e.end_date >= ${scope.start})`;

interface WatchRow {
  id: number;
  employment_id: number;
  employee_id: number;
  name: string;
  code: string | null;
  color: string | null;
  start_date: string;
  start_time: string;
  end_time: string;
  total_time: number;
  level: number;
  latest_rejected: boolean;
  changed_since: boolean;
  ended: boolean;
  rejection_comment: string | null;
  rejected_by: string | null;
}

/**
 * The realised watches that still need an approver, with the state rule of approval-state.ts: rejected (the latest
 * decision is a rejection), corrected (rejected, then changed), or waiting (below the top level). Watches in a locked
 * month and cancelled ones are left out.
 */
async function queueWatches(db: Db, scope: Scope, state: ApprovalQueueState | undefined): Promise<{ watches: ApprovalQueueWatchDto[]; truncated: boolean }> {
  const rows = await queryRows<WatchRow>(db, sql`
    with emps as (${employmentsOf(scope)}),
    decisions as (
      select aw.realised_watch_id, coalesce(max(a.id) filter (where not a.rejected), 0) as last_approval,
        coalesce(max(a.id) filter (where a.rejected), 0) as last_rejection
      from approvals a join approval_watches aw on aw.approval_id = a.id
      where a.employment_id in (select id from emps)
      group by aw.realised_watch_id),
    levels as (
      select aw.realised_watch_id, max(l.level) as level
      from approval_watches aw join approvals a on a.id = aw.approval_id join approval_levels l on l.id = a.approval_level_id
      join decisions d on d.realised_watch_id = aw.realised_watch_id
      where not a.rejected and a.id > d.last_rejection
      group by aw.realised_watch_id),
    queue as (
      select w.id, w.employment_id, emps.employee_id, emps.name, t.code, t.color, w.start_date::text, w.start_time, w.end_time, w.total_time,
        coalesce(lv.level, 0) as level, coalesce(d.last_rejection > d.last_approval, false) as latest_rejected,
        coalesce(w.changed_at > r.approved_at, false) as changed_since, w.end_at <= ${businessNow().toISOString()}::timestamptz as ended,
        case when d.last_rejection > d.last_approval then r.comment end as rejection_comment,
        case when d.last_rejection > d.last_approval then coalesce(trim(u.first_name || ' ' || u.last_name), 'Ukendt') end as rejected_by
      from realised_watches w join emps on emps.id = w.employment_id
      left join watch_templates t on t.id = w.watch_template_id
      left join decisions d on d.realised_watch_id = w.id
      left join levels lv on lv.realised_watch_id = w.id
      left join approvals r on r.id = d.last_rejection
      left join users u on u.id = r.approved_by
      where w.start_date between ${scope.start} and ${scope.end} and not w.cancelled and not w.closed)
    select * from queue
    where (latest_rejected or level < ${TOP_LEVEL})
      and (${state ?? null}::text is null
        or (${state ?? null}::text = 'rejected' and latest_rejected and not changed_since)
        or (${state ?? null}::text = 'corrected' and latest_rejected and changed_since)
        or (${state ?? null}::text = 'waiting' and not latest_rejected))
    order by name, employment_id, start_date, start_time, id
    limit ${MAX_WATCHES + 1}`);
  return {
    truncated: rows.length > MAX_WATCHES,
    watches: rows.slice(0, MAX_WATCHES).map((row) => ({
      realisedWatchId: Number(row.id),
      employmentId: Number(row.employment_id),
      employeeId: Number(row.employee_id),
      employeeName: row.name,
      code: row.code ?? '',
      color: row.color ?? '#d9d9d9',
      startDate: row.start_date,
      startTime: row.start_time.slice(0, 5),
      endTime: row.end_time.slice(0, 5),
      totalTime: Number(row.total_time),
      state: !row.latest_rejected ? 'waiting' : row.changed_since ? 'corrected' : 'rejected',
      level: Number(row.level),
      ended: Boolean(row.ended),
      rejectionComment: row.rejection_comment,
      rejectedBy: row.rejected_by,
    })),
  };
}

interface ApprovalRow {
  id: number;
  employment_id: number;
  name: string;
  level: string;
  rejected: boolean;
  comment: string | null;
  approved_ms: number;
  approved_by: string;
  watch_count: number;
  first_date: string;
  last_date: string;
  closed: boolean;
}

/** The approvals and rejections of the department's employments that hold a watch of the period, newest first. */
async function periodApprovals(db: Db, scope: Scope): Promise<{ approvals: ApprovalQueueApprovalDto[]; truncated: boolean }> {
  const rows = await queryRows<ApprovalRow>(db, sql`
    with emps as (${employmentsOf(scope)})
    select a.id, a.employment_id, emps.name, l.name as level, a.rejected, a.comment,
      (extract(epoch from a.approved_at) * 1000)::float8 as approved_ms,
      coalesce(trim(u.first_name || ' ' || u.last_name), 'Ukendt') as approved_by,
      count(w.id) as watch_count, min(w.start_date)::text as first_date, max(w.start_date)::text as last_date, bool_or(w.closed) as closed
    from approvals a join emps on emps.id = a.employment_id
    join approval_levels l on l.id = a.approval_level_id
    join approval_watches aw on aw.approval_id = a.id join realised_watches w on w.id = aw.realised_watch_id
    left join users u on u.id = a.approved_by
    group by a.id, emps.name, l.name, u.first_name, u.last_name
    having min(w.start_date) <= ${scope.end} and max(w.start_date) >= ${scope.start}
    order by a.id desc
    limit ${MAX_APPROVALS + 1}`);
  return {
    truncated: rows.length > MAX_APPROVALS,
    approvals: rows.slice(0, MAX_APPROVALS).map((row) => ({
      approvalId: Number(row.id),
      employmentId: Number(row.employment_id),
      employeeName: row.name,
      approvalLevel: row.level,
      rejected: Boolean(row.rejected),
      comment: row.comment,
      approvalTime: new Date(Number(row.approved_ms)).toISOString(),
      approvedBy: row.approved_by,
      watchCount: Number(row.watch_count),
      firstDate: row.first_date,
      lastDate: row.last_date,
      closed: Boolean(row.closed),
    })),
  };
}

/** "Til godkendelse": a department's queue over a period, for approvers and the department's planners. */
export const getApprovalQueue = handle(contract.plan.getApprovalQueue, async ({ query, user, db }) => {
  const [department] = await queryRows<{ id: number }>(db, sql`
    select p.id from properties p join property_types t on t.id = p.property_type_id where p.id = ${query.departmentid} and t.key = 'department'`);
  if (!department) throw notFound('Afdelingen findes ikke.');
  assertReaches(await departmentReach(db, user, APPROVAL_QUEUE_READERS), [query.departmentid]);
  const scope = { departmentId: query.departmentid, start: query.start, end: query.end };
  const state = query.state as ApprovalQueueState | undefined;
  const [queue, decided] = await readAll(db, () => queueWatches(db, scope, state), () => periodApprovals(db, scope));
  return { watches: queue.watches, approvals: decided.approvals, truncated: queue.truncated || decided.truncated };
});
