import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, allCalls } from '@kaj/contract';
import { handlers } from '../../src/areas/index.ts';
import { callApi, createTestApp, signedIn, type TestApp } from '../support/test-app.ts';

/** Calls of the specification not built yet: none. A call added to the contract comes with its handler. */
const NOT_BUILT_CEILING = 0;

let test: TestApp;
let token: string;
beforeAll(async () => {
  test = await createTestApp();
  ({ token } = await signedIn(test, [...ROLES]));
});
afterAll(() => test.close());

const built = new Set(handlers.map((handler) => handler.call.name));
const notBuilt = allCalls.filter((call) => !built.has(call.name));

describe('the contract on the server', () => {
  it('has a handler only for calls of the contract, each once', () => {
    const names = handlers.map((handler) => handler.call.name);
    expect(new Set(names).size).toBe(names.length);
    const known = new Set(allCalls.map((call) => call.name));
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });

  it('answers every call without a token with 401 (public calls excepted), never 404', async () => {
    for (const call of allCalls) {
      const response = await callApi(test.app, call.method, call.path);
      if (call.access === 'public') expect(response.statusCode, call.name).not.toBe(404);
      else expect(response.statusCode, call.name).toBe(401);
    }
  });

  it(`lists the calls not built yet: they answer 501 naming the call`, async () => {
    console.warn(`Kald der endnu ikke er bygget: ${notBuilt.length} af ${allCalls.length}`);
    expect(notBuilt.length).toBeLessThanOrEqual(NOT_BUILT_CEILING);
    for (const call of notBuilt) {
      const response = await callApi(test.app, call.method, call.path, { token });
      expect(response.statusCode, call.name).toBe(501);
      expect(response.json().message).toBe(`Kaldet ${call.name} er ikke bygget endnu.`);
    }
  });
});
