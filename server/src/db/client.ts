import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { nameShortStatements } from './named-statements.ts';
import { listenPostgres, type Unlisten } from './listen.ts';
import { withAdvisoryLock } from './start-lock.ts';
import { silentLog, type Log } from '../http/logger.ts';

export type Schema = typeof schema;
/** The database or a transaction in it: both run the same queries. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'postgres' | 'pglite';
  /**
   * Calls `onPayload` with each NOTIFY on the channel (from any connection, at its commit), and `onResumed` when
   * listening goes on after the connection dropped (what was sent meanwhile is lost).
   */
  listen(channel: string, onPayload: (payload: string) => void, onResumed?: () => void): Promise<Unlisten>;
  /** Runs `work` while no other instance on the same database runs its own (migrations and seeding at start). */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** Connections each instance keeps to PostgreSQL at most. */
  poolSize?: number;
  /** Name the short statements (`named-statements.ts`); on unless turned off. */
  namedStatements?: boolean;
  /** Where dropped connections are reported: the server's log. */
  log?: Log;
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (or in memory for `memory://`). Migrates nothing: see `prepareDatabase`. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const log = options.log ?? silentLog;
  const databaseUrl = options.databaseUrl;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection that the server ends (a restart, a dropped test database) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => log.error(`PostgreSQL-forbindelse afbrudt: ${error.message}`));
    if (options.namedStatements !== false) nameShortStatements(pool);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      driver: 'postgres',
      listen: (channel, onPayload, onResumed) => listenPostgres(databaseUrl, channel, onPayload, log, onResumed),
      exclusively: (work) => withAdvisoryLock(databaseUrl, work),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    driver: 'pglite',
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    // One process per data folder: nothing to wait for.
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}
