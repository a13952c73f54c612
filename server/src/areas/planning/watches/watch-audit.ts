import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../auth/session-user.ts';
import { sql } from 'drizzle-orm';
import { idArray, jsonRows } from '../../../db/sql-values.ts';
import type { PlanRow, RealisedWithProperties } from './watch-store.ts';
import { noticeWatchChanges } from './watch-notices.ts';

/** Who makes a change, as the audit trail records it. */
export interface Actor {
  userId: number | null;
  userName: string;
}

export const actorOf = (user: SessionUser): Actor => ({ userId: user.id, userName: `${user.firstName} ${user.lastName}`.trim() });

export type AuditAction = 'add' | 'change' | 'cancel' | 'remove' | 'move' | 'copy' | 'sync';

type Watch = PlanRow | RealisedWithProperties;

const entityOf = (watch: Watch) => ('plannedWatchId' in watch ? 'realisedWatch' : 'plannedWatch');

/**
 * One row per watch changed: who, when, what, and the record before and after (DOMAIN.md section 4). The
 * employees whose watches of the next 14 days changed are told here too, in the same transaction.
 */
export async function writeAudit(db: Db, actor: Actor, action: AuditAction, changes: readonly { before: Watch | null; after: Watch | null }[]): Promise<void> {
  const rows = changes.map(({ before, after }) => {
    const watch = (after ?? before)!;
    return { n: entityOf(watch), id: watch.id, e: watch.employmentId, d: watch.startDate, b: before, a: after };
  });
  // One statement with the rows as one JSON parameter: a rotation writes some 15,000 of them.
  if (rows.length) {
    await db.execute(sql`insert into audit_trail (user_id, user_name, entity, entity_id, employment_id, date, action, before, after)
      select ${actor.userId}::int, ${actor.userName}, n, id, e, d, ${action}, b, a
      from json_to_recordset(${jsonRows(rows)}) as x(n text, id int, e int, d date, b jsonb, a jsonb)`);
  }
  await noticeWatchChanges(db, actor, action, changes);
}

/** A planned watch as `writeAudit` records it: the row as Drizzle reads it. */
const PLAN_JSON = sql`jsonb_build_object('id', p.id, 'employmentId', p.employment_id, 'watchTemplateId', p.watch_template_id, 'startDate', p.start_date::text,
  'planUserId', p.plan_user_id, 'changedAt', p.changed_at::text)`;

/** A realised watch as `writeAudit` records it: the row as Drizzle reads it, with its properties. */
const REALISED_JSON = sql`jsonb_build_object('id', r.id, 'employmentId', r.employment_id, 'plannedWatchId', r.planned_watch_id, 'watchTemplateId', r.watch_template_id,
  'watchDetailId', r.watch_detail_id, 'startDate', r.start_date::text, 'startTime', r.start_time::text, 'endTime', r.end_time::text,
  'startAt', r.start_at::text, 'endAt', r.end_at::text, 'totalTime', r.total_time, 'paidTimeManual', r.paid_time_manual, 'overridden', r.overridden,
  'cancelled', r.cancelled, 'cancelledAt', r.cancelled_at::text, 'cancelledBy', r.cancelled_by, 'closed', r.closed, 'comment', r.comment,
  'changedAt', r.changed_at::text, 'changedBy', r.changed_by,
  'properties', coalesce((select jsonb_agg(jsonb_build_object('propertyId', rp.property_id, 'value', rp.value::text) order by rp.property_id)
                          from realised_watch_properties rp where rp.realised_watch_id = r.id), '[]'::jsonb))`;

/**
 * `writeAudit` for watches just added, with the records read from the tables inside the database: a rotation adds
 * some 15,000 rows, and sending them back as JSON cost more than writing them. Same rows, same JSON.
 */
export async function writeAddedAudit(db: Db, actor: Actor, plans: readonly PlanRow[], realised: readonly RealisedWithProperties[]): Promise<void> {
  if (plans.length > 0 || realised.length > 0) {
    // One statement for both: the plans first, then their watches, each in id order (as the audit ids then run).
    await db.execute(sql`insert into audit_trail (user_id, user_name, entity, entity_id, employment_id, date, action, before, after)
      select ${actor.userId}::int, ${actor.userName}, entity, id, employment_id, start_date, 'add', null, after
      from (select 1 as kind, 'plannedWatch' as entity, p.id, p.employment_id, p.start_date, ${PLAN_JSON} as after
            from planned_watches p where p.id = any(${idArray(plans.map((plan) => plan.id))})
            union all
            select 2, 'realisedWatch', r.id, r.employment_id, r.start_date, ${REALISED_JSON}
            from realised_watches r where r.id = any(${idArray(realised.map((watch) => watch.id))})) added
      order by kind, id`);
  }
  await noticeWatchChanges(db, actor, 'add', [...plans.map((after) => ({ before: null, after })), ...realised.map((after) => ({ before: null, after }))]);
}
