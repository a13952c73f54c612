import { sql } from 'drizzle-orm';
import { PLANNERS } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { departmentReach } from '../../auth/reach.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { forbidden, notFound } from '../../errors.ts';
import { idArray } from '../planning/rows/sql-values.ts';

export interface PackageHead {
  id: number;
  name: string;
  fileLayout: 'lessor5' | 'lessor4';
}

/**
 * The package, when the user may export it: Admin every package, a planner those holding an employee with
 * an employment in the planner's departments (the rule of GetMyExportPackages). `forUpdate` locks the row,
 * so two exports of one package run one after the other.
 */
export async function exportablePackage(db: Db, user: SessionUser, packageId: number, forUpdate = false): Promise<PackageHead> {
  const [row] = await queryRows<{ id: number; name: string; file_layout: PackageHead['fileLayout'] }>(
    db,
    sql`select id, name, file_layout from export_packages where id = ${packageId} ${forUpdate ? sql`for update` : sql``}`,
  );
  if (!row) throw notFound('Eksportpakken findes ikke.');
  const reach = await departmentReach(db, user, PLANNERS);
  if (reach !== 'all') {
    const [within] = await queryRows<{ ok: boolean }>(
      db,
      sql`select exists (
        select 1 from employees emp
        join employments e on e.employee_id = emp.id
        join employment_properties ep on ep.employment_id = e.id
        where emp.export_package_id = ${packageId} and emp.master_id is null and ep.property_id = any(${idArray([...reach])})) as ok`,
    );
    if (!within?.ok) throw forbidden('Eksportpakken ligger uden for dine afdelinger.');
  }
  return { id: row.id, name: row.name, fileLayout: row.file_layout };
}
