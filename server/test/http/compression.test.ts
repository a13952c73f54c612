import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../src/db/schema/index.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';

// Compression (br, gzip) of API answers and of the web client's files, and how long browsers may keep them.

const ASSET = '/assets/index-B4x9Qk2a.js';
/** A script of about 60 KB, as repetitive as real code. */
const script = Array.from({ length: 1500 }, (_, n) => `export const value${n} = () => document.title + ${n};`).join('\n');
const html = `<!doctype html><html lang="da"><head><script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>`;

let folder: string;
let test: TestApp;
let token: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'kaj-web-'));
  await mkdir(path.join(folder, 'assets'));
  await writeFile(path.join(folder, 'index.html'), html);
  await writeFile(path.join(folder, ASSET), script);
  await writeFile(path.join(folder, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  test = await createTestApp({ KAJ_WEB_DIST: folder });
  token = (await signedIn(test, ['Admin'])).token;
  // 200 employees: a list answer of some 40 KB.
  await test.db.insert(employees).values(Array.from({ length: 200 }, (_, n) => ({ code: `K${n}`, firstName: `Fornavn${n}`, lastName: `Efternavnsen${n}` })));
});
afterAll(async () => {
  await test.close();
  await rm(folder, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, authorised = false) =>
  test.app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(authorised ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('compression', () => {
  it('compresses a large API answer with brotli or gzip, as the client accepts, to the same JSON', async () => {
    const plain = await get('/api/Employee/GetEmployeesNotInExport', undefined, true);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(200);

    const br = await get('/api/Employee/GetEmployeesNotInExport', 'gzip, deflate, br', true);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const brBytes = br.rawPayload;
    expect(brBytes.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(plain.json());

    const gzip = await get('/api/Employee/GetEmployeesNotInExport', 'gzip', true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const health = await get('/api/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('compresses the web client’s scripts and keeps hashed assets a year, immutable', async () => {
    const br = await get(ASSET, 'br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);

    const gzip = await get(ASSET, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
  });

  it('has browsers ask again for index.html, also where it answers the client’s own routes', async () => {
    for (const url of ['/', '/index.html', '/planning', '/administration/employees?id=3']) {
      const page = await get(url, 'gzip');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(gunzipSync(page.rawPayload).toString(), url).toBe(html);
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with the app’s HTML', async () => {
    const missing = await get('/assets/index-Old12345.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Kaldet findes ikke.', code: 'not_found' });
    expect((await get('/api/Nothing/Here')).statusCode).toBe(404);
  });

  it('keeps the security headers on compressed answers', async () => {
    const br = await get(ASSET, 'br');
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");
    expect(br.headers['x-content-type-options']).toBe('nosniff');
  });
});
