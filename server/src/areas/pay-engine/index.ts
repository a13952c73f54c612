// The pay engine on the database (DOMAIN.md sections 6–8). Owned by the pay-engine work; the planning
// area imports only what is exported here.
import type { EmployeeDto } from '@kaj/contract';
import type { IsoDate } from '@kaj/domain';
import type { Db } from '../../db/client.ts';

/**
 * Recalculates the open (not locked) months of these employments from the month of `from` on, writing their
 * activities; called inside the transaction of every watch change, so balances are never stale.
 */
export async function recalculateEmployments(db: Db, employmentIds: readonly number[], from: IsoDate): Promise<void> {
  void db;
  void employmentIds;
  void from;
}

/** What a grid row shows of pay: balances at the range's end, activity per account in the range, norms. */
export type RowFigures = Pick<EmployeeDto, 'saldi' | 'payAccountValues' | 'norms' | 'contractBalances' | 'isOverTarget' | 'isOverMax' | 'multiplier'>;

export interface FiguresRequest {
  employeeId: number;
  employmentIds: readonly number[];
}

/** The pay figures of each employee's row over start–end, keyed by employee id. */
export async function rowFigures(db: Db, employees: readonly FiguresRequest[], range: { start: IsoDate; end: IsoDate }): Promise<Map<number, RowFigures>> {
  void db;
  void range;
  return new Map(
    employees.map((employee) => [
      employee.employeeId,
      { saldi: [], payAccountValues: [], norms: [], contractBalances: [], isOverTarget: false, isOverMax: false, multiplier: 1 },
    ]),
  );
}
