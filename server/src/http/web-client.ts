import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The built client's file names under /assets carry a hash of their content, so a name never changes meaning. */
const ONE_YEAR = 'public, max-age=31536000, immutable';
/** index.html (and the few unhashed files) are asked again every time, so a new release is seen at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web client from `webDist`, with every other GET outside /api answered by index.html (the
 * client's own routes). Missing assets and API routes answer 404 in JSON: a stale page asking for an old
 * script must get an error, not the HTML of the app.
 */
export async function registerWebClient(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  // Files are looked up per request, so a rebuilt web client is served without a restart.
  if (hasWeb) {
    const hashedAssets = path.join(webDist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      setHeaders: (reply, file) => void reply.header('cache-control', file.startsWith(hashedAssets) ? ONE_YEAR : REVALIDATE),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.toLowerCase();
    if (url.startsWith('/api/') || url.startsWith('/assets/') || !hasWeb || request.method !== 'GET') {
      return reply.code(404).send({ message: 'Kaldet findes ikke.', code: 'not_found' });
    }
    return reply.sendFile('index.html');
  });
}
