import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addPeriods, periodOf } from '@kaj/domain';
import { todayInCopenhagen } from '../../src/clock.ts';
import { queryRows } from '../../src/db/raw.ts';
import { copyPreparedData, makePreparedData } from '../../src/demo/prepared-data.ts';
import { DEMO_PASSWORD } from '../../src/demo/demo-password.ts';
import { startKaj, type StartedKaj } from '../../src/start.ts';
import { login, testConfig } from '../support/test-app.ts';

// The data folders the build prepares (`npm run build`), made here from the same code into a folder of the test's own,
// and the starts on an empty PGlite folder that copy them.

let root: string;
let prepared: string;
const started: StartedKaj[] = [];
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'kaj-prepared-'));
  prepared = path.join(root, 'prepared');
  await makePreparedData(prepared);
}, 120_000);
afterAll(async () => {
  for (const kaj of started) await kaj.app.close();
  await rm(root, { recursive: true, force: true });
});

async function startOnEmptyFolder(name: string): Promise<StartedKaj> {
  const config = testConfig({ KAJ_DATA_DIR: path.join(root, name), KAJ_DEMO: '1', PORT: '0', HOST: '127.0.0.1' });
  const kaj = await startKaj(config, prepared);
  started.push(kaj);
  return kaj;
}

/** Whether the demo was seeded before `moment` (so copied from the prepared folder) rather than by the start. */
async function seededBefore(kaj: StartedKaj, moment: Date): Promise<boolean> {
  const [row] = await queryRows<{ before: boolean }>(kaj.database.db, sql`select max(created_at) < ${moment.toISOString()}::timestamptz as before from users`);
  return row!.before;
}

/** The months the demo has locked: the two before this month, if it was seeded for today. */
async function lockedMonths(kaj: StartedKaj): Promise<string[]> {
  const rows = await queryRows<{ period: string }>(kaj.database.db, sql`select distinct to_char(period, 'YYYY-MM-DD') as period from closings where locked order by 1`);
  return rows.map((row) => row.period);
}

describe('a start on an empty PGlite folder from the prepared copies', () => {
  it('copies the demo seeded today, and serves it: the demo users sign in and last month is locked', async () => {
    const startedAt = new Date();
    const kaj = await startOnEmptyFolder('today');
    expect(await seededBefore(kaj, startedAt)).toBe(true);
    expect(await login(kaj.app, 'planner@kaj.example', DEMO_PASSWORD)).toMatch(/\./);
    const thisMonth = periodOf(todayInCopenhagen());
    expect(await lockedMonths(kaj)).toEqual([addPeriods(thisMonth, -2), addPeriods(thisMonth, -1)]);
    expect((await kaj.app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ migrations: 'current' });
  });

  it('seeds the demo anew over the migrated folder when the demo folder is from another day', async () => {
    const stampFile = path.join(prepared, 'prepared.json');
    const stamp = JSON.parse(await readFile(stampFile, 'utf8')) as { demoDay: string };
    await writeFile(stampFile, JSON.stringify({ ...stamp, demoDay: addDays(todayInCopenhagen(), -40) }));
    const startedAt = new Date();
    const kaj = await startOnEmptyFolder('other-day');
    expect(await seededBefore(kaj, startedAt)).toBe(false);
    expect(await login(kaj.app, 'planner@kaj.example', DEMO_PASSWORD)).toMatch(/\./);
    const thisMonth = periodOf(todayInCopenhagen());
    expect(await lockedMonths(kaj)).toEqual([addPeriods(thisMonth, -2), addPeriods(thisMonth, -1)]);
  });

  it('copies nothing into a folder that has a database, nor folders made from other migrations', async () => {
    expect(await copyPreparedData(path.join(root, 'today'), true, prepared)).toBeUndefined();
    const stampFile = path.join(prepared, 'prepared.json');
    const stamp = JSON.parse(await readFile(stampFile, 'utf8')) as object;
    await writeFile(stampFile, JSON.stringify({ ...stamp, migrations: 'other' }));
    expect(await copyPreparedData(path.join(root, 'fresh'), true, prepared)).toBeUndefined();
  });
});
