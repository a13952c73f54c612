import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { appLog, userSettings } from '../../src/db/schema/index.ts';
import { callApi, createTestApp, signedIn, type TestApp } from '../support/test-app.ts';

let test: TestApp;
let token: string;
beforeAll(async () => {
  test = await createTestApp();
  test.app.get('/api/__test/boom', async () => {
    throw new Error('hemmelig intern detalje');
  });
  ({ token } = await signedIn(test, ['Admin']));
});
afterAll(() => test.close());

describe('behaviour common to every call', () => {
  it('matches paths case-insensitively', async () => {
    expect((await callApi(test.app, 'GET', '/api/authenticate/authtest', { token })).statusCode).toBe(200);
    expect((await callApi(test.app, 'GET', '/API/AUTHENTICATE/AUTHTEST', { token })).statusCode).toBe(200);
  });

  it('answers 400 naming a missing required parameter, and changes nothing', async () => {
    await callApi(test.app, 'POST', '/api/Setting/SaveUserSetting', { token, body: { entityName: 'grid', selection: '{}' } });
    const response = await callApi(test.app, 'POST', '/api/Setting/DeleteUserSetting', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "The parameter 'settingId' cannot be null." });
    expect((await test.db.select({ n: count() }).from(userSettings))[0]!.n).toBe(1);
  });

  it('matches parameter names case-insensitively and refuses malformed values in Danish', async () => {
    const missing = await callApi(test.app, 'GET', '/api/Log/GetLoginsForUser', { token, query: { UserId: 'abc' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Parameteren 'userid' er ugyldig: den skal være et helt tal.");
    const bool = await callApi(test.app, 'GET', '/api/Log/GetNLogs', { token, query: { pageNo: 1, pageSize: 10, sortByAscending: 'måske' } });
    expect(bool.json().message).toBe("Parameteren 'sortByAscending' er ugyldig: den skal være true eller false.");
  });

  it('refuses a malformed body and invalid JSON with 400', async () => {
    const wrongShape = await callApi(test.app, 'POST', '/api/Setting/SaveUserSetting', { token, body: { entityName: '', selection: 5 } });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json().message).toContain('entityName');
    const badJson = await test.app.inject({
      method: 'POST',
      url: '/api/Setting/SaveUserSetting',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"entityName": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe('Indholdet er ikke gyldig JSON.');
  });

  it('answers 204 for an empty result', async () => {
    expect((await callApi(test.app, 'POST', '/api/Setting/DeleteUserSettings', { token })).statusCode).toBe(204);
  });

  it('answers an unexpected error with 500 and no internals, and writes it to the application log', async () => {
    const response = await callApi(test.app, 'GET', '/api/__test/boom', { token });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hemmelig');
    expect(response.json().message).toBe('Der opstod en uventet fejl på serveren. Fejlen er skrevet i applikationsloggen.');
    const [entry] = await test.db.select().from(appLog);
    expect(entry).toMatchObject({ level: 'error', message: 'hemmelig intern detalje', url: 'GET /api/__test/boom' });
  });

  it('answers 404 JSON for an unknown call', async () => {
    const response = await callApi(test.app, 'GET', '/api/Nothing/Here', { token });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Kaldet findes ikke.');
  });

  it('serves the OpenAPI document of the whole contract at /api/docs', async () => {
    const response = await callApi(test.app, 'GET', '/api/docs');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.0.3');
    expect(document.paths['/api/Authenticate/Login'].post.requestBody).toBeDefined();
    expect(document.paths['/api/Log/GetNLogs'].get.parameters).toContainEqual(expect.objectContaining({ name: 'pageNo', required: true }));
  });
});

describe('App/AppSettings', () => {
  it('answers the company name and the feature toggles without a login', async () => {
    const response = await callApi(test.app, 'GET', '/api/App/AppSettings');
    expect(response.json()).toEqual({
      companyName: 'Østersø Færger A/S',
      allowTradeShifts: true,
      allowResthourApprovals: true,
      allowTimeRegistration: true,
      allowMilageRegistration: true,
      allowPasswordReset: true,
    });
  });
});
