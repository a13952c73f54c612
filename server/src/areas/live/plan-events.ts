// GET /api/Plan/Events: the planning grid's server-sent events, fed by the database's NOTIFY (see index.ts),
// so that a change made through any server instance reaches the grids of all.
import type { FastifyInstance } from 'fastify';
import { EVERY_ROLE } from '@kaj/contract';
import type { Database } from '../../db/client.ts';
import type { TokenService } from '../../auth/tokens.ts';
import { authenticateRequest } from '../../http/authenticate-request.ts';
import { PLAN_CHANNEL } from './index.ts';

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
const PING_MS = 25_000;

type Subscriber = (frame: string) => void;

/** The employment ids of a NOTIFY payload; anything else is ignored. */
function employmentIdsOf(payload: string): number[] | null {
  try {
    const parsed = JSON.parse(payload) as { employmentIds?: unknown };
    const ids = parsed.employmentIds;
    return Array.isArray(ids) && ids.every((id) => Number.isInteger(id)) ? (ids as number[]) : null;
  } catch {
    return null;
  }
}

export async function registerPlanEvents(app: FastifyInstance, database: Database, tokens: TokenService): Promise<void> {
  const subscribers = new Set<Subscriber>();
  const closers = new Set<() => void>();
  const unlisten = await database.listen(PLAN_CHANNEL, (payload) => {
    const employmentIds = employmentIdsOf(payload);
    if (!employmentIds) return;
    const frame = `event: plan\ndata: ${JSON.stringify({ employmentIds })}\n\n`;
    for (const send of subscribers) send(frame);
  });

  app.get('/api/Plan/Events', async (request, reply) => {
    await authenticateRequest(request, EVERY_ROLE, database.db, tokens);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    stream.write(': connected\n\n');
    const send: Subscriber = (frame) => stream.write(frame);
    const ping = setInterval(() => stream.write(': ping\n\n'), PING_MS);
    const close = () => {
      clearInterval(ping);
      subscribers.delete(send);
      closers.delete(close);
      stream.end();
    };
    subscribers.add(send);
    closers.add(close);
    request.raw.on('close', close);
  });

  // Open streams would keep the server from closing: end them, and stop listening before the database closes.
  app.addHook('preClose', async () => {
    for (const close of [...closers]) close();
    await unlisten();
  });
}
