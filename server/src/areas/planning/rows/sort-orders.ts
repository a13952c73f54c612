import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { employeeSortOrders } from '../../../db/schema/index.ts';

/** A planner's saved order of a department's employees: sort position by employee id. */
export async function savedSortOrder(db: Db, planUserId: number, departmentId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ employeeId: employeeSortOrders.employeeId, sortOrder: employeeSortOrders.sortOrder })
    .from(employeeSortOrders)
    .where(and(eq(employeeSortOrders.planUserId, planUserId), eq(employeeSortOrders.departmentPropertyId, departmentId)));
  return new Map(rows.map((row) => [row.employeeId, row.sortOrder]));
}
