import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { bootstrapDatabase } from './db/seed/bootstrap.ts';
import { buildApp } from './app.ts';

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp(config, database);
await bootstrapDatabase(database.db, config, app.log);
await app.listen({ port: config.port, host: config.host });
app.log.info(`Kaj kører på ${config.appUrl} (${database.driver === 'pglite' ? `PGlite i ${config.dataDir}` : 'PostgreSQL'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
