import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { prepareDatabase } from './demo/bootstrap.ts';
import { copyPreparedData } from './demo/prepared-data.ts';
import { createLogger } from './http/logger.ts';
import { buildApp } from './app.ts';

export interface StartedKaj {
  app: FastifyInstance;
  database: Database;
}

/**
 * A whole start: the log, the database prepared (migrated and seeded under the start lock), the app listening.
 * An empty PGlite folder starts from the build's prepared copy when there is one (`demo/prepared-data.ts`).
 */
export async function startKaj(config: Config, preparedFolder?: string): Promise<StartedKaj> {
  const log = createLogger(config.logLevel);
  const prepared = config.databaseUrl ? undefined : await copyPreparedData(config.dataDir, config.demoData, preparedFolder);
  if (prepared) log.info(`Ny PGlite-datamappe kopieret fra byggets forberedte mappe ${prepared}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize, namedStatements: config.databaseNamedStatements, log });
  try {
    await prepareDatabase(database, config, log);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp(config, database, log);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Kaj kører på ${config.appUrl} (${database.driver === 'pglite' ? `PGlite i ${config.dataDir}` : 'PostgreSQL'})`);
  return { app, database };
}
