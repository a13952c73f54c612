import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { copyRows, type CopyValue } from '../../src/db/copy-rows.ts';
import { queryRows } from '../../src/db/raw.ts';
import { openTestDatabase } from '../support/test-database.ts';

// The COPY writer (one insert for few rows) the pay engine writes its activities with, on the run's driver
// (PostgreSQL with TEST_DATABASE_URL, else PGlite): the same rows come back, and they belong to the caller's
// transaction.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table copy_probe (n int not null, amount numeric(20, 6), day date, flag boolean, note text)`);
});
afterAll(() => database.close());

const COLUMNS = ['n', 'amount', 'day', 'flag', 'note'] as const;

async function probe(): Promise<{ n: number; amount: string | null; day: string | null; flag: boolean | null; note: string | null }[]> {
  return queryRows(database.db, sql`select n, amount::text as amount, day::text as day, flag, note from copy_probe order by n`);
}

describe('copyRows', () => {
  // Four rows go as one insert, a hundred (the four, 25 times) as COPY: both read the values alike.
  it.each([1, 25])('writes numbers, exact decimals, dates, booleans, nulls and text with tabs, newlines and backslashes as they are (%i × 4 rows)', async (times) => {
    await database.db.execute(sql`delete from copy_probe`);
    const rows = (n: number): CopyValue[][] => [
      [n + 1, '17595.600000', '2026-10-31', true, 'almindelig'],
      [n + 2, '-0.000001', '2024-02-29', false, 'tab\there, newline\nthere, backslash \\N and \\ and return\r'],
      [n + 3, null, null, null, null],
      [n + 4, '7.4', '2026-03-29', undefined, '\\N'],
    ];
    await database.db.transaction((tx) => copyRows(tx, 'copy_probe', COLUMNS, Array.from({ length: times }, (_, at) => rows(4 * at)).flat()));
    const read = (n: number) => [
      { n: n + 1, amount: '17595.600000', day: '2026-10-31', flag: true, note: 'almindelig' },
      { n: n + 2, amount: '-0.000001', day: '2024-02-29', flag: false, note: 'tab\there, newline\nthere, backslash \\N and \\ and return\r' },
      { n: n + 3, amount: null, day: null, flag: null, note: null },
      { n: n + 4, amount: '7.400000', day: '2026-03-29', flag: null, note: '\\N' },
    ];
    expect(await probe()).toEqual(Array.from({ length: times }, (_, at) => read(4 * at)).flat());
  });

  it('writes in the caller transaction: a rollback leaves nothing', async () => {
    await database.db.execute(sql`delete from copy_probe`);
    await expect(
      database.db.transaction(async (tx) => {
        await copyRows(tx, 'copy_probe', COLUMNS, [[5, '1', '2026-01-01', true, 'rulles tilbage']]);
        expect(await queryRows(tx, sql`select n from copy_probe`)).toHaveLength(1);
        throw new Error('fortryd');
      }),
    ).rejects.toThrow('fortryd');
    expect(await probe()).toEqual([]);
  });

  it('streams many rows from a generator, also outside a transaction, and writes nothing for none', async () => {
    function* many(): Generator<CopyValue[]> {
      for (let n = 1; n <= 25_000; n += 1) yield [n, `${n}.5`, '2026-11-01', n % 2 === 0, null];
    }
    await copyRows(database.db, 'copy_probe', COLUMNS, many());
    await copyRows(database.db, 'copy_probe', COLUMNS, []);
    const [sum] = await queryRows<{ count: number; total: string }>(database.db, sql`select count(*)::int as count, sum(amount)::text as total from copy_probe`);
    expect(sum).toEqual({ count: 25_000, total: String((25_000 * 25_001) / 2 + 25_000 * 0.5) + '.000000' });
  });

  it.each([1, 100])('fails as a whole on a bad row: the error of the database, no rows (%i good rows before it)', async (good) => {
    await database.db.execute(sql`delete from copy_probe`);
    const rows: CopyValue[][] = Array.from({ length: good }, (_, at) => [at + 1, '1', '2026-01-01', true, 'god']);
    await expect(database.db.transaction((tx) => copyRows(tx, 'copy_probe', COLUMNS, [...rows, [good + 1, '1', '2026-02-30', true, 'ugyldig dato']]))).rejects.toThrow();
    expect(await probe()).toEqual([]);
  });
});
