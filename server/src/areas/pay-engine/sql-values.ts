import { sql, type SQL } from 'drizzle-orm';

// Values handed to PostgreSQL in one parameter, so a query's size never grows with its input and both
// drivers (node-postgres and PGlite) read it the same way.

/** `= any(…)` over integer ids. */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.join(',')}}`}::int[]`;
}

/** Rows as one json parameter, for `json_to_recordset`. */
export function jsonRows(rows: readonly object[]): SQL {
  return sql`${JSON.stringify(rows)}::json`;
}
