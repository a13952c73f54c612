// The bare SQL of a call: every statement the server sent to PostgreSQL while answering it, recorded from the
// pool and sent again as it was (text, values, row mode, type parsers), so the driver parses the same rows. What
// the call takes beyond this is the server's own work: building, serialising and sending the answer.
import pg from 'pg';
import { nameShortStatements } from '../../server/src/db/named-statements.ts';
import type { Database } from '../../server/src/db/client.ts';
import { time, type Timing } from './measure.ts';

type QueryConfig = pg.QueryConfig & { rowMode?: 'array'; types?: unknown };

/** Records the statements sent through the database's pool while `work` runs (PostgreSQL only). */
export async function statementsOf(database: Database, work: () => Promise<unknown>): Promise<QueryConfig[]> {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('Den rå SQL måles kun på PostgreSQL (sæt TEST_DATABASE_URL)');
  const recorded: QueryConfig[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const [first, values] = args;
    const config: QueryConfig = typeof first === 'string' ? { text: first } : { ...(first as QueryConfig) };
    if (Array.isArray(values)) config.values = values;
    recorded.push(config);
    return query(...args);
  }) as typeof pool.query;
  try {
    await work();
  } finally {
    pool.query = query as typeof pool.query;
  }
  return recorded;
}

/**
 * Times the recorded statements sent again from a pool of `poolSize` connections: one after the other on one
 * connection, and all at once (the least the SQL can take, as no call can send a statement before the answers it
 * depends on).
 */
export async function replay(databaseUrl: string, statements: readonly QueryConfig[], poolSize: number, runs: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // Named as the server names them, so the replay plans what the server plans.
  nameShortStatements(pool);
  try {
    const client = await pool.connect();
    let oneAfterAnother: Timing;
    try {
      oneAfterAnother = await time(runs, async () => {
        for (const statement of statements) await client.query(statement);
      }, 3);
    } finally {
      client.release();
    }
    const allAtOnce = await time(runs, () => Promise.all(statements.map((statement) => pool.query(statement))), 3);
    return { statements: statements.length, oneAfterAnother, allAtOnce };
  } finally {
    await pool.end();
  }
}

/** The connection string of the database's pool (a copy of a template has a name made at run time). */
export function databaseUrlOf(database: Database): string {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const url = (pool as unknown as { options?: { connectionString?: string } }).options?.connectionString;
  if (!url) throw new Error('Den rå SQL måles kun på PostgreSQL (sæt TEST_DATABASE_URL)');
  return url;
}
