import type pg from 'pg';

// PostgreSQL parses and plans an unnamed statement every time it is sent. For the short statements that a watch change,
// a sign-in check or a row's pay figures send, planning costs more than running: under `load` (50 planners) the
// database spent 9.8 s planning against 5.4 s executing (pg_stat_statements, docs/decisions.md). A named statement is
// parsed once per connection, and after five executions PostgreSQL may keep a generic plan for it.
//
// A generic plan is made without the values, so it suits the values it was chosen from: a department's 300
// employments read with the plan of one would be slower (tried at stop 25: 1.5–3 ×). So only a statement whose lists
// are short is named; the same statement with a long list stays unnamed and is planned for its values, as before.

/** A list longer than this (an `int[]` literal or an array value) leaves the statement unnamed. */
const SHORT_LIST = 16;
/** A text is named at its third use: a text made for one call (an `in` list of its own length) is not kept. */
const NAMED_AT_USE = 3;
/** At most this many statements are named per pool (each connection keeps each one it has used)… */
const MOST_NAMES = 500;
/** …and this many texts are counted on their way there. */
const MOST_COUNTED = 10_000;

/** The array literal `{1,2,3}` (as `idArray` sends ids) or an array value with more than `SHORT_LIST` elements. */
function isLongList(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > SHORT_LIST;
  if (typeof value !== 'string' || !value.startsWith('{') || !value.endsWith('}')) return false;
  let commas = 0;
  for (let at = value.indexOf(','); at >= 0 && commas < SHORT_LIST; at = value.indexOf(',', at + 1)) commas += 1;
  return commas >= SHORT_LIST;
}

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/** The names of one pool's statements. */
export class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly uses = new Map<string, number>();

  /** The query as sent, named when it has values, none of them is a long list, and its text is used often. */
  withName(config: unknown, values: unknown): unknown {
    if (typeof config !== 'object' || config === null) return config;
    const query = config as QueryConfig;
    // A query object of its own (COPY's stream) or a statement named already goes as it is.
    if (typeof query.text !== 'string' || query.name !== undefined || typeof query.submit === 'function') return config;
    const parameters = Array.isArray(values) ? values : query.values;
    if (!Array.isArray(parameters) || parameters.length === 0 || parameters.some(isLongList)) return config;
    const name = this.nameOf(query.text);
    return name === undefined ? config : { ...query, name };
  }

  private nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined) return known;
    const uses = (this.uses.get(text) ?? 0) + 1;
    if (uses < NAMED_AT_USE || this.names.size >= MOST_NAMES) {
      if (this.uses.has(text) || this.uses.size < MOST_COUNTED) this.uses.set(text, uses);
      return undefined;
    }
    this.uses.delete(text);
    const name = `kaj_${this.names.size + 1}`;
    this.names.set(text, name);
    return name;
  }
}

/** Names the short statements sent on each connection of the pool as it connects. */
export function nameShortStatements(pool: pg.Pool): void {
  const names = new StatementNames();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => query(names.withName(config, rest[0]), ...rest)) as typeof client.query;
  });
}
