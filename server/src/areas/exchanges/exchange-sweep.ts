import { businessNow } from '../../clock.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { recordChangeBy } from '../self-service/change-log.ts';
import { noticeClosed } from './exchange-notices.ts';

// Expired offers close by themselves (docs/decisions.md, issue 16): at the start of every read and step of the
// exchanges, one statement closes what is due. No timer: whoever looks next sees them closed, and the offerer is told
// then. Two sweeps at once close each offer once (the second finds it no longer open).

const KAJ = { userId: null, userName: 'Kaj' };

/**
 * Closes the open offers whose expiry has passed (closed at their expiry), and the accepted exchanges whose watch
 * began before a planner approved them. Runs in a transaction of its own unless given one.
 */
export async function closeExpired(db: Db): Promise<void> {
  const now = businessNow().toISOString();
  await db.transaction(async (tx) => {
    const closed = await queryRows<{ id: number; planned_watch_id: number; employment_id: number; start_date: string }>(
      tx,
      sql`update watch_exchanges x set status = 'expired',
            decided_at = case when x.status = 'open' then x.expiration else ${now}::timestamptz end,
            decision_comment = case when x.status = 'open' then 'Ingen bud blev valgt, før tilbuddet udløb.' else 'Vagten begyndte, før byttet blev godkendt.' end
          from planned_watches pw
          where pw.id = x.planned_watch_id
            and ((x.status = 'open' and x.expiration <= ${now}::timestamptz)
              or (x.status = 'accepted' and exists (select 1 from realised_watches r where r.planned_watch_id = pw.id and not r.cancelled and r.start_at <= ${now}::timestamptz)))
          returning x.id, x.planned_watch_id, coalesce(x.offered_by_employment_id, pw.employment_id) as employment_id, pw.start_date::text as start_date`,
    );
    for (const row of closed) {
      await recordChangeBy(tx, KAJ, { entity: 'watchExchange', entityId: Number(row.id), employmentId: Number(row.employment_id), date: row.start_date, action: 'expire' });
      await noticeClosed(tx, Number(row.id), null);
    }
  });
}
