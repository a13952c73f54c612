import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { reaches, type Reach } from '../../auth/reach.ts';
import { forbidden, notFound } from '../../errors.ts';

/** The chosen department of a report: 404 when it is no department, 403 outside the caller's reach. */
export async function assertDepartmentInReach(db: Db, reach: Reach, departmentId: number): Promise<number> {
  const [department] = await queryRows<{ id: number }>(db, sql`
    select p.id from properties p join property_types t on t.id = p.property_type_id where p.id = ${departmentId} and t.key = 'department'`);
  if (!department) throw notFound('Afdelingen findes ikke.');
  if (!reaches(reach, departmentId)) throw forbidden('Afdelingen ligger uden for dine afdelinger.');
  return departmentId;
}
