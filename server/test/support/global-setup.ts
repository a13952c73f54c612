import { chooseTestDatabase, prepareTemplateDatabase } from './test-database.ts';

/**
 * Chooses PostgreSQL or PGlite for the run, and on PostgreSQL migrates one template database that every test file
 * copies. Dropped at the end.
 */
export default async function setup() {
  console.log(`Testdatabase: ${await chooseTestDatabase()}`);
  return prepareTemplateDatabase();
}
