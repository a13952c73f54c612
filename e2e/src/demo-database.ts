import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/src/db/client.ts';
import { bootstrapDatabase } from '../../server/src/db/seed/bootstrap.ts';
import { migrateDatabase } from '../../server/src/db/migrations.ts';
import { testConfig } from '../../server/test/support/test-app.ts';
import { createDatabase, dropDatabase, openCopyOf, openTestDatabase, templateOfRun, urlFor } from '../../server/test/support/test-database.ts';

/**
 * The demo company is seeded once per run into a template, and each browser test file gets a copy:
 * a database copied from it on PostgreSQL, a copied data folder on PGlite.
 */
const DEMO_VARIABLE = 'KAJ_E2E_DEMO_TEMPLATE';

const quiet = { info: () => undefined, warn: (message: string) => console.warn(message) };

async function seedDemo(database: Database): Promise<void> {
  await bootstrapDatabase(database.db, testConfig({ KAJ_DEMO: '1' }), quiet);
}

/** Seeds the run's demo template (after the migrated template exists) and answers how to remove it. */
export async function prepareDemoTemplate(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    const name = await createDatabase('kaj_demo', templateOfRun());
    const database = await openDatabase({ databaseUrl: urlFor(name) });
    await seedDemo(database);
    await database.close();
    process.env[DEMO_VARIABLE] = name;
    return () => dropDatabase(name);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'kaj-demo-'));
  const database = await openDatabase({ dataDir: folder });
  await migrateDatabase(database);
  await seedDemo(database);
  await database.close();
  process.env[DEMO_VARIABLE] = folder;
  return () => rm(folder, { recursive: true, force: true });
}

/** A database of its own with the demo company; closing it removes it. */
export async function openDemoDatabase(): Promise<Database> {
  const template = process.env[DEMO_VARIABLE];
  if (!template) {
    // Started outside a test run (a benchmark): seed it here.
    const database = await openTestDatabase();
    await seedDemo(database);
    return database;
  }
  if (process.env.TEST_DATABASE_URL) return openCopyOf(template);
  const folder = await mkdtemp(path.join(tmpdir(), 'kaj-demo-'));
  await cp(template, folder, { recursive: true });
  const database = await openDatabase({ dataDir: folder });
  return {
    ...database,
    async close() {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
