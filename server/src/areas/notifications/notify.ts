import { sql } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationKind } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { idArray } from '../../db/sql-values.ts';

/** The channel a transaction that queued mail NOTIFYs at commit, so that a server instance sends it. */
export const MAIL_CHANNEL = 'kaj_mail';

/** A body longer than this takes no more merged lines, only a closing "…". */
const MAX_BODY = 3000;

/** Who receives a notification: users, and employees (each through the active user linked to them). */
export interface Recipients {
  userIds?: readonly number[];
  employeeIds?: readonly number[];
}

export interface Notice {
  kind: NotificationKind;
  title: string;
  body: string;
  /** An address inside the app the message leads to. */
  link?: string | null;
  /** Notices to one user with the same kind and key in one transaction become one, their bodies joined line by line. */
  mergeKey?: string;
}

async function userIdsOf(db: Db, recipients: Recipients): Promise<number[]> {
  const direct = recipients.userIds ?? [];
  const employees = recipients.employeeIds ?? [];
  if (direct.length + employees.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from users where is_active and (id = any(${idArray(direct)}) or employee_id = any(${idArray(employees)})) order by id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Sends a notification from inside any transaction: one in-app message per recipient, and a mail queued for those
 * who want mail of this kind. The mail is sent after the transaction commits (MAIL_CHANNEL); a rolled-back change
 * leaves neither message nor mail. A recipient who causes the change is left out by the caller, not here.
 */
export async function notify(db: Db, recipients: Recipients, notice: Notice): Promise<void> {
  const userIds = await userIdsOf(db, recipients);
  if (userIds.length === 0) return;
  const link = notice.link ?? null;
  const merged = notice.mergeKey
    ? await queryRows<{ user_id: number }>(
        db,
        sql`update notifications set
              title = ${notice.title},
              body = case when length(body) > ${MAX_BODY} then (case when body like '%…' then body else body || E'\n…' end)
                          else body || E'\n' || ${notice.body} end
            where user_id = any(${idArray(userIds)}) and kind = ${notice.kind} and merge_key = ${notice.mergeKey}
              and tx_id = txid_current() and read_at is null
            returning user_id`,
      )
    : [];
  const done = new Set(merged.map((row) => Number(row.user_id)));
  const fresh = userIds.filter((id) => !done.has(id));
  if (fresh.length === 0) return;
  const mailByDefault = NOTIFICATION_KINDS[notice.kind].mailByDefault;
  const queued = await queryRows<{ id: number }>(
    db,
    sql`with written as (
          insert into notifications (user_id, kind, title, body, link, merge_key)
          select u, ${notice.kind}, ${notice.title}, ${notice.body}, ${link}, ${notice.mergeKey ?? null} from unnest(${idArray(fresh)}) as u
          returning id, user_id)
        insert into notification_mails (notification_id)
        select w.id from written w
        join users u on u.id = w.user_id
        left join notification_mail_choices c on c.user_id = w.user_id and c.kind = ${notice.kind}
        where coalesce(c.mail, ${mailByDefault}) and trim(u.email) <> ''
        returning id`,
  );
  if (queued.length > 0) await db.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
}
