import { sql } from 'drizzle-orm';
import type { Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { idArray } from '../../db/sql-values.ts';

// Row locks that make changes of an employee's months (watch changes, approvals, locks, unlocks, exports) queue up
// instead of racing (issue 18.1). Each takes its locks in one order (export package, employments, closings, each by
// id), so two of them never wait for each other in a circle.

/**
 * Locks every employment of the employees until the transaction ends: the same lock a watch change takes, so a
 * lock or an unlock waits for a change of the employee's watches (and the other way round), and two locks of one
 * employee run one after the other, the second seeing the first.
 */
export async function lockEmployees(db: Db, employeeIds: readonly number[]): Promise<void> {
  await db.execute(sql`select id from employments where employee_id = any(${idArray(employeeIds)}) order by id for update`);
}

/** Locks the employments until the transaction ends (the lock a watch change takes). */
export async function lockEmploymentRows(db: Db, employmentIds: readonly number[]): Promise<void> {
  await db.execute(sql`select id from employments where id = any(${idArray(employmentIds)}) order by id for update`);
}

/** Locks the closings until the transaction ends, so an unlock and an export of one closing cannot both succeed. */
export async function lockClosingRows(db: Db, closingIds: readonly number[]): Promise<void> {
  await db.execute(sql`select id from closings where id = any(${idArray(closingIds)}) order by id for update`);
}

/** Locks the package's closings of the month, which an export of it may carry and marks. */
export async function lockPackageClosings(db: Db, packageId: number, period: Period): Promise<void> {
  await db.execute(sql`select c.id from closings c join employments e on e.id = c.employment_id join employees emp on emp.id = e.employee_id
    where emp.export_package_id = ${packageId} and c.period = ${period}::date order by c.id for update of c`);
}
