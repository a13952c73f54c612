import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client.ts';

/** Stops the worker and waits for a round under way. */
export type StopWorker = () => Promise<void>;

/**
 * Runs `work` now, at each NOTIFY on `channel` and every `intervalMs` (the timer catches what a lost
 * notification or another instance's failure left). Rounds never overlap: a wake-up during a round runs one
 * more round after it. A failed round is logged with `failure` and tried again at the next wake-up.
 */
export async function startWakeableWorker(
  database: Database,
  options: { channel: string; intervalMs: number; failure: string; log: FastifyBaseLogger },
  work: (stopped: () => boolean) => Promise<void>,
): Promise<StopWorker> {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await work(() => stopped);
        } catch (error) {
          options.log.error({ err: error }, options.failure);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const unlisten = await database.listen(options.channel, () => void run());
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  void run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await unlisten();
    await running;
  };
}
