import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PlanRowsEvent } from '@kaj/contract';
import { availableParallelism } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { serverRoot } from '../../src/paths.ts';
import { openDatabase } from '../../src/db/client.ts';
import { notifyPlanChanged } from '../../src/areas/live/index.ts';
import { queryRows } from '../../src/db/raw.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildShip } from '../support/organisation.ts';
import { TEST_PASSWORD, buildUser } from '../support/test-app.ts';
import { createDatabase, dropDatabase, templateOfRun, urlFor } from '../support/test-database.ts';

// KAJ_SERVER_PROCESSES=2 on PostgreSQL: two server processes share the port and nothing else but the database.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let child: ChildProcess | undefined;
let database: string | undefined;
afterAll(async () => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  if (database) await dropDatabase(database);
});

/** A request on a connection of its own (no keep-alive), so the primary hands each to the next process in turn. */
function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end(options.body);
  });
}

/** Opens the live stream on a connection of its own; answers the data of the first `event: rows`. */
function firstRowsEvent(url: string, token: string): { connected: Promise<void>; heard: Promise<string> } {
  let connected!: () => void;
  const isConnected = new Promise<void>((resolve) => (connected = resolve));
  const heard = new Promise<string>((resolve, reject) => {
    const sent = http.get(url, { headers: { authorization: `Bearer ${token}` }, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes(': connected')) connected();
        const event = /event: rows\ndata: (.*)\n/.exec(text);
        if (event) {
          resolve(event[1]!);
          sent.destroy();
        }
      });
    });
    sent.on('error', (error) => (error.message === 'socket hang up' ? undefined : reject(error)));
  });
  return { connected: isConnected, heard };
}

/** Starts `src/main.ts` with two processes; answers the port once both have said they listen. */
function startTwoProcesses(databaseUrl: string): Promise<number> {
  const started = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src', 'main.ts')], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, KAJ_SERVER_PROCESSES: '2', PORT: '0', HOST: '127.0.0.1', KAJ_DEMO: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (data: Buffer) => {
      output += data.toString();
      const listening = [...output.matchAll(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/g)];
      if (listening.length >= 2) resolve(Number(listening[0]![1]));
    };
    started.stdout.on('data', onData);
    started.stderr.on('data', onData);
    started.on('exit', (code) => reject(new Error(`The server stopped (${code}): ${output}`)));
  });
}

describe('the number of server processes (KAJ_SERVER_PROCESSES)', () => {
  it('is one per core with PostgreSQL, one with PGlite, and more than one needs PostgreSQL', () => {
    const postgres = 'postgres://kaj@db.example/kaj';
    expect(readConfig({ DATABASE_URL: postgres }).serverProcesses).toBe(availableParallelism());
    expect(readConfig({ DATABASE_URL: postgres, KAJ_SERVER_PROCESSES: '3' }).serverProcesses).toBe(3);
    expect(readConfig({}).serverProcesses).toBe(1);
    expect(readConfig({ KAJ_SERVER_PROCESSES: '1' }).serverProcesses).toBe(1);
    expect(() => readConfig({ KAJ_SERVER_PROCESSES: '2' })).toThrow('KAJ_SERVER_PROCESSES: PGlite kører i én proces; flere serverprocesser kræver DATABASE_URL');
    expect(() => readConfig({ DATABASE_URL: postgres, KAJ_SERVER_PROCESSES: '0' })).toThrow('KAJ_SERVER_PROCESSES');
  });
});

describe.runIf(onPostgres)('several server processes on one machine (KAJ_SERVER_PROCESSES)', () => {
  it('serve from two processes on one port, share sign-ins and live updates through PostgreSQL, and stop together', async () => {
    database = await createDatabase('kaj_processes', templateOfRun());
    const url = urlFor(database);
    const opened = await openDatabase({ databaseUrl: url });
    const admin = await buildUser(opened.db, { roles: ['Admin'] });
    const employee = await buildEmployee(opened.db);
    const { id: employmentId } = await buildEmployment(opened.db, { employeeId: employee.id, agreementId: (await buildAgreement(opened.db)).id, departmentId: (await buildShip(opened.db)).deck.id });

    const port = await startTwoProcesses(url);
    const base = `http://127.0.0.1:${port}`;
    const answeredBy = new Set<number>();
    for (let n = 0; n < 20 && answeredBy.size < 2; n += 1) {
      const health = await request(`${base}/api/health`);
      expect(health.status).toBe(200);
      answeredBy.add((JSON.parse(health.body) as { process: number }).process);
    }
    expect(answeredBy.size).toBe(2);
    expect(answeredBy.has(child!.pid!)).toBe(false);

    // Signed in through one process, the token works in both (the secret is shared through the database).
    const login = await request(`${base}/api/Authenticate/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: admin.email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = JSON.parse(login.body) as { token: string };
    for (let n = 0; n < 4; n += 1) {
      expect((await request(`${base}/api/Authenticate/AuthTest`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    }

    // Four streams, handed to the two processes in turn: a change committed on another connection reaches every one
    // of them as the changed row, with the version it reached.
    const streams = Array.from({ length: 4 }, () => firstRowsEvent(`${base}/api/Plan/Events?start=2026-11-01&end=2026-11-30`, token));
    await Promise.all(streams.map((stream) => stream.connected));
    await opened.db.transaction((tx) => notifyPlanChanged(tx, [employmentId]));
    const [version] = await queryRows<{ version: string }>(opened.db, sql`select version from grid_row_versions where employment_id = ${employmentId}`);
    await opened.close();
    for (const stream of streams) {
      const event = JSON.parse(await stream.heard) as PlanRowsEvent;
      expect(event.rows.map((row) => row.employeeId)).toEqual([employee.id]);
      expect(event.versions).toEqual({ [employmentId]: Number(version!.version) });
    }

    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});
