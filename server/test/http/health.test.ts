import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { callApi } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const test = useTestApp();

describe('health and readiness', () => {
  it('answers JSON without a login: up, and ready while the database answers with every migration', async () => {
    const health = await callApi(test.app, 'GET', '/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', process: process.pid });
    expect(health.headers['cache-control']).toBe('no-store');

    const ready = await callApi(test.app, 'GET', '/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'current' });
  });

  it('is not ready while the database lacks a migration this build has', async () => {
    await test.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const ready = await callApi(test.app, 'GET', '/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'ok', migrations: 'pending' });
  });
});
