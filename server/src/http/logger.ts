import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { urlForLog } from './security-headers.ts';

/** What the database and the start write to: the server's log, or nothing in tests. */
export type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

/**
 * The server's log (JSON on stdout), made before the database opens so that its connections report through it too.
 * Never a token, a password or a reset link in it: requests show only method, redacted URL and address.
 * Written without waiting (each request logs two lines, and a synchronous write held the one thread under load);
 * pino writes what is left when the process exits.
 */
export function createLogger(level: string): FastifyBaseLogger {
  return pino(
    {
      level,
      serializers: {
        req: (request: { method: string; url: string; ip: string }) => ({ method: request.method, url: urlForLog(request.url), remoteAddress: request.ip }),
        err: pino.stdSerializers.err,
      },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}

/** A log that writes nothing, for tests and scripts that open a database. */
export const silentLog: Log = pino({ level: 'silent' });
