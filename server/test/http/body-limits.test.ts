import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { appLog } from '../../src/db/schema/index.ts';
import { urlForLog } from '../../src/http/security-headers.ts';
import { callApi, signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

// Bodies are limited per call before they are parsed, and an unauthorised body is not read at all;
// refused requests are not faults of the server.

const test = useTestApp();

const json = (size: number) => JSON.stringify({ entityName: 'x', selection: 'y'.repeat(size) });

describe('body limits', () => {
  it('refuses a body over the call’s limit with 413 before parsing it, and logs no fault', async () => {
    const { token } = await signedIn(test, ['Admin']);
    const before = (await test.db.select({ n: count() }).from(appLog))[0]!.n;
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/Setting/SaveUserSetting',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: json(2 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Indholdet er for stort.');
    expect((await test.db.select({ n: count() }).from(appLog))[0]!.n).toBe(before);
  });

  it('answers 401 to a body sent without a token, even to the call that takes the largest ones', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/Budget/ImportBudgetFte?year=2026',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ content: 'A'.repeat(5 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('takes a large workbook where the call declares it', async () => {
    const { token } = await signedIn(test, ['Admin']);
    const response = await callApi(test.app, 'POST', '/api/Budget/ImportBudgetFte', { token, query: { year: 2026 }, body: { content: 'A'.repeat(3 * 1024 * 1024) } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).not.toBe('bad_request');
  });
});

describe('logs', () => {
  it('never show the token of a reset link', () => {
    expect(urlForLog('/change-password/abc123secret/anne%40kaj.test')).toBe('/change-password/[skjult]');
    expect(urlForLog('/api/Plan/GetEmployeesPeriod?start=2026-11-01')).toBe('/api/Plan/GetEmployeesPeriod?start=2026-11-01');
  });
});
