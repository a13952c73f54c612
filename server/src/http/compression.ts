import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Brotli or gzip on every answer that gains from it (JSON, HTML, scripts, styles), as the client accepts:
 * over a ship's satellite link the grid's month shrinks from megabytes to about a hundred kilobytes.
 * Brotli at quality 4 (the plugin's default), because quality 11 costs far more CPU per answer for a few
 * per cent; large answers are compressed in zlib's thread pool, not on the request thread.
 * The live-events stream is left alone: it writes its frames itself.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
}
