import { afterAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { startKaj, type StartedKaj } from '../../src/start.ts';
import { testConfig } from '../support/test-app.ts';
import { createDatabase, dropDatabase, urlFor } from '../support/test-database.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const started: StartedKaj[] = [];
let database: string | undefined;
afterAll(async () => {
  await Promise.all(started.map(({ app }) => app.close()));
  if (database) await dropDatabase(database);
});

async function countUsers(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from users');
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

describe.runIf(onPostgres)('instances started together on an empty PostgreSQL', () => {
  it('migrate and seed once, one after the other, and both serve', async () => {
    database = await createDatabase('kaj_start');
    const url = urlFor(database);
    const config = (name: string) => testConfig({ DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', KAJ_ADMIN_EMAIL: 'it@rederi.test', KAJ_ADMIN_PASSWORD: 'Hemmelig1', APP_URL: `http://${name}.test` });
    const results = await Promise.allSettled([startKaj(config('a')), startKaj(config('b')), startKaj(config('c'))]);
    for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
    expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started', 'started']);

    for (const { app } of started) {
      const { port } = app.server.address() as AddressInfo;
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'current' });
    }
    // The first administrator was created once.
    expect(await countUsers(url)).toBe(1);
  });
});
