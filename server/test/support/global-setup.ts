import { prepareTemplateDatabase } from './test-database.ts';

/** Migrates one template database per run (PostgreSQL only); every test file copies it. Dropped at the end. */
export default async function setup() {
  return prepareTemplateDatabase();
}
