import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallDef } from '@kaj/contract';
import type { Db } from '../db/client.ts';
import type { Services } from '../services.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { AppError, badRequest } from '../errors.ts';
import { authenticateRequest } from './authenticate-request.ts';
import { JsonAnswer, type FileResult, type RegisteredHandler } from './handler.ts';
import { sendJsonBody } from './compressed-answers.ts';
import { bodyFromQuery, parseQuery } from './query.ts';
import { createThrottles } from './rate-limits.ts';
import { describeIssues } from './zod-messages.ts';

type RawQuery = Record<string, string | string[] | undefined>;

function parseBody(call: CallDef, request: FastifyRequest): unknown {
  if (!call.body) return undefined;
  const raw = request.method === 'GET' && call.getWithBody ? bodyFromQuery(request.query as RawQuery, call.query) : request.body;
  if (raw === undefined || raw === null || raw === '') throw badRequest('missing_body', 'Forespørgslen mangler sit indhold.');
  const parsed = call.body.safeParse(raw);
  if (!parsed.success) throw badRequest('invalid_body', describeIssues(parsed.error.issues));
  return parsed.data;
}

function sendFile(reply: FastifyReply, file: FileResult) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName.replace(/"/g, '')}"`)
    .send(Buffer.from(file.data));
}

/** In tests: an answer that does not match the contract is the server's error. */
function checkResponse(call: CallDef, result: unknown) {
  const checked = call.response.safeParse(result);
  if (!checked.success) throw new Error(`Svaret fra ${call.name} passer ikke til kontrakten: ${describeIssues(checked.error.issues)}`);
}

/**
 * Registers every call of the contract; a call without a handler yet answers 501 naming the call.
 * Before the body is read: the address is throttled where the call takes a password, and the token and
 * roles are checked, so an unauthorised body is never parsed; a body over the call's limit is refused unread.
 */
export async function registerCalls(app: FastifyInstance, calls: readonly CallDef[], handlers: readonly RegisteredHandler[], db: Db, services: Services) {
  const byName = new Map(handlers.map((handler) => [handler.call.name, handler]));
  const throttleOf = await createThrottles(app, services.config.authRateLimitPerMinute);
  for (const call of calls) {
    const handler = byName.get(call.name);
    const throttle = throttleOf(call);
    app.route({
      method: call.getWithBody ? ['GET', 'POST'] : call.method,
      url: call.path,
      bodyLimit: call.maxBodyBytes,
      onRequest: [
        ...(throttle.onRequest ? [throttle.onRequest] : []),
        async (request) => {
          request.sessionUser = await authenticateRequest(request, call.access, db, services.tokens, services.sessions);
        },
      ],
      ...(throttle.preHandler ? { preHandler: throttle.preHandler } : {}),
      handler: async (request, reply) => {
        const user = request.sessionUser;
        if (!handler) throw new AppError(501, 'not_implemented', `Kaldet ${call.name} er ikke bygget endnu.`);
        const query = parseQuery(call.query, request.query as RawQuery);
        const body = parseBody(call, request);
        const result = await handler.run({ query, body: body as never, user: user as never, db, services, request });
        if (call.file) return sendFile(reply, result as FileResult);
        if (result === null || result === undefined) return reply.code(204).send();
        if (result instanceof JsonAnswer) {
          if (services.config.checkResponses) checkResponse(call, JSON.parse(result.body.bytes().toString()));
          return sendJsonBody(request, reply, result.body);
        }
        if (services.config.checkResponses) checkResponse(call, result);
        return reply.send(result);
      },
    });
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}
