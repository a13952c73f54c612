import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build.ts';
import { serverRoot } from '../../src/paths.ts';
import { createDatabase, dropDatabase, templateOfRun, urlFor } from '../support/test-database.ts';

let child: ChildProcess | undefined;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  child?.kill('SIGTERM');
  for (const cleanup of cleanups) await cleanup();
});

/** A database for the built server: a copy of the run's migrated template on PostgreSQL, or an empty PGlite folder. */
async function databaseEnvironment(): Promise<Record<string, string>> {
  if (process.env.TEST_DATABASE_URL) {
    const name = await createDatabase('kaj_built', templateOfRun());
    cleanups.push(() => dropDatabase(name));
    return { DATABASE_URL: urlFor(name) };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'kaj-built-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return { KAJ_DATA_DIR: folder };
}

/** Starts `node dist/main.js` as `npm run serve` does, and answers its port once it has said it listens. */
function startBuilt(environment: Record<string, string>): Promise<number> {
  const started = spawn(process.execPath, [path.join(serverRoot, 'dist', 'main.js')], {
    env: { PATH: process.env.PATH, ...environment, PORT: '0', HOST: '127.0.0.1', KAJ_DEMO: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (data: Buffer) => {
      output += data.toString();
      const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    };
    started.stdout.on('data', onData);
    started.stderr.on('data', onData);
    started.on('exit', (code) => reject(new Error(`The built server stopped (${code}): ${output}`)));
  });
}

describe('the built server (npm run build, npm run serve)', () => {
  it('bundles, starts with node alone, and serves the API and its probes', async () => {
    await buildServer();
    const port = await startBuilt(await databaseEnvironment());
    const base = `http://127.0.0.1:${port}`;
    expect(await (await fetch(`${base}/api/ready`)).json()).toEqual({ status: 'ok', database: 'ok', migrations: 'current' });
    const settings = await fetch(`${base}/api/App/AppSettings`);
    expect(settings.status).toBe(200);
    expect(await settings.json()).toMatchObject({ companyName: 'Østersø Færger A/S' });
  }, 120_000); // a whole esbuild bundle and a cold start: a minute on a busy two-core machine
});
