import type { FastifyError, FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { writeAppLog } from './app-log.ts';
import { urlForLog } from './security-headers.ts';

/** Client-side problems Fastify finds before a handler runs, in Danish. */
function requestProblem(error: FastifyError): string | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Indholdet er ikke gyldig JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Indholdstypen understøttes ikke; send JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Indholdet er for stort.';
    default:
      return error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? 'Forespørgslen er ugyldig.' : null;
  }
}

/** AppErrors become their JSON; what the client sent wrong becomes 4xx; anything else is logged and answered 500 without internals. */
export function installErrorHandler(app: FastifyInstance, db: Db) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).send({ message: error.message, code: error.code });
    }
    const problem = requestProblem(error);
    if (problem) return reply.code(error.statusCode ?? 400).send({ message: problem, code: 'bad_request' });
    request.log.error({ err: error }, 'Uventet fejl');
    await writeAppLog(db, {
      level: 'error',
      message: error.message || 'Uventet fejl',
      exception: error.stack,
      url: `${request.method} ${urlForLog(request.url)}`,
      userName: request.sessionUser?.email,
    });
    return reply.code(500).send({ message: 'Der opstod en uventet fejl på serveren. Fejlen er skrevet i applikationsloggen.', code: 'internal' });
  });
}
