// What the grid keeps between reads by the versions the database gives its inputs (the built days of the rows,
// the pay figures): a store per database, least recently used first, bounded by a size.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/** Least recently used first: a Map keeps the order of insertion, and a read inserts its entry again. */
export class LruStore<V> {
  private readonly entries = new Map<string, V>();
  private size = 0;

  /** `sizeOf` measures an entry in the unit of `limit` (bytes, or 1 for a count). */
  constructor(
    private readonly limit: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, value: V): void {
    const earlier = this.entries.get(key);
    if (earlier !== undefined) this.size -= this.sizeOf(earlier);
    this.entries.delete(key);
    this.entries.set(key, value);
    this.size += this.sizeOf(value);
    for (const [oldest, old] of this.entries) {
      if (this.size <= this.limit) break;
      this.entries.delete(oldest);
      this.size -= this.sizeOf(old);
    }
  }
}

/**
 * What is being made, by key, so that a read needing what another read is making at the same moment (the planners of
 * a department opening the same month at once) waits for it rather than making it again. An entry is forgotten once it
 * settles: it is kept by then, or failed.
 */
export class InFlight<V> {
  private readonly making = new Map<string, Promise<V>>();

  get(key: string): Promise<V> | undefined {
    return this.making.get(key);
  }

  /** `value`, shared under `key` until it settles. */
  share(key: string, value: Promise<V>): Promise<V> {
    this.making.set(key, value);
    const forget = () => {
      if (this.making.get(key) === value) this.making.delete(key);
    };
    value.then(forget, forget);
    return value;
  }
}

/**
 * The store of each database, or none inside a transaction: its uncommitted versions and rows are its own, and
 * its reads (a change's answer) are few. Each database (a test's, the demo's) has its own store, since the
 * sequences of two databases give the same numbers.
 */
export function storePerDatabase<S extends object>(create: () => S): (db: Db) => S | undefined {
  const stores = new WeakMap<Db, S>();
  return (db) => {
    if (db instanceof PgTransaction) return undefined;
    let store = stores.get(db);
    if (!store) {
      store = create();
      stores.set(db, store);
    }
    return store;
  };
}
