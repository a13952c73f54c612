import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { StatementNames, planModeOf } from '../../src/db/named-statements.ts';
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
    expect(namesOf(names, { text: 'set x = 5' })).toEqual([undefined, undefined, undefined]);
    expect(namesOf(names, { text: "select ';' as five" })).toEqual([undefined, undefined, undefined]);
    expect(namesOf(names, { text: 'select 6 where $1 = 1', name: 'own' }, [1])).toEqual(['own', 'own', 'own']);
    const copy = { text: 'copy x from stdin', submit: () => undefined };
    expect(names.withName(copy, [1])).toBe(copy);
  });
});

describe('the plan cache mode a statement is sent under', () => {
  it('names a single read without values, which then keeps its plan', () => {
    const names = new StatementNames();
    const [, , third] = namesOf(names, { text: ' with t as (select 1) select * from t' });
    expect(third).toMatch(/^kaj_\d+$/);
    expect(planModeOf({ text: 'x', name: third }, [])).toBe('force_generic_plan');
  });

  it('plans an unnamed statement with values for them, and leaves one without values and a stream alone', () => {
    expect(planModeOf({ text: 'select $1' }, [1])).toBe('auto');
    expect(planModeOf('select $1', [1])).toBe('auto');
    expect(planModeOf({ text: 'select $1', values: [1] }, undefined)).toBe('auto');
    expect(planModeOf({ text: 'begin' }, [])).toBeUndefined();
    expect(planModeOf('commit', undefined)).toBeUndefined();
    expect(planModeOf({ text: 'copy x from stdin', submit: () => undefined }, [1])).toBeUndefined();
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

  it('keeps one generic plan for a named statement and plans an unnamed one for its values', async () => {
    await database.db.transaction(async (tx) => {
      const modeOf = async (list: number[]) => (await queryRows<{ mode: string }>(tx, sql`select current_setting('plan_cache_mode') as mode where 1 = any(${idArray(list)}) /* mode */`))[0]!.mode;
      const modes = [];
      for (const _use of [1, 2, 3, 4, 5, 6, 7]) modes.push(await modeOf(ids(3)));
      expect(modes).toEqual(['auto', 'auto', ...Array(5).fill('force_generic_plan')]);
      expect(await modeOf(ids(300))).toBe('auto');
      const [prepared] = await queryRows<{ generic_plans: number; custom_plans: number }>(
        tx,
        sql`select generic_plans::int, custom_plans::int from pg_prepared_statements where statement like '%/* mode */'`,
      );
      expect(prepared).toEqual({ generic_plans: 5, custom_plans: 0 });
    });
  });

  it('sets the mode again after a rollback took back the last change', async () => {
    const modeOf = async (tx: typeof database.db, list: number[]) =>
      (await queryRows<{ mode: string }>(tx, sql`select current_setting('plan_cache_mode') as mode where 1 = any(${idArray(list)}) /* rollback */`))[0]!.mode;
    await database.db.transaction(async (tx) => {
      for (const _use of [1, 2, 3]) await modeOf(tx, ids(2));
      expect(await modeOf(tx, ids(2))).toBe('force_generic_plan');
      await expect(
        tx.transaction(async (inner) => {
          expect(await modeOf(inner, ids(40))).toBe('auto');
          throw new Error('tilbage');
        }),
      ).rejects.toThrow('tilbage');
      expect(await modeOf(tx, ids(40))).toBe('auto');
      expect(await modeOf(tx, ids(2))).toBe('force_generic_plan');
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
