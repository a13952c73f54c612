import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../server/src/app.ts';
import { queryRows } from '../../../server/src/db/raw.ts';
import { buildUser, login, testConfig } from '../../../server/test/support/test-app.ts';
import { openDemoDatabase } from '../../../server/test/support/demo-database.ts';
import { giveReach } from '../../../server/test/support/organisation.ts';
import type { Sample } from '../load-client.ts';

const clientScript = fileURLToPath(new URL('../load-client.ts', import.meta.url));
const PLANNERS = 50;
const SECONDS = 30;
const THINK_MS = 1000;

const round = (ms: number) => Math.round(ms * 10) / 10;

function percentiles(samples: readonly Sample[]) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (share: number) => round(sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0);
  return { requests: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), maxMs: at(1) };
}

/** The first day of the month after this one and its last day: the demo has a plan there, with free days to place on. */
function nextMonth(): { start: string; end: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 0));
  return { start: first.toISOString().slice(0, 10), end: last.toISOString().slice(0, 10) };
}

/**
 * 50 planners of the demo company at work at once on loopback (127.0.0.1), with live updates on: each reads its
 * department's grid of next month and places watches, with a second of think time, for 30 s; then it stops by itself.
 * The planners run in a process of their own; the server in this one.
 */
export async function load() {
  const database = await openDemoDatabase();
  const app = await buildApp(testConfig({ NODE_ENV: 'production' }), database);
  try {
    const { db } = database;
    const departments = await queryRows<{ id: number }>(db, sql`
      select distinct ep.property_id as id from employment_properties ep
      join properties p on p.id = ep.property_id join property_types t on t.id = p.property_type_id
      where t.key = 'department' order by 1`);
    const [template] = await queryRows<{ id: number }>(db, sql`select id from watch_templates where code = 'D2'`);
    if (departments.length === 0 || !template) throw new Error('Demoens afdelinger eller vagtkoden D2 mangler');
    const planners = [];
    for (let n = 0; n < PLANNERS; n += 1) {
      const departmentId = Number(departments[n % departments.length]!.id);
      const user = await buildUser(db, { roles: ['Planner'], email: `belastning${n}@kaj.example` });
      await giveReach(db, user.id, 'Planner', [departmentId]);
      planners.push({ token: await login(app, user.email), departmentId });
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const range = nextMonth();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', clientScript, JSON.stringify({ base: `http://127.0.0.1:${port}`, planners, range, watchTemplateId: Number(template.id), seconds: SECONDS, thinkMs: THINK_MS })],
      { maxBuffer: 64 * 1024 * 1024, timeout: (SECONDS + 90) * 1000 },
    );
    const wallSeconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const { samples, liveEvents, elapsedSeconds } = JSON.parse(stdout) as { samples: Sample[]; liveEvents: number; elapsedSeconds: number };
    const answered = samples.filter((sample) => sample.status > 0 && sample.status < 500);
    const byKind = Object.fromEntries((['grid', 'write', 'live'] as const).map((kind) => [kind, percentiles(answered.filter((sample) => sample.kind === kind))]));
    return {
      setup: { planners: PLANNERS, departments: departments.length, seconds: SECONDS, thinkMs: THINK_MS, month: range.start, liveUpdates: 'on' },
      errors: samples.length - answered.length,
      refused4xx: answered.filter((sample) => sample.status >= 400).length,
      all: percentiles(answered),
      ...byKind,
      throughputPerSecond: round(samples.length / elapsedSeconds),
      liveEventsHeard: liveEvents,
      // The server's process (this one) against the wall time of the planners' process, its start included.
      serverCpuShareOfOneCore: Math.round(((cpu.user + cpu.system) / 1e6 / wallSeconds) * 100) / 100,
      note: 'errors: no answer or 5xx; refused4xx: e.g. two planners placing on the same free day; target 0 errors and p95 < 200 ms',
    };
  } finally {
    await app.close();
  }
}
