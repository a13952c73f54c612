import { sql } from 'drizzle-orm';
import { wallClockOf } from '@kaj/domain';
import { businessNow } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { badRequest } from '../../errors.ts';
import { idArray } from '../../db/sql-values.ts';
import { danishDate } from '../shared/danish-dates.ts';

/**
 * Nothing that has not happened is approved (issue 14.3): 400 naming the watches (up to five) that have not ended by
 * the business clock, so the approver chooses a period that ends before them.
 */
export async function assertWatchesEnded(db: Db, watchIds: readonly number[]): Promise<void> {
  if (watchIds.length === 0) return;
  const running = await queryRows<{ name: string; end_ms: number }>(
    db,
    sql`select trim(p.first_name || ' ' || p.last_name) as name, (extract(epoch from w.end_at) * 1000)::float8 as end_ms
        from realised_watches w join employments e on e.id = w.employment_id join employees p on p.id = e.employee_id
        where w.id = any(${idArray(watchIds)}) and w.end_at > ${businessNow().toISOString()}::timestamptz
        order by w.end_at, w.id`,
  );
  if (running.length === 0) return;
  const named = running.slice(0, 5).map((watch) => {
    const end = wallClockOf(Number(watch.end_ms));
    return `${watch.name} (slutter ${danishDate(end.date)} kl. ${end.time})`;
  });
  const more = running.length > named.length ? ` og ${running.length - named.length} mere` : '';
  const count = running.length === 1 ? '1 vagt er' : `${running.length} vagter er`;
  throw badRequest('watch_not_ended', `${count} ikke slut endnu og kan ikke godkendes: ${named.join(', ')}${more}. Vælg en periode, der slutter før.`);
}
