import cluster from 'node:cluster';
import { readConfig } from './config.ts';
import { createLogger } from './http/logger.ts';
import { superviseServerProcesses } from './processes.ts';
import { startKaj } from './start.ts';

const config = readConfig();

if (config.serverProcesses > 1 && cluster.isPrimary) {
  superviseServerProcesses(config.serverProcesses, createLogger(config.logLevel));
} else {
  const { app } = await startKaj(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
}
