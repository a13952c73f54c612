import { readConfig } from './config.ts';
import { startKaj } from './start.ts';

const { app } = await startKaj(readConfig());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
