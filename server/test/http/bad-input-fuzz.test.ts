import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { allCalls, MAX_ID, type CallDef, type Param } from '@kaj/contract';
import { addDays } from '@kaj/domain';
import { queryRows } from '../../src/db/raw.ts';
import { validQuery, useDemoWorld } from './probe-support.ts';

// A bad-input fuzz of every call, generated from the contract: each run takes a well-formed request of the
// call (the demo's Havørnen ids, this month) and spoils one parameter or body field with a value the contract
// refuses (oversized whole numbers, NUL bytes, impossible dates, year 9999, huge ranges, prototype keys, wrong
// types, huge lists), or sends a hostile raw body. Every answer must be a 4xx, never a 5xx, and no row of
// any table may change. RUNS_PER_CALL bounds the cost for CI.

const RUNS_PER_CALL = 20;

const demo = useDemoWorld();

const withNul = fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`);
const tooLong = fc.integer({ min: 1001, max: 20_000 }).map((length) => 'x'.repeat(length));
const impossibleDates = fc.constantFrom('2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '9999-12-31', '0000-01-01', '1899-12-31', '2201-01-01', '20260101', '2026-1-1');

/** A query value the parameter's bounds refuse. */
function badValue(param: Param): fc.Arbitrary<string> {
  const anyKind = fc.oneof(withNul, fc.constantFrom('__proto__', 'constructor', '[object Object]', '{}', 'NaN'));
  switch (param.kind) {
    case 'int':
      return fc.oneof(
        fc.bigInt({ min: BigInt(MAX_ID) + 1n, max: 2n ** 80n }).map(String),
        fc.bigInt({ min: -(2n ** 80n), max: -(2n ** 31n) - 1n }).map(String),
        fc.constantFrom('1.5', '1e3', '0x10', 'Infinity', '--1'),
        anyKind,
      );
    case 'number':
      return fc.oneof(fc.constantFrom('1e400', '-1e400', '99999999999', 'Infinity', '1,2,3'), anyKind);
    case 'bool':
      return fc.oneof(fc.constantFrom('maybe', 'yes', '2', 'TRUE1'), anyKind);
    case 'date':
    case 'period':
      return fc.oneof(impossibleDates, param.kind === 'period' ? fc.constant('2026-03-02') : impossibleDates, anyKind);
    case 'datetime':
      return fc.oneof(fc.constantFrom('9999-12-31T00:00:00Z', '2026-02-30T10:00:00Z', 'i går', '1899-01-01T00:00:00Z'), anyKind);
    case 'string':
      return param.values ? fc.oneof(fc.constantFrom('__proto__', 'constructor', 'hasOwnProperty'), withNul) : fc.oneof(withNul, tooLong);
  }
}

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[]; pattern?: string };

/** A body value of the wrong size, type or calendar for a field of this schema. */
function badField(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : (schema.type ?? schema.anyOf?.find((part) => part.type && part.type !== 'null')?.type);
  const isDate = (schema.pattern ?? schema.anyOf?.find((part) => part.pattern)?.pattern ?? '').includes('\\d{4}-');
  switch (type) {
    case 'integer':
    case 'number':
      return fc.constantFrom<unknown>(2 ** 31, 2 ** 53, -(2 ** 31) - 1, 1e308, -1e308, 0.5, 'tekst', {}, [], true);
    case 'string':
      return fc.oneof(withNul, tooLong, isDate ? impossibleDates : fc.constant(5), fc.constantFrom<unknown>({}, [], true));
    case 'array':
      return fc.constantFrom<unknown>(Array.from({ length: 12_000 }, () => 1), [null, '\u0000'], 'tekst', 5, {});
    case 'boolean':
      return fc.constantFrom<unknown>('ja', 2, {}, []);
    default:
      return fc.constantFrom<unknown>('tekst', 5, [], true);
  }
}

/** The body the call takes when nothing is spoilt: the first of a few likely bodies its schema accepts. */
function validBody(call: CallDef): unknown {
  if (!call.body) return undefined;
  const candidates = [{}, [demo.world.havoernen.employmentId], { employmentIds: [demo.world.havoernen.employmentId] }];
  return candidates.find((candidate) => call.body!.safeParse(candidate).success) ?? {};
}

interface Spoilt {
  query: Record<string, string>;
  payload: unknown;
  raw?: string;
}

/** One spoilt request of the call: a query parameter, a range, a body field or the raw body. */
function spoilt(call: CallDef): fc.Arbitrary<Spoilt> | null {
  const ids = { employeeId: demo.world.havoernen.employeeId, employmentId: demo.world.havoernen.employmentId, departmentId: demo.world.havoernen.shipId };
  const query = validQuery(call, ids);
  const body = validBody(call);
  const options: fc.Arbitrary<Spoilt>[] = [];
  for (const [name, param] of Object.entries(call.query as Record<string, Param>)) {
    options.push(badValue(param).map((value) => ({ query: { ...query, [name]: value }, payload: body })));
    if (param.rangeStart) {
      const start = query[param.rangeStart]!;
      const tooFar = fc.integer({ min: (param.maxDays ?? 366) + 1, max: 60_000 }).map((days) => addDays(start, days) > '2200-12-31' ? '2200-12-31' : addDays(start, days));
      const before = fc.integer({ min: 1, max: 3000 }).map((days) => addDays(start, -days));
      options.push(fc.oneof(tooFar, before).map((end) => ({ query: { ...query, [name]: end }, payload: body })));
    }
  }
  if (call.body) {
    const json = z.toJSONSchema(call.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    const fields = Object.entries(json.properties ?? {});
    if (fields.length > 0) {
      options.push(fc.constantFrom(...fields).chain(([name, field]) => badField(field).map((value) => ({ query, payload: { ...(body as object), [name]: value } }))));
    }
    if (json.type === 'array' && json.items) options.push(badField(json.items).map((value) => ({ query, payload: [value] })));
    options.push(badField(json).map((value) => ({ query, payload: value })));
    options.push(
      fc.constantFrom(
        '{"__proto__": {"isAdmin": true}}',
        '{"constructor": {"prototype": {"polluted": true}}}',
        '{"a": ',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
        '"\u0000"',
      ).map((raw) => ({ query, payload: undefined, raw })),
    );
  }
  return options.length > 0 ? fc.oneof(...options) : null;
}

/** A checksum of every table, to prove that refused requests changed no row. */
async function checksums(): Promise<Map<string, string>> {
  const tables = await queryRows<{ name: string }>(demo.test.db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
  const sums = new Map<string, string>();
  for (const { name } of tables) {
    const [row] = await queryRows<{ sum: string }>(demo.test.db, sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${name}" t`));
    sums.set(name, row!.sum);
  }
  return sums;
}

