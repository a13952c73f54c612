import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { createSessionCache } from '../../src/auth/session-cache.ts';
import { buildUser, callApi, login, testConfig, type TestApp } from '../support/test-app.ts';
import { createDatabase, dropDatabase, templateOfRun, urlFor } from '../support/test-database.ts';
import { useTestApp } from '../support/use-test-app.ts';

// The session checks each instance keeps for a moment (issue 21): an ended session or a changed user holds at once.

const test = useTestApp();
const whoAmI = (app: TestApp['app'], token: string) => callApi(app, 'GET', '/api/Authenticate/AuthTest', { token });

describe('the kept session checks', () => {
  it('keeps a check for a moment, never past the token, and forgets all when told', () => {
    let now = 1_000;
    const cache = createSessionCache<string>(() => now);
    cache.keep('a', 'Anna', 10_000, cache.generation);
    cache.keep('b', 'Bo', 1_500, cache.generation);
    expect([cache.lookup('a'), cache.lookup('b')]).toEqual(['Anna', 'Bo']);
    now = 1_600;
    expect([cache.lookup('a'), cache.lookup('b')]).toEqual(['Anna', undefined]);
    now = 3_100;
    expect(cache.lookup('a')).toBeUndefined();
    const before = cache.generation;
    cache.forgetAll();
    // A check begun before the forgetting is not kept: it may have read what was just changed.
    cache.keep('a', 'Anna', 10_000, before);
    expect(cache.lookup('a')).toBeUndefined();
    cache.sessionEnded();
    cache.keep('a', 'Anna', 10_000, cache.generation);
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('refuses a token at once after its user is deactivated or loses a role, on the same instance', async () => {
    const admin = await buildUser(test.db, { roles: ['Admin'] });
    const adminToken = await login(test.app, admin.email);
    const user = await buildUser(test.db, { roles: ['Admin'] });
    const token = await login(test.app, user.email);
    const users = () => callApi(test.app, 'GET', '/api/UserManagement/GetUsers', { token });
    expect((await users()).statusCode).toBe(200);
    const put = (isActive: boolean, roles: string[]) =>
      callApi(test.app, 'POST', '/api/UserManagement/Put', { token: adminToken, query: { id: user.id }, body: { firstName: 'A', lastName: 'B', isActive, roles } });
    expect((await put(true, ['Employee'])).statusCode).toBe(200);
    expect((await users()).statusCode).toBe(403);
    expect((await put(false, ['Employee'])).statusCode).toBe(200);
    expect((await whoAmI(test.app, token)).statusCode).toBe(401);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances over one database', () => {
  let name: string;
  let instances: { app: TestApp['app']; db: TestApp['db'] }[];
  beforeAll(async () => {
    name = await createDatabase('kaj_test', templateOfRun());
    instances = await Promise.all(
      [0, 1].map(async () => {
        const database = await openDatabase({ databaseUrl: urlFor(name) });
        return { app: await buildApp(testConfig(), database), db: database.db };
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(instances.map(({ app }) => app.close()));
    await dropDatabase(name);
  });

  it('refuses a token on the other instance as soon as the database tells it, well before the kept moment ends', async () => {
    const [here, there] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const user = await buildUser(here.db);
    const token = await login(here.app, user.email);
    expect((await whoAmI(there.app, token)).statusCode).toBe(200);
    expect((await callApi(here.app, 'POST', '/api/Authenticate/Logout', { token })).statusCode).toBe(204);
    const ended = Date.now();
    while ((await whoAmI(there.app, token)).statusCode === 200) await new Promise((resolve) => setTimeout(resolve, 10));
    // The other instance kept the check for up to 2 s: its notice came sooner.
    expect(Date.now() - ended).toBeLessThan(1500);
    expect((await whoAmI(here.app, token)).statusCode).toBe(401);
  });
});
