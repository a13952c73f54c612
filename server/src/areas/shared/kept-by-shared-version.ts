import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';

// What every instance reads over and over from tables that change a few times a year (the pay configuration, the
// watch codes), kept per database by the version the database's triggers give those tables on every change (a row
// of employee or employment 0 in a table of versions), so each use costs one query for the version.
// - The version is read before the tables, so what is kept is at least as new as the version it is kept by.
// - A version is never given twice (a sequence), so a change, even an uncommitted one of the reader's own
//   transaction, gives another key; a rolled-back version is never read again.

/** How many versions are kept per database. */
const KEPT_VERSIONS = 4;

/** One database's identity, shared by its transactions: the options drizzle passes on to each transaction's session. */
const databaseOf = (db: Db): object => (db as unknown as { session: { options: object } }).session.options;

/**
 * `read` kept by the version `versionQuery` answers (one row, one text column `version`): the same value for every
 * caller of one version of one database (the value is shared, so it must not be changed). A few versions are kept,
 * so that a transaction's own uncommitted version (which no one else reads) does not push out the committed one.
 */
export function keptBySharedVersion<T>(versionQuery: SQL, read: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  // Per database, the versions in the order they were first read (a Map keeps the order of insertion).
  const stores = new WeakMap<object, Map<string, Promise<T>>>();
  return async (db) => {
    const [row] = await queryRows<{ version: string }>(db, versionQuery);
    const version = row!.version;
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
