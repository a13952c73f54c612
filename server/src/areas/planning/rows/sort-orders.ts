import { and, eq, min } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { employeeSortOrders } from '../../../db/schema/index.ts';

/**
 * A planner's saved order of employees: sort position by employee id, in one department, or (without one)
 * the employee's first position in any of the planner's departments.
 */
export async function savedSortOrder(db: Db, planUserId: number, departmentId?: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ employeeId: employeeSortOrders.employeeId, sortOrder: min(employeeSortOrders.sortOrder) })
    .from(employeeSortOrders)
    .where(and(eq(employeeSortOrders.planUserId, planUserId), departmentId === undefined ? undefined : eq(employeeSortOrders.departmentPropertyId, departmentId)))
    .groupBy(employeeSortOrders.employeeId);
  return new Map(rows.map((row) => [row.employeeId, row.sortOrder ?? 0]));
}
