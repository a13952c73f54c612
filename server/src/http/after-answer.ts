import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { writeAppLog } from './app-log.ts';

/**
 * Work that must not delay or shape the answer (a reset mail, whose timing would tell whether the
 * address exists): it runs once the handler has answered; a failure is a fault for the application log.
 */
export interface AfterAnswer {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every task started so far has ended (shutdown, tests). */
  idle(): Promise<void>;
}

export function createAfterAnswer(db: Db, logger: FastifyBaseLogger): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch(async (error: unknown) => {
          logger.error({ err: error }, `Fejl i ${name}`);
          await writeAppLog(db, { level: 'error', message: `Fejl i ${name}: ${error instanceof Error ? error.message : String(error)}`, exception: error instanceof Error ? error.stack : undefined });
        })
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
