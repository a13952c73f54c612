// Large answers written as bytes (the grid's rows) compressed once per content. A department's month is 4 MB of JSON,
// and compressing it takes longer than building it from kept rows; planners re-read the same rows (a reload, another
// planner of the department), so the compressed bytes are kept by the key of the plain ones (http/json-bytes.ts), which
// names their content: the answer is all that goes in, so a kept one is never wrong for it.
import { finished } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
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
 * The pieces go to the compressor in chunks of this size: each chunk is a round trip to zlib's thread pool, and
 * brotli's quality 1 compresses each apart (a department's month: 161 KB in chunks of 512 KB, 190 KB in 128 KB).
 */
const CHUNK_BYTES = 512 * 1024;

/**
 * Brotli at quality 1, not 4 as for smaller answers (http/compression.ts): a department's month of 4 MB takes 3 ms
 * instead of 14 ms on the first read after a change, for 161 KB instead of 122 KB. Each chunk is flushed: brotli
 * would otherwise hold the input and compress it at the end. Gzip at zlib's default level.
 */
const compressors: Record<Encoding, () => zlib.BrotliCompress | zlib.Gzip> = {
  br: () => zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, chunkSize: 64 * 1024, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }),
  gzip: () => zlib.createGzip({ chunkSize: 64 * 1024 }),
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

/**
 * The body compressed while its pieces are made: a chunk goes to zlib's thread pool, on another core, while the next
 * is made here. Nothing when the whole body is smaller than is worth keeping.
 */
async function compressWhileMade(encoding: Encoding, body: JsonBody): Promise<Buffer | undefined> {
  let compressor: zlib.BrotliCompress | zlib.Gzip | undefined;
  const compressed: Buffer[] = [];
  let chunk: Buffer[] = [];
  let chunkBytes = 0;
  let madeBytes = 0;
  const send = () => {
    if (!compressor) {
      compressor = compressors[encoding]();
      compressor.on('data', (bytes: Buffer) => compressed.push(bytes));
      // `finished` below throws its error; without a listener it would end the process before.
      compressor.on('error', () => undefined);
    }
    compressor.write(Buffer.concat(chunk, chunkBytes));
    chunk = [];
    chunkBytes = 0;
  };
  try {
    for (const piece of body.pieces()) {
      chunk.push(piece);
      chunkBytes += piece.length;
      madeBytes += piece.length;
      if (chunkBytes < CHUNK_BYTES) continue;
      send();
      // To the event loop, where zlib's thread hands back a chunk it is done with and takes the next.
      await setImmediate();
    }
    if (madeBytes < LEAST_BYTES) return undefined;
    if (chunkBytes > 0) send();
    compressor!.end();
    await finished(compressor!);
    return Buffer.concat(compressed);
  } finally {
    compressor?.destroy();
  }
}

/** Sends the JSON, compressed as the client accepts, the compressed form of the same content reused. */
export async function sendJsonBody(request: FastifyRequest, reply: FastifyReply, body: JsonBody): Promise<FastifyReply> {
  reply.type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding || (body.made && body.length() < LEAST_BYTES)) return reply.send(body.bytes());
  // A body with pieces still to make holds new pieces, so no compressed form of it is kept: it is compressed while they are made.
  let compressed = body.made ? kept.get(`${encoding}|${body.key()}`) : undefined;
  if (!compressed) {
    compressed = await compressWhileMade(encoding, body);
    if (!compressed) return reply.send(body.bytes());
    kept.set(`${encoding}|${body.key()}`, compressed);
  }
  return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(compressed);
}
