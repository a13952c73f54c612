import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';

/** A department and every department below it. */
export async function departmentAndBelow(db: Db, departmentId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive tree(id) as (select ${departmentId}::int union select p.id from properties p join tree on p.parent_id = tree.id)
    select id from tree order by id`);
  return rows.map((row) => Number(row.id));
}
