import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { syncReferenceData } from '../../src/db/reference/sync.ts';

/** One template per test run, so that runs side by side (or a benchmark) never drop each other's. */
const TEMPLATE_VARIABLE = 'KAJ_TEST_TEMPLATE';

/** The server's own URL with another database name. */
function urlFor(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Makes the migrated template of this run and answers how to drop it again. */
export async function prepareTemplateDatabase(): Promise<() => Promise<void>> {
  if (!process.env.TEST_DATABASE_URL) return async () => {};
  const template = `kaj_template_${randomBytes(4).toString('hex')}`;
  await admin((client) => client.query(`create database ${template}`));
  const database = await openDatabase({ databaseUrl: urlFor(template) });
  await syncReferenceData(database.db);
  await database.close();
  process.env[TEMPLATE_VARIABLE] = template;
  return () => admin((client) => client.query(`drop database if exists ${template} with (force)`)).then(() => undefined);
}

/**
 * A freshly migrated database of its own for one test file: a copy of the template on
 * PostgreSQL when TEST_DATABASE_URL is set, otherwise an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await syncReferenceData(database.db);
    return database;
  }
  const template = process.env[TEMPLATE_VARIABLE];
  if (!template) throw new Error('No template database: the global setup of the tests makes it');
  const name = `kaj_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name} template ${template}`));
  const database = await openDatabase({ databaseUrl: urlFor(name) });
  return {
    ...database,
    async close() {
      await database.close();
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