describe('bad input to every call', () => {
  it('answers every spoilt request with a 4xx, never a 5xx, and changes no row', async () => {
    const before = await checksums();
    const started = Date.now();
    const wrong: string[] = [];
    let requests = 0;
    let fuzzed = 0;
    for (const call of allCalls) {
      const arbitrary = spoilt(call);
      if (!arbitrary) continue;
      fuzzed += 1;
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ query, payload, raw }) => {
          const response = await demo.test.app.inject({
            method: call.method,
            url: call.path,
            query,
            headers: { authorization: `Bearer ${demo.world.tokens.Admin!}`, ...(raw !== undefined || payload !== undefined ? { 'content-type': 'application/json' } : {}) },
            ...(raw !== undefined ? { payload: raw } : payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
          });
          requests += 1;
          if (response.statusCode < 400 || response.statusCode >= 500) {
            wrong.push(`${call.name} ${response.statusCode} ${JSON.stringify(query).slice(0, 200)} ${(raw ?? JSON.stringify(payload) ?? '').slice(0, 200)} → ${response.body.slice(0, 200)}`);
          }
        }),
        { numRuns: RUNS_PER_CALL },
      );
    }
    const changed = [...(await checksums())].filter(([table, sum]) => before.get(table) !== sum).map(([table]) => table);
    console.warn(`Fuzz: ${fuzzed} kald, ${requests} forespørgsler, ${wrong.filter((line) => / 5\d\d /.test(line)).length} svar 5xx, ${wrong.length} ikke 4xx, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(wrong).toEqual([]);
    expect(changed).toEqual([]);
  }, 900_000);
});
