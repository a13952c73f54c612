import { sql, type SQL } from 'drizzle-orm';

/** A list of ids as one `int[]` parameter: one bind value however many ids. */
export const idArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;
