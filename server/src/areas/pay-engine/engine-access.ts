import { sql } from 'drizzle-orm';
import type { IsoDate } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { assertEmployeeWithin, assertEmploymentsWithin, readReach, writeReach } from '../employees/employee-access.ts';
import { notFound } from '../../errors.ts';

// Who may see and change pay figures: planners within their departments; an employee their own.

export interface EmploymentHead {
  id: number;
  employeeId: number;
  startDate: IsoDate;
}

export async function employmentHead(db: Db, employmentId: number): Promise<EmploymentHead> {
  const [row] = await queryRows<{ id: number; employee_id: number; start_date: string }>(
    db,
    sql`select id, employee_id, start_date::text from employments where id = ${employmentId}`,
  );
  if (!row) throw notFound('Ansættelsen findes ikke.');
  return { id: Number(row.id), employeeId: Number(row.employee_id), startDate: row.start_date };
}

/** The employment, when the user may plan it (403 outside their departments). */
export async function writableEmployment(db: Db, user: SessionUser, employmentId: number): Promise<EmploymentHead> {
  const head = await employmentHead(db, employmentId);
  await assertEmploymentsWithin(db, await writeReach(db, user), [employmentId]);
  return head;
}

export async function assertEmployeeReadable(db: Db, user: SessionUser, employeeId: number): Promise<void> {
  if (user.employeeId === employeeId) return;
  await assertEmployeeWithin(db, await readReach(db, user), employeeId);
}
