import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../server/src/db/raw.ts';
import { TEST_PASSWORD, buildUser } from '../../../server/test/support/test-app.ts';
import { openDemoDatabase } from '../../../server/test/support/demo-database.ts';
import { giveReach } from '../../../server/test/support/organisation.ts';
import { serverRoot } from '../../../server/src/paths.ts';
import { databaseUrlOf } from '../sql-replay.ts';
import type { Sample } from '../load-client.ts';

const clientScript = fileURLToPath(new URL('../load-client.ts', import.meta.url));
const PLANNERS = 50;
const SECONDS = 30;
/** The opening: every planner opens the grid and its stream within the first second, on server processes just started. */
const OPENING_MS = 2000;
const THINK_MS = 1000;
/** As `npm start` runs on this machine with PostgreSQL: one server process per core (KAJ_SERVER_PROCESSES). */
const SERVER_PROCESSES = Number(process.env.KAJ_SERVER_PROCESSES ?? availableParallelism());

/** Starts the server as production does (`src/main.ts`, its processes) over the database; answers its port once every process listens. */
function startServer(databaseUrl: string): Promise<{ port: number; server: ChildProcess }> {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src', 'main.ts')], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, NODE_OPTIONS: process.env.KAJ_SERVER_NODE_OPTIONS ?? '', DATABASE_URL: databaseUrl, KAJ_SERVER_PROCESSES: String(SERVER_PROCESSES), PORT: '0', HOST: '127.0.0.1', KAJ_DEMO: '0', KAJ_AUTH_RATE_LIMIT: '100000', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (data: Buffer) => {
      output += data.toString();
      const listening = [...output.matchAll(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/g)];
      if (listening.length >= SERVER_PROCESSES) resolve({ port: Number(listening[0]![1]), server });
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.on('exit', (code) => reject(new Error(`Serveren stoppede (${code}): ${output.slice(-2000)}`)));
  });
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function percentiles(samples: readonly Sample[]) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (share: number) => round(sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0);
  return { requests: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), maxMs: at(1) };
}

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/Authenticate/Login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: TEST_PASSWORD }) });
  if (!response.ok) throw new Error(`Login svarede ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The first day of the month after this one and its last day: the demo has a plan there, with free days to place on. */
function nextMonth(): { start: string; end: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0));
  return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
}

/**
 * 50 planners of the demo company at work at once on loopback (127.0.0.1), with live updates on (the changed rows
 * arrive on the stream): each reads its department's grid of next month and places watches, with a second of think time, for 30 s; then it stops by itself.
 * The server runs as production starts it (one process per core), the planners in a process of their own.
 */
export async function load() {
  const database = await openDemoDatabase();
  let server: ChildProcess | undefined;
  try {
    const { db } = database;
    const departments = await queryRows<{ id: number }>(db, sql`
      select distinct ep.property_id as id from employment_properties ep
      join properties p on p.id = ep.property_id join property_types t on t.id = p.property_type_id
      where t.key = 'department' order by 1`);
    const [template] = await queryRows<{ id: number }>(db, sql`select id from watch_templates where code = 'D2'`);
    if (departments.length === 0 || !template) throw new Error('Demoens afdelinger eller vagtkoden D2 mangler');
    const users = [];
    for (let n = 0; n < PLANNERS; n += 1) {
      const departmentId = Number(departments[n % departments.length]!.id);
      const user = await buildUser(db, { roles: ['Planner'], email: `belastning${n}@kaj.example` });
      await giveReach(db, user.id, 'Planner', [departmentId]);
      users.push({ email: user.email, departmentId });
    }
    const started = await startServer(databaseUrlOf(database));
    server = started.server;
    const planners = [];
    for (const { email, departmentId } of users) planners.push({ token: await signIn(`http://127.0.0.1:${started.port}`, email), departmentId });
    const range = nextMonth();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', clientScript, JSON.stringify({ base: `http://127.0.0.1:${started.port}`, planners, range, watchTemplateId: Number(template.id), seconds: SECONDS, thinkMs: THINK_MS })],
      { maxBuffer: 64 * 1024 * 1024, timeout: (SECONDS + 90) * 1000 },
    );
    const { samples, liveEvents, liveRowsPut, ownEventMs, elapsedSeconds } = JSON.parse(stdout) as { samples: Sample[]; liveEvents: number; liveRowsPut: number; ownEventMs: number[]; elapsedSeconds: number };
    const answered = samples.filter((sample) => sample.status > 0 && sample.status < 500);
    const byKind = Object.fromEntries((['grid', 'write', 'live'] as const).map((kind) => [kind, percentiles(answered.filter((sample) => sample.kind === kind))]));
    return {
      setup: { planners: PLANNERS, departments: departments.length, seconds: SECONDS, thinkMs: THINK_MS, month: range.start, liveUpdates: 'on', serverProcesses: SERVER_PROCESSES },
      errors: samples.length - answered.length,
      refused4xx: answered.filter((sample) => sample.status >= 400).length,
      all: percentiles(answered),
      ...byKind,
      opening: percentiles(answered.filter((sample) => sample.at < OPENING_MS)),
      afterOpening: percentiles(answered.filter((sample) => sample.at >= OPENING_MS)),
      throughputPerSecond: round(samples.length / elapsedSeconds),
      liveEventsHeard: liveEvents,
      liveRowsPut,
      ownChangeHeardAfter: percentiles(ownEventMs.map((ms) => ({ kind: 'live', status: 200, ms, at: 0 }))),
      note:
        'errors: no answer or 5xx; refused4xx: e.g. two planners placing on the same free day; live: rows read again (sent stale, or put aside during an own write); ' +
        'ownChangeHeardAfter: from sending a write until its rows arrive on the planner\'s own stream; opening: the requests sent in the first 2 s (every planner opens its grid and stream on ' +
        'server processes just started), afterOpening: the rest; target 0 errors and p95 < 200 ms (all)',
    };
  } finally {
    if (server?.exitCode === null) {
      const stopped = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    }
    await database.close();
  }
}
