import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Reads<T extends readonly unknown[]> = { readonly [K in keyof T]: () => Promise<T[K]> };

/**
 * Runs independent reads side by side on the pool, or one after the other inside a transaction, whose single
 * connection takes one query at a time (node-postgres deprecates queueing them).
 */
export async function readAll<T extends readonly unknown[]>(db: Db, ...reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
