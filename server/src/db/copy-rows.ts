import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { jsonRows } from './sql-values.ts';

/** A value COPY writes: null (and undefined) is SQL null; the rest is written as its text. */
export type CopyValue = string | number | boolean | null | undefined;

/** A query PGlite answers, itself or in a transaction, with a file to read as `/dev/blob`. */
interface PgliteQuerier {
  query(text: string, params?: unknown[], options?: { blob?: Blob }): Promise<unknown>;
}

/** Rows per chunk of COPY text: big enough that streaming costs nothing, small enough to start sending early. */
const ROWS_PER_CHUNK = 2_000;
/**
 * Fewer rows than this go as one insert: COPY takes two round trips and a stream, which for the few activities of
 * one watch change (two on average under `load`) cost more than an insert's parsing.
 */
const FEW_ROWS = 100;

/**
 * Writes rows into a table with `COPY … FROM STDIN` in the connection (and so the transaction) of `db`: on
 * PostgreSQL streamed with pg-copy-streams, on PGlite as one file it reads from `/dev/blob`. COPY skips the
 * parsing and planning of an insert, so many rows are written at a fraction of the cost of one multi-row insert.
 * The rows are taken as they are sent, so a generator's work overlaps the database's on PostgreSQL. Fewer than
 * `FEW_ROWS` go as one insert instead. `table` and `columns` are our own identifiers, never input.
 */
export async function copyRows(db: Db, table: string, columns: readonly string[], rows: Iterable<readonly CopyValue[]>): Promise<void> {
  const iterator = rows[Symbol.iterator]();
  const first: (readonly CopyValue[])[] = [];
  for (let next = iterator.next(); !next.done; next = iterator.next()) {
    first.push(next.value);
    if (first.length === FEW_ROWS) break;
  }
  if (first.length === 0) return;
  if (first.length < FEW_ROWS) return insertRows(db, table, columns, first);
  const text = copyChunks(prepend(first, iterator));
  const target = `${table} (${columns.join(', ')})`;
  const client = sessionClient(db);
  if (client instanceof pg.Pool) {
    // Outside a transaction the statements of `db` each take a connection of the pool: so does this one.
    const connection = await client.connect();
    try {
      await copyOver(connection, target, text);
    } finally {
      connection.release();
    }
  } else if (client instanceof pg.Client) {
    await copyOver(client, target, text);
  } else {
    await (client as PgliteQuerier).query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob([...text]) });
  }
}

/** The rows as one insert, their values read as the table's columns read them (as COPY does). */
async function insertRows(db: Db, table: string, columns: readonly string[], rows: readonly (readonly CopyValue[])[]): Promise<void> {
  const list = sql.raw(columns.join(', '));
  const objects = rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index] ?? null])));
  await db.execute(sql`insert into ${sql.raw(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.raw(table)}, ${jsonRows(objects)})`);
}

/** The connection `db` runs its queries on: a pool, a pool's client in a transaction, or PGlite (or its transaction). */
function sessionClient(db: Db): unknown {
  return (db._.session as unknown as { client: unknown }).client;
}

async function copyOver(client: pg.ClientBase, target: string, text: Iterable<string>): Promise<void> {
  await pipeline(Readable.from(text), client.query(copyFrom(`copy ${target} from stdin`)));
}

function* prepend<T>(first: readonly T[], rest: Iterator<T>): Generator<T> {
  yield* first;
  for (let next = rest.next(); !next.done; next = rest.next()) yield next.value;
}

/** COPY's text format: tab between values, a newline after each row, `\N` for null; some thousand rows a chunk. */
function* copyChunks(rows: Iterable<readonly CopyValue[]>): Generator<string> {
  let chunk = '';
  let count = 0;
  for (const row of rows) {
    for (let index = 0; index < row.length; index += 1) {
      if (index > 0) chunk += '\t';
      chunk += copyText(row[index]);
    }
    chunk += '\n';
    count += 1;
    if (count === ROWS_PER_CHUNK) {
      yield chunk;
      chunk = '';
      count = 0;
    }
  }
  if (count > 0) yield chunk;
}

const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function copyText(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value !== 'string') return String(value);
  return SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : value;
}
