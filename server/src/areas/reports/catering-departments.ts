import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { reaches, type Reach } from '../../auth/reach.ts';

// Which departments are catering (docs/decisions.md, gren facts): the departments with the flag
// "Cateringafdeling" set under Afdelinger.

/** The catering departments in reach, by id. */
export async function cateringDepartmentIds(db: Db, reach: Reach): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    select p.id from properties p join property_types t on t.id = p.property_type_id
    where t.key = 'department' and not p.disabled and p.is_catering
    order by p.id`);
  return rows.map((row) => Number(row.id)).filter((id) => reaches(reach, id));
}
