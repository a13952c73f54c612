import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addDays } from '@kaj/domain';
import { buildApp } from '../../../server/src/app.ts';
import { openDatabase, type Db } from '../../../server/src/db/client.ts';
import { syncReferenceData } from '../../../server/src/db/reference/sync.ts';
import { queryRows } from '../../../server/src/db/raw.ts';
import { gridEmploymentIds, viewerOf } from '../../../server/src/areas/planning/grid/grid-scope.ts';
import {
  readEmploymentProperties,
  readEmployments,
  readPlansWithoutRealised,
  readRealisedWatches,
  readWatchProperties,
} from '../../../server/src/areas/planning/rows/row-sources.ts';
import { employmentFigures } from '../../../server/src/areas/pay-engine/index.ts';
import { REST_LOOKBACK_DAYS } from '../../../server/src/areas/planning/rows/employment-days.ts';
import { loadSessionUser } from '../../../server/src/auth/session-user.ts';
import { buildUser, login, testConfig } from '../../../server/test/support/test-app.ts';
import { giveReach } from '../../../server/test/support/organisation.ts';
import { idArray } from '../../../server/src/areas/planning/rows/sql-values.ts';
import type { HttpRequest } from '../http-client.ts';
import { time, type Timing } from '../measure.ts';

const clientScript = fileURLToPath(new URL('../http-client.ts', import.meta.url));
const RUNS = 100;
const WARM_UP = 10;
/** The version of the shared catalogue (watch codes, properties) is that of employment 0 (grid_row_versions). */
const CATALOGUE = 0;

/** Times a request over a real socket from a client process of its own (`http-client.ts`). */
async function timeOverHttp(request: HttpRequest & { before?: HttpRequest | undefined }, runs: number, warmUp: number): Promise<Timing> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', clientScript, JSON.stringify({ ...request, runs, warmUp })], { maxBuffer: 1024 * 1024 });
  return JSON.parse(stdout) as Timing;
}

/** Median and 95th percentile of samples the server recorded itself (`time` measures from the caller's side). */
function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => Math.round((sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0) * 100) / 100;
  return { runs: sorted.length, medianMs: at(0.5), p95Ms: at(0.95), maxMs: at(1) };
}

/** The department of the speed target: 300 employments × 31 days, about 25 realised watches each. */
const EMPLOYMENTS = 300;
const RANGE = { start: '2026-03-01', end: '2026-03-31' };

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const urlFor = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * One department with its crew and a month of watches, written set-based: three codes (day, evening, night
 * across midnight) rotating weekly, a watch on 25 of 31 days per employment from a week before the month (rest hours read it),
 * a supplement with a value on every fifth watch and an approval of the first week.
 */
const seed = (departmentId: number, agreementId: number, supplementId: number) => [
  sql`
  with people as (
    insert into employees (code, first_name, last_name)
    select 'B' || n, 'Fornavn' || n, 'Efternavn' || lpad(n::text, 3, '0') from generate_series(1, ${EMPLOYMENTS}) n
    returning id),
  jobs as (
    insert into employments (employee_id, agreement_id, start_date) select id, ${agreementId}, '2024-01-01' from people returning id)
  insert into employment_properties (employment_id, property_id) select id, ${departmentId} from jobs`,
  sql`insert into watch_templates (code, color) values ('BD', '#4caf50'), ('BA', '#ffeb3b'), ('BN', '#1f4e79')`,
  sql`
  insert into watch_details (watch_template_id, start_time, end_time, total_time)
  select id, t.s, t.e, t.m from watch_templates join (values ('BD', '07:00'::time, '15:00'::time, 480), ('BA', '15:00', '23:00', 480), ('BN', '23:00', '07:00', 480)) t(code, s, e, m)
    on t.code = watch_templates.code`,
  sql`
  insert into planned_watches (employment_id, watch_template_id, start_date)
  select e.id, (select id from watch_templates where code = (array['BD', 'BA', 'BN'])[1 + (e.id + d / 7) % 3]), date '2026-02-22' + d
  from employments e cross join generate_series(0, 37) d
  where (e.id + d) % 31 < 25`,
  sql`
  insert into realised_watches (employment_id, planned_watch_id, watch_template_id, watch_detail_id, start_date, start_time, end_time, start_at, end_at, total_time)
  select pw.employment_id, pw.id, pw.watch_template_id, wd.id, pw.start_date, wd.start_time, wd.end_time,
    (pw.start_date + wd.start_time) at time zone 'Europe/Copenhagen',
    (pw.start_date + case when wd.end_time <= wd.start_time then 1 else 0 end + wd.end_time) at time zone 'Europe/Copenhagen',
    wd.total_time
  from planned_watches pw join watch_details wd on wd.watch_template_id = pw.watch_template_id`,
  sql`
  insert into realised_watch_properties (realised_watch_id, property_id, value)
  select id, ${supplementId}, 2.5 from realised_watches where id % 5 = 0`,
  sql`
  with approval as (
    insert into approvals (employment_id, approval_level_id)
    select id, (select id from approval_levels order by level limit 1) from employments returning id, employment_id)
  insert into approval_watches (approval_id, realised_watch_id)
  select a.id, rw.id from approval a join realised_watches rw on rw.employment_id = a.employment_id where rw.start_date between '2026-03-01' and '2026-03-07'`,
];

