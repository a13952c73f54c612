// Large answers written as bytes (the grid's rows) compressed once per content. A department's month is 4 MB of JSON,
// and compressing it takes longer than building it from kept rows; planners re-read the same rows (a reload, another
// planner of the department), so the compressed bytes are kept by the key of the plain ones (http/json-bytes.ts), which
// names their content: the answer is all that goes in, so a kept one is never wrong for it.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LruStore } from '../areas/shared/kept-by-version.ts';
import type { JsonBody } from './json-bytes.ts';

/** Smaller answers are left to the compression of every answer (http/compression.ts): keeping them would not pay. */
const LEAST_BYTES = 256 * 1024;
/** Some 200 department months compressed. */
const LIMIT_BYTES = 32_000_000;

type Encoding = 'br' | 'gzip';

/**
 * Brotli at quality 1, not 4 as for smaller answers (http/compression.ts): a department's month of 4 MB takes 3 ms
 * instead of 14 ms on the first read after a change, for 155 KB instead of 122 KB. Gzip at zlib's default level.
 */
const compressors: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => promisify(zlib.brotliCompress)(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => promisify(zlib.gzip)(bytes),
};

const kept = new LruStore<Buffer>(LIMIT_BYTES, (bytes) => bytes.length);

/** The encoding the client accepts, brotli before gzip; none when it accepts neither (or refuses them with q=0). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** Sends the JSON, compressed as the client accepts, the compressed form of the same content reused. */
export async function sendJsonBody(request: FastifyRequest, reply: FastifyReply, body: JsonBody): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  const encoding = body.length < LEAST_BYTES ? undefined : acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.bytes());
  const key = `${encoding}|${body.key}`;
  let compressed = kept.get(key);
  if (!compressed) {
    compressed = await compressors[encoding](body.bytes());
    kept.set(key, compressed);
  }
  return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(compressed);
}
