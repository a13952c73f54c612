import { chooseTestDatabase, prepareTemplateDatabase } from '../../server/test/support/test-database.ts';
import { ensureDemoTemplate } from '../../server/test/support/demo-database.ts';

/** The browser tests' run: the database chosen, the migrated template, and (on PostgreSQL) the demo company seeded once to copy. */
export default async function setup() {
  console.log(`Testdatabase: ${await chooseTestDatabase()}`);
  const dropTemplates = await prepareTemplateDatabase();
  if (process.env.TEST_DATABASE_URL) await ensureDemoTemplate();
  return dropTemplates;
}
