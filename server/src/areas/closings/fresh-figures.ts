import { sql } from 'drizzle-orm';
import type { Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { recalculateEmployments } from '../pay-engine/recalculate.ts';
import { idArray } from '../../db/sql-values.ts';

// One result however you get there (issue 14.4): a lock freezes the engine's figures as they are now, never what
// happened to be stored (a month no change had reached, forecasts of days since passed), so a first lock, a lock
// after an unlock, and a department's lock agree. An open month is read the same way, so it shows what a lock would freeze.

export interface MonthStart {
  readonly employeeId: number;
  /** The first month the employee's figures are read or frozen from. */
  readonly period: Period;
}

/** Every employment of the employees: balances are the employee's, so all of them make a month's figures. */
async function employmentsOf(db: Db, employeeIds: readonly number[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from employments where employee_id = any(${idArray(employeeIds)}) order by id`);
  return rows.map((row) => Number(row.id));
}

/** Recalculates the employees' open months from each one's month on (locked months stay as they are). */
export async function recalculateFrom(db: Db, starts: readonly MonthStart[]): Promise<void> {
  const earliest = new Map<number, Period>();
  for (const start of starts) {
    const known = earliest.get(start.employeeId);
    if (known === undefined || start.period < known) earliest.set(start.employeeId, start.period);
  }
  const byPeriod = new Map<Period, number[]>();
  for (const [employeeId, period] of earliest) byPeriod.set(period, [...(byPeriod.get(period) ?? []), employeeId]);
  for (const [period, employeeIds] of [...byPeriod].sort(([a], [b]) => a.localeCompare(b))) {
    await recalculateEmployments(db, await employmentsOf(db, employeeIds), period);
  }
}

/** Carries the read's answer out of the transaction it rolls back. */
class Answer<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back with an answer');
  }
}

/**
 * Reads with the employees' months recalculated as a lock would recalculate them, inside a savepoint (or transaction)
 * that is rolled back after the read: an open month shows exactly what locking it would freeze, and a read writes nothing.
 */
export async function asIfRecalculated<T>(db: Db, starts: readonly MonthStart[], read: (tx: Db) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      await recalculateFrom(tx, starts);
      throw new Answer(await read(tx));
    });
  } catch (error) {
    if (error instanceof Answer) return error.value as T;
    throw error;
  }
  throw new Error('asIfRecalculated: the read gave no answer');
}
