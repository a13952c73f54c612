// The planning grid's rows (EmployeeDto): what every grid read and every watch change answers.
// Owned by the grid-reads work; the watch changes import only these two functions.
import type { EmployeeDto } from '@kaj/contract';
import type { IsoDate } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../auth/session-user.ts';

export interface RowRange {
  start: IsoDate;
  end: IsoDate;
}

/** The rows of the employees of these employments over the range, one per employee, as the user sees them. */
export async function rowsOfEmployments(db: Db, user: SessionUser, employmentIds: readonly number[], range: RowRange): Promise<EmployeeDto[]> {
  void db;
  void user;
  void employmentIds;
  void range;
  throw new Error('rowsOfEmployments is being built');
}

/** The row of the employee of one employment over the range. */
export async function rowOfEmployment(db: Db, user: SessionUser, employmentId: number, range: RowRange): Promise<EmployeeDto> {
  const [row] = await rowsOfEmployments(db, user, [employmentId], range);
  if (!row) throw new Error(`No row for employment ${employmentId}`);
  return row;
}
