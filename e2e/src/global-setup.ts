import { chooseTestDatabase, prepareTemplateDatabase } from '../../server/test/support/test-database.ts';
import { prepareDemoTemplate } from './demo-database.ts';

/** The browser tests' run: the database chosen, the migrated template, and the demo company seeded once to copy. */
export default async function setup() {
  console.log(`Testdatabase: ${await chooseTestDatabase()}`);
  const dropTemplate = await prepareTemplateDatabase();
  const dropDemo = await prepareDemoTemplate();
  return async () => {
    await dropDemo();
    await dropTemplate();
  };
}
