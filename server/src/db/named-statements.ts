import type pg from 'pg';

// PostgreSQL parses and plans an unnamed statement every time it is sent. For the short statements that a watch change,
// a sign-in check or a row's pay figures send, planning costs more than running: under `load` (50 planners) the
// database spent 9.8 s planning against 5.4 s executing (pg_stat_statements, docs/decisions.md). A named statement is
// parsed once per connection.
//
// A generic plan is made without the values, so it suits the values it was chosen from: a department's 300
// employments read with the plan of one would be slower (tried at stop 25: 1.5–3 ×). So only a statement whose lists
// are short is named; the same statement with a long list stays unnamed and is planned for its values, as before.
//
// Left to itself, PostgreSQL keeps a generic plan only when it looks cheaper than the custom ones, and for `= any($1)`
// it reckons with ten elements where a row's read has one: so it planned most named statements at every use all the
// same (stop 32: 7.2 s planning against 7.4 s executing under `load`). A named statement is therefore sent under
// `plan_cache_mode = force_generic_plan`, planned once per connection, and an unnamed one with values under `auto`, as
// before: the connection's setting is changed only when the kind of statement changes.

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

/**
 * A read without values may be named: one `select` or `with` and no `;` (a prepared statement holds one command; a
 * `;` in a literal leaves a read unnamed, which costs only its plan).
 */
function isSingleRead(text: string): boolean {
  return /^\s*(select|with)\b/i.test(text) && !text.includes(';');
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

  /**
   * The query as sent, named when its text is used often and it has values, none of them a long list, or it is a single
   * read without values (which PostgreSQL would otherwise plan at every use).
   */
  withName(config: unknown, values: unknown): unknown {
    if (typeof config !== 'object' || config === null) return config;
    const query = config as QueryConfig;
    // A query object of its own (COPY's stream) or a statement named already goes as it is.
    if (typeof query.text !== 'string' || query.name !== undefined || typeof query.submit === 'function') return config;
    const parameters = valuesOf(query, values);
    if (parameters.length === 0 ? !isSingleRead(query.text) : parameters.some(isLongList)) return config;
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

function valuesOf(query: QueryConfig, values: unknown): unknown[] {
  if (Array.isArray(values)) return values;
  return Array.isArray(query.values) ? query.values : [];
}

type PlanMode = 'force_generic_plan' | 'auto';

/** The plan cache mode a statement is sent under: none when it has no values and no name (its plan is the same in both). */
export function planModeOf(config: unknown, values: unknown): PlanMode | undefined {
  if (typeof config !== 'object' || config === null) return Array.isArray(values) && values.length > 0 ? 'auto' : undefined;
  const query = config as QueryConfig;
  if (typeof query.submit === 'function') return undefined;
  if (query.name !== undefined) return 'force_generic_plan';
  return valuesOf(query, values).length > 0 ? 'auto' : undefined;
}

/** A rollback (to a savepoint too) takes back a `set` made since, so the connection's setting is unknown after it. */
function isRollback(config: unknown): boolean {
  const text = typeof config === 'string' ? config : (config as QueryConfig | null)?.text;
  return typeof text === 'string' && /^\s*(rollback|abort)\b/i.test(text);
}

/**
 * Names the short statements sent on each connection of the pool as it connects, and sends each under its plan cache
 * mode (`planModeOf`), setting the connection's when it differs from what it was last set to.
 */
export function nameShortStatements(pool: pg.Pool): void {
  const names = new StatementNames();
  pool.on('connect', (client) => {
    // The driver's own `query`, looked up at each call: what wraps the driver's (a test counting statements) sees these too.
    const query = (...args: unknown[]) => (Object.getPrototypeOf(client) as { query: (...a: unknown[]) => unknown }).query.apply(client, args);
    // Unknown at first and after a rollback or a failed change: then it is set before the next statement with values.
    let mode: PlanMode | undefined;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      const sent = names.withName(config, rest[0]);
      const wanted = planModeOf(sent, rest[0]);
      if (isRollback(sent)) mode = undefined;
      if (wanted === undefined || wanted === mode) return query(sent, ...rest);
      mode = wanted;
      // The change first, then the statement (node-postgres deprecates queueing a query behind another). A failed
      // change (an aborted transaction) leaves the statement to fail with its own error.
      const changed = (query(`set plan_cache_mode = ${wanted}`) as Promise<unknown>).catch(() => {
        mode = undefined;
      });
      const callback = rest.at(-1);
      if (typeof callback !== 'function') return changed.then(() => query(sent, ...rest));
      void changed.then(() => query(sent, ...rest)).catch((error: unknown) => (callback as (error: unknown) => void)(error));
      return undefined;
    }) as typeof client.query;
  });
}
