import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { syncReferenceData } from '../../src/db/reference/sync.ts';
import { migrateDatabase } from '../../src/db/migrations.ts';

/** One template per test run, so that runs side by side (or a benchmark) never drop each other's. */
const TEMPLATE_VARIABLE = 'KAJ_TEST_TEMPLATE';

/** The PostgreSQL the tests use when none is named and it answers (as CI and these machines have it). */
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a PostgreSQL answers at `url` and lets its user create databases (each test file gets one). */
async function canCreateDatabases(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ allowed: boolean }>('select rolcreatedb or rolsuper as allowed from pg_roles where rolname = current_user');
    return rows[0]?.allowed === true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Chooses the database of a test run, once, before the test files start (they inherit the environment):
 * TEST_DATABASE_URL if set, PGlite if it is `pglite`, otherwise the local PostgreSQL when one answers, otherwise PGlite.
 * Answers which, for the run's log.
 */
export async function chooseTestDatabase(): Promise<string> {
  const named = process.env.TEST_DATABASE_URL;
  if (named === 'pglite') delete process.env.TEST_DATABASE_URL;
  else if (!named && (await canCreateDatabases(LOCAL_POSTGRES))) process.env.TEST_DATABASE_URL = LOCAL_POSTGRES;
  const chosen = process.env.TEST_DATABASE_URL;
  return chosen ? `PostgreSQL på ${new URL(chosen).host}` : 'PGlite';
}

/** The server's own URL with another database name. */
export function urlFor(database: string): string {
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
  const template = await createDatabase('kaj_template');
  const database = await openDatabase({ databaseUrl: urlFor(template) });
  await migrateDatabase(database);
  await syncReferenceData(database.db);
  await database.close();
  process.env[TEMPLATE_VARIABLE] = template;
  return () => dropDatabase(template);
}

/**
 * A freshly migrated database of its own for one test file: a copy of the template on
 * PostgreSQL when TEST_DATABASE_URL is set, otherwise an in-memory PGlite.
 */
export async function openTestDatabase(): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(database);
    await syncReferenceData(database.db);
    return database;
  }
  return openCopyOf(templateOfRun());
}

/** A PostgreSQL database of its own copied from `template`; closing it drops it. */
export async function openCopyOf(template: string): Promise<Database> {
  const name = await createDatabase('kaj_test', template);
  const database = await openDatabase({ databaseUrl: urlFor(name) });
  return {
    ...database,
    async close() {
      await database.close();
      await dropDatabase(name);
    },
  };
}

/** Creates a PostgreSQL database named `<prefix>_<random>` (a copy of `template` if given) and answers its URL-less name. */
export async function createDatabase(prefix: string, template?: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`drop database if exists ${name} with (force)`));
}

/** The migrated template of this run (PostgreSQL), to copy. */
export function templateOfRun(): string {
  const template = process.env[TEMPLATE_VARIABLE];
  if (!template) throw new Error('No template database: the global setup of the tests makes it');
  return template;
}
