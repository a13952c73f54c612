// The days of each employment's row as JSON text, kept by the version the database gives its watches.
// A department's month is 300 rows of some 25 watches each, and reading, building and writing those watches is
// most of the grid's time; between two reads only the rows whose watches changed have to be built again.
//
// Why kept days are never older than the database:
// - triggers give an employment a new version, from a sequence, in the transaction of every change of its watches,
//   their properties and approvals, and the shared catalogue (version of employment 0) on every change of codes
//   and properties (migration 0010);
// - the versions are read before the watches (`rowsJsonOfEmployments`), so days built from the watches are at least
//   as new as the version they are kept by; a version from a transaction that rolls back is never given again;
// - each database (a test's, the demo's) has its own store, since sequences of two databases give the same numbers.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { IsoDate } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import type { EmploymentSource } from './row-sources.ts';

/** An employment's days over a range, written as JSON, and the minutes of its realised watches in the range. */
export interface BuiltDays {
  json: string;
  totalTime: number;
}

/** About 20 department months of 300 rows; JSON text of the grid is one byte per character. */
const LIMIT_CHARACTERS = 80_000_000;

/** Least recently used first: a Map keeps the order of insertion, and a read inserts its entry again. */
export class WatchDaysStore {
  private readonly entries = new Map<string, BuiltDays>();
  private characters = 0;

  constructor(private readonly limitCharacters = LIMIT_CHARACTERS) {}

  get(key: string): BuiltDays | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: BuiltDays): void {
    const earlier = this.entries.get(key);
    if (earlier) this.characters -= earlier.json.length;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.characters += entry.json.length;
    for (const [oldest, old] of this.entries) {
      if (this.characters <= this.limitCharacters) break;
      this.entries.delete(oldest);
      this.characters -= old.json.length;
    }
  }
}

const stores = new WeakMap<Db, WatchDaysStore>();

/**
 * The store of a database, or none inside a transaction: its uncommitted versions and rows are its own, and its
 * rows (a watch change's answer) are few.
 */
export function watchDaysStoreOf(db: Db): WatchDaysStore | undefined {
  if (db instanceof PgTransaction) return undefined;
  let store = stores.get(db);
  if (!store) {
    store = new WatchDaysStore();
    stores.set(db, store);
  }
  return store;
}

/** Everything the days depend on besides the watches: the range, who asks (own watches) and the birth date (rest rules for the under 18s). */
export const watchDaysKey = (employment: EmploymentSource, range: { start: IsoDate; end: IsoDate }, ownedByUser: boolean): string =>
  `${employment.employmentId}|${range.start}|${range.end}|${ownedByUser ? 1 : 0}|${employment.employee.birthDate ?? ''}|${employment.watchesVersion}`;
