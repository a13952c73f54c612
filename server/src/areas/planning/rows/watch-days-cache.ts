// The days of each employment's row as encoded JSON, kept by the version the database gives its watches.
// A department's month is 300 rows of some 25 watches each, and reading, building and writing those watches is
// most of the grid's time; between two reads only the rows whose watches changed have to be built again.
//
// Why kept days are never older than the database:
// - triggers give an employment a new version, from a sequence, in the transaction of every change of its watches,
//   their properties and approvals, and the shared catalogue (version of employment 0) on every change of codes
//   and properties (migration 0010);
// - the versions are read before the watches (`rowsBytesOfEmployments`), so days built from the watches are at least
//   as new as the version they are kept by; a version from a transaction that rolls back is never given again;
// - each database (a test's, the demo's) has its own store, since sequences of two databases give the same numbers.
import type { IsoDate } from '@kaj/domain';
import { InFlight, LruStore, storePerDatabase } from '../../shared/kept-by-version.ts';
import type { EmploymentSource } from './row-sources.ts';

/** An employment's days over a range, as the bytes of their JSON, and the minutes of its realised watches in the range. */
export interface BuiltDays {
  bytes: Buffer;
  totalTime: number;
}

/**
 * An employment's days and the minutes of its realised watches in the range: kept bytes, or bytes made (and kept)
 * when the answer reaches them, so that the answer's first rows are compressed while the next are built.
 */
export type RowDays = BuiltDays | { totalTime: number; make: () => Buffer };

/** About 20 department months of 300 rows. */
const LIMIT_BYTES = 80_000_000;

export const watchDaysStore = (limitBytes = LIMIT_BYTES) => new LruStore<BuiltDays>(limitBytes, (days) => days.bytes.length);

/** The days kept in a database's store, and those being built (none inside a transaction). */
export const watchDaysStoreOf = storePerDatabase(() => ({ kept: watchDaysStore(), building: new InFlight<RowDays>() }));

/** Everything the days depend on besides the watches: the range, who asks (own watches) and the birth date (rest rules for the under 18s). */
export const watchDaysKey = (employment: EmploymentSource, range: { start: IsoDate; end: IsoDate }, ownedByUser: boolean): string =>
  `${employment.employmentId}|${range.start}|${range.end}|${ownedByUser ? 1 : 0}|${employment.employee.birthDate ?? ''}|${employment.watchesVersion}`;
