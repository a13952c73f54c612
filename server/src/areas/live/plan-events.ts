// GET /api/Plan/Events: the planning grid's server-sent events, fed by the database's NOTIFY (see index.ts),
// so that a change made through any server instance reaches the grids of all.
import type { FastifyInstance } from 'fastify';
import { EVERY_ROLE } from '@kaj/contract';
import type { Database } from '../../db/client.ts';
import type { TokenService } from '../../auth/tokens.ts';
import { authenticateRequest } from '../../http/authenticate-request.ts';
import { viewerOf, type Viewer } from '../planning/grid/grid-scope.ts';
import { audienceOf, reads } from './event-audience.ts';
import { PLAN_CHANNEL } from './index.ts';

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
const PING_MS = 25_000;

interface Subscriber {
  viewer: Viewer;
  send(frame: string): void;
}

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
  /** Each listener hears only of the employments they read; one lookup per change serves them all. */
  const deliver = async (employmentIds: number[]) => {
    if (subscribers.size === 0) return;
    const audience = [...subscribers].some(({ viewer }) => viewer.reach !== 'all') ? await audienceOf(database.db, employmentIds) : [];
    for (const { viewer, send } of subscribers) {
      const heard = viewer.reach === 'all' ? employmentIds : audience.filter((employment) => reads(viewer, employment)).map((e) => e.employmentId);
      if (heard.length > 0) send(`event: plan\ndata: ${JSON.stringify({ employmentIds: heard })}\n\n`);
    }
  };
  // Changes are delivered one after the other, in the order they were committed.
  let delivered: Promise<void> = Promise.resolve();
  const unlisten = await database.listen(PLAN_CHANNEL, (payload) => {
    const employmentIds = employmentIdsOf(payload);
    if (!employmentIds) return;
    delivered = delivered.then(() => deliver(employmentIds)).catch((error: unknown) => app.log.error({ err: error }, 'Live-opdatering kunne ikke sendes'));
  });

  app.get('/api/Plan/Events', async (request, reply) => {
    const user = await authenticateRequest(request, EVERY_ROLE, database.db, tokens);
    if (!user) return;
    const viewer = await viewerOf(database.db, user);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    stream.write(': connected\n\n');
    const subscriber: Subscriber = { viewer, send: (frame) => stream.write(frame) };
    const ping = setInterval(() => stream.write(': ping\n\n'), PING_MS);
    const close = () => {
      clearInterval(ping);
      subscribers.delete(subscriber);
      closers.delete(close);
      stream.end();
    };
    subscribers.add(subscriber);
    closers.add(close);
    request.raw.on('close', close);
  });

  // Open streams would keep the server from closing: end them, and stop listening before the database closes.
  app.addHook('preClose', async () => {
    for (const close of [...closers]) close();
    await unlisten();
  });
}
