// `npm run cold-answers -w bench -- hash <file>`: sha-256 and length of cold grid answers (the bench department and the
// demo's months, as admin, planner, Ship and employee, across both DST changes), to prove a faster row builder answers
// the same bytes: run it before and after a change on the same day (the demo follows the date) and compare the files.
// `… -- cpu` gives the Node CPU per cold read of the bench department, `… -- profile <file>` a CPU profile of them
// (ROWS, RUNS). Needs TEST_DATABASE_URL.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/src/app.ts';
import { buildUser, login, testConfig } from '../../server/test/support/test-app.ts';
import { openDemoDatabase } from '../../server/test/support/demo-database.ts';
import { giveReach } from '../../server/test/support/organisation.ts';
import { RANGE, seedDepartment } from './benchmarks/grid-department.ts';
import { prepareTemplateDatabase } from '../../server/test/support/test-database.ts';

const mode = process.argv[2] ?? 'hash';
const dropTemplate = await prepareTemplateDatabase();
const database = await openDemoDatabase();
const app = await buildApp(testConfig({ NODE_ENV: 'production' }), database);
const { db } = database;
const cold = async () => {
  await db.execute(sql`select bump_grid_row_versions(array[0])`);
  await db.execute(sql`select bump_pay_figure_versions(array[0])`);
};
const { departmentId } = await seedDepartment(db, Number(process.env.ROWS ?? 300));
const planner = await buildUser(db, { roles: ['Planner'] });
await giveReach(db, planner.id, 'Planner', [departmentId]);
const auth = async (email: string, password?: string) => `Bearer ${await login(app, email, password)}`;
const benchAuth = await auth(planner.email);
const read = async (authorization: string, query: string) => {
  const response = await app.inject({ method: 'POST', url: `/api/Plan/GetEmployeesPeriod?${query}`, headers: { authorization, 'accept-encoding': 'identity' }, payload: {} });
  if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response.rawPayload;
};
const benchQuery = `start=${RANGE.start}&end=${RANGE.end}&departmentid=${departmentId}`;
if (mode === 'hash') {
  // Instants of the seeding moment, made the same for every run.
  for (const table of ['realised_watches', 'planned_watches']) await db.execute(sql.raw(`update ${table} set changed_at = timestamptz '2026-01-02 03:04:05.678Z' + (id % 1000) * interval '1 second'`));
  await db.execute(sql`update contract_balance_corrections set created_at = timestamptz '2026-01-02 03:04:05.678Z' + (id % 1000) * interval '1 second'`);
  const hashes: Record<string, string> = {};
  const who = {
    bench: benchAuth,
    admin: await auth('admin@kaj.example', 'Demo1234'),
    planner: await auth('planner@kaj.example', 'Demo1234'),
    ship: await auth('ship@kaj.example', 'Demo1234'),
    employee: await auth('employee@kaj.example', 'Demo1234'),
  };
  const queries: [keyof typeof who, string][] = [['bench', benchQuery], ['bench', `start=2026-03-25&end=2026-04-03&departmentid=${departmentId}`]];
  const today = new Date();
  for (let back = -3; back <= 1; back += 1) {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + back, 1));
    const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + back + 1, 0));
    const q = `start=${first.toISOString().slice(0, 10)}&end=${last.toISOString().slice(0, 10)}`;
    for (const name of ['admin', 'planner', 'ship', 'employee'] as const) queries.push([name, q]);
  }
  queries.push(['admin', 'start=2026-10-20&end=2026-11-05'], ['planner', 'start=2026-03-20&end=2026-04-10']);
  for (const [name, query] of queries) {
    await cold();
    const body = await read(who[name], query);
    hashes[`${name} ${query}`] = `${createHash('sha256').update(body).digest('hex')} ${body.length}`;
  }
  writeFileSync(process.argv[3] ?? '/tmp/coldbuild-hashes.json', JSON.stringify(hashes, null, 1));
  console.log(JSON.stringify(hashes, null, 1));
} else {
  for (let i = 0; i < 3; i += 1) { await cold(); await read(benchAuth, benchQuery); }
  const session = new Session();
  const profiling = mode === 'profile';
  if (profiling) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 1000 });
    await session.post('Profiler.start');
  }
  const runs = Number(process.env.RUNS ?? 15);
  const before = process.cpuUsage();
  for (let i = 0; i < runs; i += 1) { await cold(); await read(benchAuth, benchQuery); }
  const cpu = process.cpuUsage(before);
  if (profiling) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.argv[3] ?? '/tmp/coldbuild.cpuprofile', JSON.stringify(profile));
  }
  console.log('cpu ms per call', (cpu.user + cpu.system) / 1000 / runs);
}
await app.close();
await dropTemplate();
process.exit(0);
