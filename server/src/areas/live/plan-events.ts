// GET /api/Plan/Events: the planning grid's server-sent events, fed by the database's NOTIFY (see index.ts),
// so that a change made through any server instance reaches the grids of all, carrying the changed rows.
import type { FastifyInstance } from 'fastify';
import { EVERY_ROLE, planEventsQuery } from '@kaj/contract';
import type { Database } from '../../db/client.ts';
import type { TokenService } from '../../auth/tokens.ts';
import { authenticateRequest } from '../../http/authenticate-request.ts';
import { parseQuery, type RawQuery } from '../../http/query.ts';
import { assertDepartmentReadable, viewerOf } from '../planning/grid/grid-scope.ts';
import { departmentTree } from '../reports/fte-realised.ts';
import { contentKeyOf, deliverChanges, type Listener } from './changed-rows.ts';
import { NeedDeliveries, needFollowOf } from './changed-need.ts';
import { PLAN_CHANNEL, planChangesOf } from './index.ts';

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
const PING_MS = 25_000;
/** A stream that has not taken this much of what was sent is ended: its client connects again and reads what it shows. */
const MAX_UNSENT_BYTES = 8 * 1024 * 1024;
/** Changes heard within this window after the first go out together: a burst of writes is built and sent once. */
export const COALESCE_MS = 40;

export async function registerPlanEvents(app: FastifyInstance, database: Database, tokens: TokenService): Promise<void> {
  const listeners = new Set<Listener>();
  const closers = new Set<() => void>();
  const logError = (error: unknown) => app.log.error({ err: error }, 'Live-opdatering kunne ikke sendes');

  // Changes wait for the window, and for the delivery before them, taking the newest version of each employment;
  // deliveries run one after the other, so every listener gets an employment's versions in the order of commit.
  const waiting = new Map<number, number>();
  const needs = new NeedDeliveries(database.db, listeners, logError);
  let scheduled = false;
  let delivered: Promise<void> = Promise.resolve();
  const deliverWaiting = async () => {
    scheduled = false;
    const changes = [...waiting].map(([employmentId, version]) => ({ employmentId, version }));
    waiting.clear();
    needs.touched(await deliverChanges(database.db, listeners, changes, logError));
  };
  const unlisten = await database.listen(PLAN_CHANNEL, (payload) => {
    const changes = planChangesOf(payload);
    if (!changes) return;
    for (const { employmentId, version } of changes) waiting.set(employmentId, Math.max(version, waiting.get(employmentId) ?? 0));
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      delivered = delivered.then(deliverWaiting).catch(logError);
    }, COALESCE_MS);
  }, () => {
    // Changes made while the database connection was down were not heard: the streams are ended, and the clients,
    // connecting again, read what they show.
    for (const close of [...closers]) close();
  });

  app.get('/api/Plan/Events', async (request, reply) => {
    const user = await authenticateRequest(request, EVERY_ROLE, database.db, tokens);
    if (!user) return;
    const query = parseQuery(planEventsQuery, request.query as RawQuery);
    const viewer = await viewerOf(database.db, user);
    const range = { start: query.start, end: query.end };
    let department: ReadonlySet<number> | null = null;
    if (query.departmentId !== undefined) {
      await assertDepartmentReadable(database.db, viewer, query.departmentId);
      department = new Set(await departmentTree(database.db, [query.departmentId]));
    }
    const contentKey = await contentKeyOf(database.db, user, range);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    stream.write(': connected\n\n');
    const ping = setInterval(() => stream.write(': ping\n\n'), PING_MS);
    const send = (frame: Uint8Array) => {
      // A delivery that began before the stream closed still ends with it: a write after the end would throw.
      if (stream.writableEnded || stream.destroyed) return;
      if (stream.writableLength > MAX_UNSENT_BYTES) close();
      else stream.write(frame);
    };
    const need = needFollowOf(viewer, query.departmentId, query.draft ?? false);
    const listener: Listener = { viewer, range, department, contentKey, need, send };
    const close = () => {
      clearInterval(ping);
      listeners.delete(listener);
      closers.delete(close);
      stream.end();
    };
    listeners.add(listener);
    closers.add(close);
    request.raw.on('close', close);
  });

  // Open streams would keep the server from closing: end them, and stop listening before the database closes.
  app.addHook('preClose', async () => {
    for (const close of [...closers]) close();
    await unlisten();
    await delivered;
    await needs.settled();
  });
}