/** Seeds the department (set-based) and answers its id with what was written. */
export async function seedDepartment(db: Db) {
  const [department] = await queryRows<{ id: number }>(db, sql`
    insert into properties (property_type_id, name, code) select id, 'Bænkskibet', 'BENCH' from property_types where key = 'department' returning id`);
  const [agreement] = await queryRows<{ id: number }>(db, sql`insert into agreements (code, name, hours_per_day) values ('BENCH', 'Bænk', 7.40) returning id`);
  const [supplement] = await queryRows<{ id: number }>(db, sql`
    insert into properties (property_type_id, name, code) select id, 'Overtid', 'OT' from property_types where key = 'supplement' returning id`);
  for (const statement of seed(department!.id, agreement!.id, supplement!.id)) await db.execute(statement);
  await db.execute(sql`analyze`);
  const [seeded] = await queryRows<{ employments: number; watches_in_month: number }>(db, sql`
    select (select count(*) from employments)::int as employments,
      (select count(*) from realised_watches where start_date between ${RANGE.start} and ${RANGE.end})::int as watches_in_month`);
  return { departmentId: department!.id, seeded: seeded! };
}

export async function gridPeriod() {
  const name = `kaj_bench_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: urlFor(name) });
  const app = await buildApp(testConfig({ NODE_ENV: 'production' }), database);
  try {
    const { db } = database;
    // Server-side: Fastify's own time from the request's arrival to the response handed to the socket (JSON included).
    const serverMs: number[] = [];
    // Part of it: until the answer is built and serialised, before its bytes go out.
    const answerReadyMs: number[] = [];
    const isGrid = (url: string) => url.startsWith('/api/Plan/GetEmployeesPeriod');
    app.addHook('onSend', async (request, reply) => {
      if (isGrid(request.url)) answerReadyMs.push(reply.elapsedTime);
    });
    app.addHook('onResponse', async (request, reply) => {
      if (isGrid(request.url)) serverMs.push(reply.elapsedTime);
    });
    // What the triggers of any change of these employments' watches (0: of a watch code) do, asked for from outside the timed calls.
    app.post<{ Body: { employmentIds: number[] } }>('/bench/change', async (request) => {
      await db.execute(sql`select bump_grid_row_versions(${idArray(request.body.employmentIds)})`);
      return {};
    });
    await syncReferenceData(db);
    const { departmentId, seeded } = await seedDepartment(db);
    const planner = await buildUser(db, { roles: ['Planner'] });
    await giveReach(db, planner.id, 'Planner', [departmentId]);
    const headers = { authorization: `Bearer ${await login(app, planner.email)}` };
    const url = `/api/Plan/GetEmployeesPeriod?start=${RANGE.start}&end=${RANGE.end}&departmentid=${departmentId}`;
    const check = await app.inject({ method: 'POST', url, headers, payload: {} });
    if (check.statusCode !== 200) throw new Error(`GetEmployeesPeriod svarede ${check.statusCode}: ${check.body.slice(0, 300)}`);
    const rows = check.json() as unknown[];

    // Over a real socket, as a browser asks: Fastify's `inject` would copy the answer three more times
    // (into chunks, together, back to text) inside the server's process, which no real request does.
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const gridRequest: HttpRequest = { url: `http://127.0.0.1:${port}${url}`, method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' };
    const changeOf = (employmentIds: number[]): HttpRequest => ({
      url: `http://127.0.0.1:${port}/bench/change`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ employmentIds }),
    });
    const user = (await loadSessionUser(db, planner.id))!;
    const ids = await gridEmploymentIds(db, await viewerOf(db, user), { departmentId, ...RANGE, draft: false, showHidden: false, propertyIds: [] });
    /** RUNS calls (after WARM_UP) with the server's own figures of them; `before` is sent untimed before each. */
    async function series(before?: HttpRequest) {
      const from = serverMs.length + WARM_UP;
      // The server's CPU per call besides the wall time: on a machine shared with other work the wall time
      // mostly measures the waiting for a core.
      const cpuBefore = process.cpuUsage();
      const http = await timeOverHttp({ ...gridRequest, before }, RUNS, WARM_UP);
      const cpu = process.cpuUsage(cpuBefore);
      return {
        http,
        serverSide: summarise(serverMs.slice(from)),
        answerReady: summarise(answerReadyMs.slice(from)),
        nodeCpuMsPerCall: Math.round((cpu.user + cpu.system) / 1000 / (RUNS + WARM_UP)),
      };
    }
    // A department read again and again, as planners do all day: only changed rows are built again.
    const unchanged = await series();
    // Before each read, another planner changed a watch of one row.
    const oneRowChanged = await series(changeOf([ids[0]!]));
    // Before each read, a watch code changed: every row is built again, as on the first read after a start.
    const allRowsBuilt = await series(changeOf([CATALOGUE]));
    const lookback = addDays(RANGE.start, -REST_LOOKBACK_DAYS);
    // The same reads without the rows built: the queries and the driver's parsing of their rows.
    const bareSql = await time(100, async () => {
      const employmentIds = await gridEmploymentIds(db, await viewerOf(db, user), { departmentId, ...RANGE, draft: false, showHidden: false, propertyIds: [] });
      await readEmployments(db, employmentIds);
      await Promise.all([
        readEmploymentProperties(db, employmentIds),
        readRealisedWatches(db, employmentIds, lookback, RANGE.end),
        readWatchProperties(db, employmentIds, lookback, RANGE.end),
        readPlansWithoutRealised(db, employmentIds, lookback, RANGE.end),
      ]);
    }, 10);
    // The pay figures alone, which the rows read side by side with their sources. This department has no pay
    // activity; recalculation.gridFigures times them for 300 rows that have.
    const payFigures = await time(30, () => employmentFigures(db, ids, RANGE), 5);
    const overSql = (ms: number) => Math.round((ms / bareSql.medianMs) * 100) / 100;
    return {
      data: { rows: rows.length, employments: seeded.employments, watchesInMonth: seeded.watches_in_month, responseKb: Math.round(check.body.length / 1024) },
      getEmployeesPeriod: unchanged.http,
      serverSide: unchanged.serverSide,
      answerReady: unchanged.answerReady,
      nodeCpuMsPerCall: unchanged.nodeCpuMsPerCall,
      oneRowChanged: { ...oneRowChanged.serverSide, nodeCpuMsPerCall: oneRowChanged.nodeCpuMsPerCall, note: 'server side; one row changed before each call' },
      allRowsBuilt: { ...allRowsBuilt.serverSide, nodeCpuMsPerCall: allRowsBuilt.nodeCpuMsPerCall, note: 'server side; every row built (a watch code changed before each call)' },
      bareSql,
      payFigures: { ...payFigures, note: 'employmentFigures alone; no pay activity seeded' },
      ratio: {
        medianServerOverSql: overSql(unchanged.serverSide.medianMs),
        oneRowChangedOverSql: overSql(oneRowChanged.serverSide.medianMs),
        allRowsBuiltOverSql: overSql(allRowsBuilt.serverSide.medianMs),
        targetMedianMs: 80,
        targetP95Ms: 150,
      },
    };
  } finally {
    await app.close();
    await onServer(`drop database if exists ${name} with (force)`);
  }
}
