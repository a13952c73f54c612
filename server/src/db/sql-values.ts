import { sql, type SQL } from 'drizzle-orm';

/** A list of ids as one `int[]` parameter: one bind value however many ids. */
export const idArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

/** A timestamptz as epoch milliseconds in float8: cheaper to make than numeric `extract`, and parsed as a number. */
export const epochMs = (column: SQL): SQL => sql`date_part('epoch', ${column}) * 1000`;

/** `epochMs` rounded to whole milliseconds as JavaScript's Math.round does (half up), for text that is read as an integer. */
export const wholeEpochMs = (column: SQL): SQL => sql`floor(${epochMs(column)} + 0.5)::int8`;

/** Rows as one json parameter, for `json_to_recordset`: one bind value however many rows, read alike by both drivers. */
export function jsonRows(rows: readonly object[]): SQL {
  return sql`${JSON.stringify(rows)}::json`;
}
