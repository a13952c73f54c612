import { cp, mkdtemp, rm } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrations.ts';
import { bootstrapDatabase } from '../../src/demo/bootstrap.ts';
import { businessNowMs, setClock } from '../../src/clock.ts';
import { demoTemplateOfRun, openCopyOf, urlFor } from './test-database.ts';

/**
 * The demo company for tests, seeded once and copied for each test file that asks (seeding takes seconds, a copy a
 * fraction of one). On PostgreSQL the copy is of a database beside the run's migrated template, made by the first
 * file that asks — under an advisory lock, since workers start files side by side — and dropped with the template.
 * On PGlite it is a data folder per process.
 */

const quiet = { info: () => undefined, warn: (message: string) => console.warn(message) };

/**
 * Seeds by the real clock: the demo is shared by every file of the run, which read its months from today. An earlier
 * file in the same worker may have left the business clock at its own `KAJ_NOW` (an app sets the clock when it is
 * built, after its database is opened), and a demo seeded in that month failed the files that expect this one.
 */
async function seedDemo(database: Database): Promise<void> {
  const offsetMs = businessNowMs() - Date.now();
  setClock(null);
  try {
    await bootstrapDatabase(database.db, { demoData: true, firstAdmin: undefined }, quiet);
  } finally {
    setClock(Date.now() + offsetMs);
  }
}

/** Makes the run's demo template on PostgreSQL unless a file (or the browser tests' setup) has made it already. */
export async function ensureDemoTemplate(): Promise<string> {
  const { name, template } = demoTemplateOfRun();
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database ${name} template ${template}`);
      const database = await openDatabase({ databaseUrl: urlFor(name) });
      await seedDemo(database).finally(() => database.close());
    }
    return name;
  } finally {
    await client.end();
  }
}

let folderTemplate: Promise<string> | undefined;

/** The demo seeded once into a PGlite folder of this process, removed when the process ends. */
function demoFolder(): Promise<string> {
  folderTemplate ??= (async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'kaj-demo-'));
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    const database = await openDatabase({ dataDir: folder });
    await migrateDatabase(database);
    await seedDemo(database);
    await database.close();
    return folder;
  })();
  return folderTemplate;
}

/** A database of its own with the demo company; closing it removes it. */
export async function openDemoDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE_URL) return openCopyOf(await ensureDemoTemplate());
  const folder = await mkdtemp(path.join(tmpdir(), 'kaj-demo-'));
  await cp(await demoFolder(), folder, { recursive: true });
  const database = await openDatabase({ dataDir: folder });
  return {
    ...database,
    async close() {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

