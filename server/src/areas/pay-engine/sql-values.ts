import { sql, type SQL } from 'drizzle-orm';

/** Ids as one `int[]` parameter (the planning rows' helper; other areas import it from here). */
export { idArray as intArray } from '../planning/rows/sql-values.ts';

/** Rows as one json parameter, for `json_to_recordset`: one bind value however many rows, read alike by both drivers. */
export function jsonRows(rows: readonly object[]): SQL {
  return sql`${JSON.stringify(rows)}::json`;
}
