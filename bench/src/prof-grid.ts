import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/src/app.ts';
import { buildUser, login, testConfig } from '../../server/test/support/test-app.ts';
import { openDemoDatabase } from '../../server/test/support/demo-database.ts';
import { giveReach } from '../../server/test/support/organisation.ts';
import { prepareTemplateDatabase } from '../../server/test/support/test-database.ts';
import { RANGE, seedDepartment } from './benchmarks/grid-department.ts';

const drop = await prepareTemplateDatabase();
const database = await openDemoDatabase();
const app = await buildApp(testConfig({ NODE_ENV: 'production' }), database);
const { db } = database;
const { departmentId } = await seedDepartment(db, Number(process.env.N ?? 300));
const planner = await buildUser(db, { roles: ['Planner'] });
await giveReach(db, planner.id, 'Planner', [departmentId]);
const authorization = `Bearer ${await login(app, planner.email)}`;
const url = `/api/Plan/GetEmployeesPeriod?start=${RANGE.start}&end=${RANGE.end}&departmentid=${departmentId}`;
const cold = process.env.COLD !== '0';
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const times: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < 40; i += 1) {
  if (cold) await db.execute(sql`select bump_grid_row_versions(array[0])`);
  const t = performance.now();
  const c = process.cpuUsage();
  const r = await app.inject({ method: 'POST', url, headers: { authorization, 'accept-encoding': 'br' }, payload: {} });
  const u = process.cpuUsage(c);
  times.push(performance.now() - t);
  cpu.push((u.user + u.system) / 1000);
  if (r.statusCode !== 200) throw new Error(r.body);
}
const { profile } = await session.post('Profiler.stop');
await writeFile(process.env.PROF ?? '/tmp/gridbytes/prof/loop.cpuprofile', JSON.stringify(profile));
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log({ cold, medianMs: med(times.slice(5)), cpuMs: med(cpu.slice(5)) });
await app.close();

await drop();
process.exit(0);
