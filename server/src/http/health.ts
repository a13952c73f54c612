import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { migrationsCurrent } from '../db/migrations.ts';

/** How long readiness waits for the database before it answers 503. */
const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`intet svar på ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Probes for load balancers and orchestrators, JSON and without a login:
 * `/api/health` says the process is up (and which it is); `/api/ready` says the database answers and has every migration (503 if not).
 */
export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get('/api/health', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    // Which server process answered: several may share the port (KAJ_SERVER_PROCESSES).
    return { status: 'ok', process: process.pid };
  });
  app.get('/api/ready', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    try {
      await withTimeout(database.db.execute(sql`select 1`), READY_TIMEOUT_MS);
      if (!(await withTimeout(migrationsCurrent(database.db), READY_TIMEOUT_MS))) {
        return reply.code(503).send({ status: 'unavailable', database: 'ok', migrations: 'pending' });
      }
      return reply.send({ status: 'ok', database: 'ok', migrations: 'current' });
    } catch (error) {
      request.log.warn({ err: error }, 'Databasen svarer ikke');
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
