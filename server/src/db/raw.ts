import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The rows of a raw query (a recursive tree walk, say). Both drivers answer `{ rows }`; the database
 * type cannot say so, since it covers either driver. Numbers from counts may come back as text.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
