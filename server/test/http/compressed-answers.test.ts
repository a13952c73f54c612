import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from '../../src/http/compression.ts';
import { acceptedEncoding, sendJsonBody } from '../../src/http/compressed-answers.ts';
import { JsonBytes } from '../../src/http/json-bytes.ts';

// The grid's large answers, written as bytes, compressed once per content and the compressed bytes reused.

/** Some 600 KB of rows, as repetitive as a grid's. */
const rows = Array.from({ length: 3000 }, (_, n) => ({ employeeId: n, firstName: `Fornavn${n}`, watchDays: [{ date: '2026-03-01', watches: [{ code: 'BD', startTime: '07:00' }] }] }));
let version = 0;
const app = Fastify();
beforeAll(async () => {
  await registerCompression(app);
  app.get('/rows', (request, reply) => sendJsonBody(request, reply, new JsonBytes().write(JSON.stringify(version === 0 ? rows : [...rows, { version }])).done()));
  app.get('/small', (request, reply) => sendJsonBody(request, reply, new JsonBytes().write(JSON.stringify(rows.slice(0, 3))).done()));
  // The rows as pieces made while the answer is compressed, as the grid's new days are.
  app.get('/later', (request, reply) => {
    const body = new JsonBytes().write('[');
    rows.forEach((row, at) => body.write(at === 0 ? '' : ',').appendLater(() => Buffer.from(JSON.stringify(row))));
    return sendJsonBody(request, reply, body.write(']').done());
  });
  app.get('/small-later', (request, reply) => sendJsonBody(request, reply, new JsonBytes().appendLater(() => Buffer.from(JSON.stringify(rows.slice(0, 3)))).done()));
});
afterAll(() => app.close());

const get = (url: string, encoding: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

describe('compressed answers', () => {
  it('sends the bytes compressed as the client accepts, the same compressed bytes again for the same answer, and a changed answer anew', async () => {
    const br = await get('/rows', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(rows);
    expect((await get('/rows', 'br')).rawPayload).toEqual(br.rawPayload);

    version = 1;
    const changed = await get('/rows', 'br');
    expect(JSON.parse(brotliDecompressSync(changed.rawPayload).toString()).at(-1)).toEqual({ version: 1 });
    version = 0;

    const gzip = await get('/rows', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(rows);

    const plain = await get('/rows', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(rows);
  });

  it('compresses pieces made while the answer is sent, and sends a small one plain', async () => {
    for (const encoding of ['br', 'gzip']) {
      const answer = await get('/later', encoding);
      expect(answer.headers['content-encoding']).toBe(encoding);
      const plain = encoding === 'br' ? brotliDecompressSync(answer.rawPayload) : gunzipSync(answer.rawPayload);
      expect(JSON.parse(plain.toString())).toEqual(rows);
    }
    const small = await get('/small-later', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(rows.slice(0, 3));
  });

  it('leaves smaller answers to the compression of every answer', async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(rows.slice(0, 3));
  });

  it('names the same content by the same key, a kept piece by its identity: the same piece again is the same answer, other bytes another', () => {
    const piece = Buffer.from('{"watchDays":[]}');
    const answer = (kept: Buffer, text = '[') => new JsonBytes().write(text).appendKept(kept).write(']').done();
    expect(answer(piece).key()).toBe(answer(piece).key());
    expect(answer(piece).bytes().toString()).toBe('[{"watchDays":[]}]');
    expect(answer(Buffer.from('{"watchDays":[1]}')).key()).not.toBe(answer(piece).key());
    expect(answer(piece, '[ ').key()).not.toBe(answer(piece).key());
    expect(new JsonBytes().write('[1]').done().key()).toBe(new JsonBytes().write('[1').write(']').done().key());
  });

  it('makes a later piece when the answer reaches it, once, and names it as the kept piece it becomes', () => {
    const made: string[] = [];
    const later = (text: string) => () => {
      made.push(text);
      return Buffer.from(text);
    };
    const body = new JsonBytes().write('[').appendLater(later('1')).write(',').appendLater(later('2')).write(']').done();
    expect(body.made).toBe(false);
    expect(made).toEqual([]);
    const pieces = body.pieces()[Symbol.iterator]();
    expect(pieces.next().value?.toString()).toBe('[');
    expect(made).toEqual([]);
    expect(pieces.next().value?.toString()).toBe('1');
    expect(made).toEqual(['1']);
    expect(body.bytes().toString()).toBe('[1,2]');
    expect(body.made).toBe(true);
    expect(body.key()).toBe(body.key());
    expect(body.length()).toBe(5);
    expect(made).toEqual(['1', '2']);
  });

  it('chooses brotli before gzip, and neither when the client refuses them', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding('*')).toBe('gzip');
  });
});
