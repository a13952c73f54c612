import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../server/src/app.ts';
import { buildUser, login, testConfig } from '../../../server/test/support/test-app.ts';
import { openDemoDatabase } from '../../../server/test/support/demo-database.ts';
import { giveReach } from '../../../server/test/support/organisation.ts';
import { idArray } from '../../../server/src/db/sql-values.ts';
import type { HttpRequest } from '../http-client.ts';
import type { Timing } from '../measure.ts';
import { databaseUrlOf, replay, statementsOf } from '../sql-replay.ts';
import { EMPLOYMENTS, RANGE, seedDepartment } from './grid-department.ts';

const clientScript = fileURLToPath(new URL('../http-client.ts', import.meta.url));
/** The version of the shared catalogue (watch codes, properties) is that of employment 0 (grid_row_versions): changing it builds every row again; the bench changes the pay configuration's version with it. */
const CATALOGUE = 0;
/** As a browser asks: the answer comes compressed. */
const ACCEPT_ENCODING = 'br, gzip';

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

/** How many calls each series makes (after as many warm-up calls as the last figure). */
interface Runs {
  cold: [number, number];
  cached: [number, number];
  oneRowChanged: [number, number];
}

/**
 * The planning grid of a department of 300 employments × 31 days with a month of pay activity (issue 21.5).
 * Headline: the cold read, every row built (a watch code changed before each call, as after a start or in a new
 * month), and its ratio to the bare SQL of the same call, sent again as it was. Second figure: the cached read.
 */
export const gridPeriod = () => measureGrid(EMPLOYMENTS, { cold: [30, 3], cached: [100, 10], oneRowChanged: [50, 5] });

/** The same for a department of 1.000 employments × 31 days (issue 21: all rows built, target median < 250 ms). */
export const gridThousand = () => measureGrid(1_000, { cold: [15, 2], cached: [30, 3], oneRowChanged: [15, 2] });

async function measureGrid(employments: number, runs: Runs) {
  const database = await openDemoDatabase();
  const app = await buildApp(testConfig({ NODE_ENV: 'production' }), database);
  try {
    const { db } = database;
    // Server-side: Fastify's own time from the request's arrival until the answer is handed to the socket.
    const serverMs: number[] = [];
    const isGrid = (url: string) => url.startsWith('/api/Plan/GetEmployeesPeriod');
    app.addHook('onResponse', async (request, reply) => {
      if (isGrid(request.url)) serverMs.push(reply.elapsedTime);
    });
    // What the triggers of any change of these employments' watches do, asked for from outside the timed calls; 0 stands
    // for every row built and every pay figure computed again, as after a start or in a new month: a watch code's change
    // and a pay configuration's change (migrations 0010 and 0021).
    app.post<{ Body: { employmentIds: number[] } }>('/bench/change', async (request) => {
      await db.execute(sql`select bump_grid_row_versions(${idArray(request.body.employmentIds)})`);
      if (request.body.employmentIds.includes(CATALOGUE)) await db.execute(sql`select bump_pay_figure_versions(array[0])`);
      return {};
    });
    const { departmentId, seeded } = await seedDepartment(db, employments);
    const planner = await buildUser(db, { roles: ['Planner'] });
    await giveReach(db, planner.id, 'Planner', [departmentId]);
    const authorization = `Bearer ${await login(app, planner.email)}`;
    const url = `/api/Plan/GetEmployeesPeriod?start=${RANGE.start}&end=${RANGE.end}&departmentid=${departmentId}`;
    const read = (encoding: string) => app.inject({ method: 'POST', url, headers: { authorization, 'accept-encoding': encoding }, payload: {} });
    const plain = await read('identity');
    if (plain.statusCode !== 200) throw new Error(`GetEmployeesPeriod svarede ${plain.statusCode}: ${plain.body.slice(0, 300)}`);
    const rows = plain.json() as { employments: { employmentId: number }[]; payAccountValues: unknown[] }[];
    const answerKb = { plain: Math.round(plain.rawPayload.length / 1024), gzip: Math.round((await read('gzip')).rawPayload.length / 1024), br: Math.round((await read('br')).rawPayload.length / 1024) };

    // Over a real socket, as a browser asks: Fastify's `inject` would copy the answer more times inside the server's process.
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const gridRequest: HttpRequest = { url: `${base}${url}`, method: 'POST', headers: { authorization, 'content-type': 'application/json', 'accept-encoding': ACCEPT_ENCODING }, body: '{}' };
    const changeOf = (employmentIds: number[]): HttpRequest => ({ url: `${base}/bench/change`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ employmentIds }) });
    /** `runs` calls (after `warmUp`) with the server's own figures of them; `before` is sent untimed before each. */
    async function series(runs: number, warmUp: number, before?: HttpRequest) {
      const from = serverMs.length + warmUp;
      // The server's CPU per call besides the wall time: on a shared machine the wall time also measures the waiting for a core.
      const cpuBefore = process.cpuUsage();
      const http = await timeOverHttp({ ...gridRequest, before }, runs, warmUp);
      const cpu = process.cpuUsage(cpuBefore);
      return { http, serverSide: summarise(serverMs.slice(from)), nodeCpuMsPerCall: Math.round((cpu.user + cpu.system) / 1000 / (runs + warmUp)) };
    }
    const cold = await series(...runs.cold, changeOf([CATALOGUE]));
    const cached = await series(...runs.cached);
    const oneRowChanged = await series(...runs.oneRowChanged, changeOf([rows[0]!.employments[0]!.employmentId]));

    // The bare SQL of one cold call, recorded and sent again.
    await app.inject({ method: 'POST', url: '/bench/change', payload: { employmentIds: [CATALOGUE] } });
    const statements = await statementsOf(database, () => read(ACCEPT_ENCODING));
    const bareSql = await replay(databaseUrlOf(database), statements, 10, 30);
    const over = (ms: number, sqlMs: number) => Math.round((ms / sqlMs) * 100) / 100;
    return {
      data: { ...seeded, rows: rows.length, rowsWithPayFigures: rows.filter((row) => row.payAccountValues.length > 0).length, answerKb },
      cold: {
        ...cold.serverSide,
        nodeCpuMsPerCall: cold.nodeCpuMsPerCall,
        overBareSqlAllAtOnce: over(cold.serverSide.medianMs, bareSql.allAtOnce.medianMs),
        overBareSqlOneAfterAnother: over(cold.serverSide.medianMs, bareSql.oneAfterAnother.medianMs),
        http: cold.http,
        note: `headline: server side, every row built and every pay figure computed (a watch code and the pay configuration changed before each call), br answer; target median ${employments === EMPLOYMENTS ? '< 60 ms and ≤ 2 × bare SQL' : '< 250 ms'}`,
      },
      cached: { ...cached.serverSide, nodeCpuMsPerCall: cached.nodeCpuMsPerCall, http: cached.http, note: 'server side, rows kept from the last read; target median < 25 ms' },
      oneRowChanged: { ...oneRowChanged.serverSide, nodeCpuMsPerCall: oneRowChanged.nodeCpuMsPerCall, note: 'server side; one row changed before each call' },
      bareSql: { ...bareSql, note: 'the statements of one cold call (sign-in check included), sent again from a pool of 10' },
    };
  } finally {
    await app.close();
  }
}
