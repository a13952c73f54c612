import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyPlanChanged } from '../../src/areas/live/index.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';

let test: TestApp;
let baseUrl: string;
let token: string;

beforeAll(async () => {
  test = await createTestApp();
  token = (await signedIn(test, ['Planner'])).token;
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => test.close());

/** An open event stream and the text read from it so far. */
async function openStream(bearer: string) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/Plan/Events`, { headers: { authorization: `Bearer ${bearer}` }, signal: abort.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  /** Reads until `wanted` has arrived, failing after `ms`. */
  const waitFor = async (wanted: string, ms = 2000): Promise<number> => {
    const started = Date.now();
    const deadline = setTimeout(() => abort.abort(), ms);
    try {
      while (!text.includes(wanted)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted: the assertion below says what was missing
    } finally {
      clearTimeout(deadline);
    }
    expect(text).toContain(wanted);
    return Date.now() - started;
  };
  return { response, waitFor, read: () => text, close: () => abort.abort() };
}

describe('GET /api/Plan/Events', () => {
  it('pushes a NOTIFY committed on another connection to every open stream within two seconds', async () => {
    const first = await openStream(token);
    const second = await openStream(token);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toContain('text/event-stream');
    await first.waitFor(': connected');
    await second.waitFor(': connected');

    await test.db.transaction(async (tx) => notifyPlanChanged(tx, [2, 1, 2]));
    const frame = 'event: plan\ndata: {"employmentIds":[1,2]}\n\n';
    expect(await first.waitFor(frame)).toBeLessThan(2000);
    expect(await second.waitFor(frame)).toBeLessThan(2000);
    first.close();
    second.close();
  });

  it('tells nobody of a change that is rolled back', async () => {
    const stream = await openStream(token);
    await stream.waitFor(': connected');
    await test.db
      .transaction(async (tx) => {
        await notifyPlanChanged(tx, [7]);
        throw new Error('refused');
      })
      .catch(() => undefined);
    await test.db.transaction(async (tx) => notifyPlanChanged(tx, [8]));
    await stream.waitFor('{"employmentIds":[8]}');
    expect(stream.read()).not.toContain('[7]');
    stream.close();
  });

  it('answers 401 without a valid token', async () => {
    const response = await fetch(`${baseUrl}/api/Plan/Events`);
    expect(response.status).toBe(401);
    const expired = await fetch(`${baseUrl}/api/Plan/Events`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(expired.status).toBe(401);
  });
});
