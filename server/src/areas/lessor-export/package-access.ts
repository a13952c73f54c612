import { sql, type SQL } from 'drizzle-orm';
import { PLANNERS } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { departmentReach } from '../../auth/reach.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { forbidden, notFound } from '../../errors.ts';
import { idArray } from '../../db/sql-values.ts';

export interface PackageHead {
  id: number;
  name: string;
  fileLayout: 'lessor5' | 'lessor4';
}

/**
 * True for a package holding an employee (not a draft, with an employment) none of whose employments lies
 * in the departments given: a planner of those departments does not reach that employee.
 */
export function holdsEmployeeOutside(packageId: SQL | number, departmentIds: readonly number[]): SQL {
  return sql`exists (
    select 1 from employees emp
    where emp.export_package_id = ${packageId} and emp.master_id is null
      and exists (select 1 from employments e where e.employee_id = emp.id)
      and not exists (
        select 1 from employments e join employment_properties ep on ep.employment_id = e.id
        where e.employee_id = emp.id and ep.property_id = any(${idArray([...departmentIds])})))`;
}

/**
 * The package, when the user may export it: Admin every package, a planner only a package every employee
 * of which they reach (an employment in the planner's departments), since an export names and marks the
 * closings of all of them. The same check guards pre-check, previews, files and deletion. `forUpdate` locks
 * the row, so two exports of one package run one after the other.
 */
export async function exportablePackage(db: Db, user: SessionUser, packageId: number, forUpdate = false): Promise<PackageHead> {
  const [row] = await queryRows<{ id: number; name: string; file_layout: PackageHead['fileLayout'] }>(
    db,
    sql`select id, name, file_layout from export_packages where id = ${packageId} ${forUpdate ? sql`for update` : sql``}`,
  );
  if (!row) throw notFound('Eksportpakken findes ikke.');
  const reach = await departmentReach(db, user, PLANNERS);
  if (reach !== 'all') {
    const [outside] = await queryRows<{ outside: boolean }>(db, sql`select ${holdsEmployeeOutside(packageId, [...reach])} as outside`);
    if (reach.size === 0 || outside?.outside) {
      throw forbidden('Eksportpakken har medarbejdere uden for dine afdelinger. Kun den, der når alle pakkens medarbejdere (f.eks. en administrator), kan eksportere den.');
    }
  }
  return { id: row.id, name: row.name, fileLayout: row.file_layout };
}
