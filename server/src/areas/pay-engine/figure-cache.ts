// The pay figures of the grid's rows, kept as the bytes of their JSON fields by the versions of what they are computed
// from. Computing them for a department's month (balances from all activity, norms, contract balances) costs more
// than reading its rows, and between two reads only the employees whose inputs changed have to be computed again.
//
// Why kept figures are never older than the database:
// - triggers (hand-written at the end of migration 0022) give an employee a new version, from a sequence, in the
//   transaction of every change of its employments (agreement, dates, hours) and their properties, their activities
//   (a recalculation, a closing), norm periods and contract balance corrections, and of its stored balances (ids,
//   expiry dates); and employee 0 one on every change of the shared configuration: pay accounts, rules and their
//   pre-factors, agreements and their rules, properties and their types, and the names of users (a correction shows
//   its author);
// - the norms' time loss counts the realised watches with an absence property: their changes give the employment a
//   new version of its watches (grid_row_versions, migration 0010), which the key holds too; a change of a watch
//   code alone (its colour) changes no figure, and computes none again;
// - the key holds the range and the employee's employments asked for; the figures depend on nothing else (not on today);
// - the versions are read before the inputs, so figures computed from them are at least as new as the versions they
//   are kept by; a version is never given twice, so a change after the read gives the next read another key;
// - each database has its own store, and a transaction neither keeps nor reuses figures.
import { sql } from 'drizzle-orm';
import type { IsoDate } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { idArray } from '../../db/sql-values.ts';
import { InFlight, LruStore, storePerDatabase } from '../shared/kept-by-version.ts';
import { employmentFigures, type RowFigures } from './row-figures.ts';

/** Some 70 department months of 300 employees. */
const LIMIT_ENTRIES = 20_000;

/** The figures kept, and those being computed (a field is undefined when the employee has none). */
const figureStoreOf = storePerDatabase(() => ({ kept: new LruStore<Buffer>(LIMIT_ENTRIES, () => 1), computing: new InFlight<Buffer | undefined>() }));

/** The figures' fields as they stand in the row's JSON, in the order of RowFigures: `"saldi":[…],…,"multiplier":1`. */
const fieldsOf = (figures: RowFigures): Buffer =>
  Buffer.from(
    JSON.stringify({
      saldi: figures.saldi,
      payAccountValues: figures.payAccountValues,
      norms: figures.norms,
      contractBalances: figures.contractBalances,
      isOverTarget: figures.isOverTarget,
      isOverMax: figures.isOverMax,
      multiplier: figures.multiplier,
    } satisfies RowFigures).slice(1, -1),
  );

interface VersionRow {
  employee_id: number;
  /** The employee's employments asked for, in id order, each with the version of its watches. */
  employments: string;
  version: string;
}

/** The key of each employee's figures, and the employments they are computed over. */
export type FigureKeys = ReadonlyMap<number, { key: string; employmentIds: number[] }>;

/** The versions of the employees' inputs and of the shared configuration, as one key per employee. */
export async function figureKeys(db: Db, employmentIds: readonly number[], range: { start: IsoDate; end: IsoDate }): Promise<FigureKeys> {
  const rows = await queryRows<VersionRow>(
    db,
    sql`select e.employee_id, string_agg(e.id || ':' || coalesce(g.version, 0), ',' order by e.id) as employments,
          coalesce(max(p.version), 0) || '.' || coalesce((select version from pay_figure_versions where employee_id = 0), 0) as version
        from employments e
        left join grid_row_versions g on g.employment_id = e.id
        left join pay_figure_versions p on p.employee_id = e.employee_id
        where e.id = any(${idArray(employmentIds)})
        group by e.employee_id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.employee_id),
      {
        key: `${row.employee_id}|${range.start}|${range.end}|${row.employments}|${row.version}`,
        employmentIds: row.employments.split(',').map((entry) => Number(entry.slice(0, entry.indexOf(':')))),
      },
    ]),
  );
}

/**
 * The JSON fields of `employmentFigures` by employee id, those of employees whose inputs have not changed since
 * taken from the store (inside a transaction all computed). The keys may have been asked for before (`figureKeys`),
 * so that the versions are read beside other reads and the figures not kept after them.
 */
export async function keptFigureFields(
  db: Db,
  employmentIds: readonly number[],
  range: { start: IsoDate; end: IsoDate },
  keysRead?: Promise<FigureKeys>,
): Promise<ReadonlyMap<number, Buffer>> {
  if (employmentIds.length === 0) return new Map();
  const keys = await (keysRead ?? figureKeys(db, employmentIds, range));
  const store = figureStoreOf(db);
  if (!store) {
    const computed = await employmentFigures(db, [...keys].map(([employeeId, key]) => ({ employeeId, employmentIds: key.employmentIds })), range);
    return new Map([...computed].map(([employeeId, figures]) => [employeeId, fieldsOf(figures)]));
  }
  const result = new Map<number, Buffer>();
  const missing: { employeeId: number; key: string }[] = [];
  const waiting: { employeeId: number; fields: Promise<Buffer | undefined> }[] = [];
  for (const [employeeId, { key }] of keys) {
    const kept = store.kept.get(key);
    const computing = kept ? undefined : store.computing.get(key);
    if (kept) result.set(employeeId, kept);
    else if (computing) waiting.push({ employeeId, fields: computing });
    else missing.push({ employeeId, key });
  }
  if (missing.length > 0) {
    const computed = employmentFigures(db, missing.map(({ employeeId }) => ({ employeeId, employmentIds: keys.get(employeeId)!.employmentIds })), range);
    for (const { employeeId, key } of missing) {
      const fields = computed.then((all) => {
        const figures = all.get(employeeId);
        if (!figures) return undefined;
        const bytes = fieldsOf(figures);
        store.kept.set(key, bytes);
        return bytes;
      });
      waiting.push({ employeeId, fields: store.computing.share(key, fields) });
    }
  }
  const fields = await Promise.all(waiting.map((entry) => entry.fields));
  waiting.forEach(({ employeeId }, index) => {
    if (fields[index]) result.set(employeeId, fields[index]);
  });
  return result;
}
