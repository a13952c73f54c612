import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { StatementNames } from '../../src/db/named-statements.ts';
import { queryRows } from '../../src/db/raw.ts';
import { idArray } from '../../src/db/sql-values.ts';
import { openTestDatabase } from '../support/test-database.ts';

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
/** The driver's error, as drizzle passes it on under its own. */
const refusedFor = (message: RegExp) => ({ cause: { message: expect.stringMatching(message) as unknown } });
/** The names the statement goes by at its first three uses. */
function namesOf(names: StatementNames, config: object, values?: unknown[]): (string | undefined)[] {
  return [1, 2, 3].map(() => (names.withName(config, values) as { name?: string }).name);
}

describe('statements with short lists are named', () => {
  it('names a statement with values at its third use when no list is longer than sixteen, the same text by the same name', () => {
    const names = new StatementNames();
    const text = 'select 1 where $1::int[] is not null and $2 = 2';
    const [first, second, third] = namesOf(names, { text }, [`{${ids(16).join(',')}}`, 2]);
    expect([first, second]).toEqual([undefined, undefined]);
    expect(third).toMatch(/^kaj_\d+$/);
    expect(namesOf(names, { text, values: ['{1}', 2] })).toEqual([third, third, third]);
    expect(namesOf(names, { text: 'select 2 where $1 = 1' }, [1])[2]).not.toBe(third);
  });

  it('leaves a statement with a long list, without values, or of its own kind as it is', () => {
    const names = new StatementNames();
    expect(namesOf(names, { text: 'select 3 where $1::int[] is not null' }, [`{${ids(17).join(',')}}`])).toEqual([undefined, undefined, undefined]);
    expect(namesOf(names, { text: 'select 4 where $1 = any($2)' }, [1, ids(17)])).toEqual([undefined, undefined, undefined]);
    expect(namesOf(names, { text: 'select 5' })).toEqual([undefined, undefined, undefined]);
    expect(namesOf(names, { text: 'select 6 where $1 = 1', name: 'own' }, [1])).toEqual(['own', 'own', 'own']);
    const copy = { text: 'copy x from stdin', submit: () => undefined };
    expect(names.withName(copy, [1])).toBe(copy);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('prepares the short statement on its connection, not the long one, and both answer', async () => {
    await database.db.transaction(async (tx) => {
      for (const use of [1, 2, 3]) {
        const short = await queryRows<{ n: number }>(tx, sql`select cardinality(${idArray(ids(3))}) as n /* short */`);
        const long = await queryRows<{ n: number }>(tx, sql`select cardinality(${idArray(ids(300))}) as n /* long */`);
        expect([short[0]!.n, long[0]!.n], `use ${use}`).toEqual([3, 300]);
      }
      const prepared = await queryRows<{ statement: string }>(tx, sql`select statement from pg_prepared_statements`);
      expect(prepared.some(({ statement }) => statement.includes('/* short */'))).toBe(true);
      expect(prepared.some(({ statement }) => statement.includes('/* long */'))).toBe(false);
    });
  });

  it('answers a named statement again after its values were refused, and repeats a refused text as refused', async () => {
    const dayAfter = (date: string) => queryRows<{ day: string }>(database.db, sql`select (${date}::date + 1)::text as day`);
    for (const date of ['2026-01-01', '2026-01-02']) await dayAfter(date);
    await expect(dayAfter('2026-13-45')).rejects.toMatchObject(refusedFor(/out of range/));
    expect(await dayAfter('2026-03-28')).toEqual([{ day: '2026-03-29' }]);
    const broken = () => queryRows(database.db, sql`select ${1}::int fro nothing`);
    for (const use of [1, 2, 3, 4]) await expect(broken(), `use ${use}`).rejects.toMatchObject(refusedFor(/syntax error/));
  });
});
