import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';

/** How many versions of the configuration are kept per database. */
const KEPT_VERSIONS = 4;

// The pay configuration (agreements and their rule links, pay rules with their pre-factors, pay accounts) is read
// by every recalculation, every grid read's pay figures and every live row: six queries each time for tables that
// change a few times a year. It is kept per database by the version the database's triggers give it on every
// change of those tables (employee 0 in pay_figure_versions, migration 0022), so each use costs one query.
// - The version is read before the tables, so what is kept is at least as new as the version it is kept by.
// - A version is never given twice (a sequence), so a change, even an uncommitted one of the reader's own
//   transaction, gives another key; a rolled-back version is never read again.

/** One database's identity, shared by its transactions: the options drizzle passes on to each transaction's session. */
const databaseOf = (db: Db): object => (db as unknown as { session: { options: object } }).session.options;

/** The version of the shared pay configuration, as the reader's transaction sees it. */
async function configurationVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ version: string }>(db, sql`select coalesce((select version from pay_figure_versions where employee_id = 0), 0)::text as version`);
  return row!.version;
}

/**
 * `read` kept by the configuration version: the same value for every caller of one version of one database (the
 * value is shared, so it must not be changed). A few versions are kept, so that a transaction's own uncommitted
 * version (which no one else reads) does not push out the committed one.
 */
export function keptByConfiguration<T>(read: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  // Per database, the versions in the order they were first read (a Map keeps the order of insertion).
  const stores = new WeakMap<object, Map<string, Promise<T>>>();
  return async (db) => {
    const version = await configurationVersion(db);
    const database = databaseOf(db);
    const store = stores.get(database) ?? new Map<string, Promise<T>>();
    stores.set(database, store);
    const shared = store.get(version);
    // Another request's read may fail with its transaction: this one then reads for itself.
    if (shared) return shared.catch(() => read(db));
    const value = read(db);
    store.set(version, value);
    for (const oldest of store.keys()) {
      if (store.size <= KEPT_VERSIONS) break;
      store.delete(oldest);
    }
    // A failed read is not kept.
    value.catch(() => {
      if (store.get(version) === value) store.delete(version);
    });
    return value;
  };
}
