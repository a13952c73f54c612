import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { loginLog, users } from '../../src/db/schema/index.ts';
import { TEST_PASSWORD, buildUser, callApi, login } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const test = useTestApp();

const attempt = (username: string, password: string) => callApi(test.app, 'POST', '/api/Authenticate/Login', { body: { username, password } });
const attemptFrom = (remoteAddress: string, username: string, password: string) =>
  test.app.inject({ method: 'POST', url: '/api/Authenticate/Login', remoteAddress, payload: { username, password } });

describe('Authenticate/Login', () => {
  it('answers the session of a user with the right password', async () => {
    const user = await buildUser(test.db, { roles: ['Planner', 'Approver'] });
    const response = await attempt(user.email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({ id: user.id, username: user.email, roles: ['Approver', 'Planner'], isAuthorized: true });
    expect(new Date(session.validTo).getTime()).toBeGreaterThan(Date.now() + 7 * 3_600_000);
    const log = await test.db.select().from(loginLog).where(eq(loginLog.userId, user.id));
    expect(log.map((row) => row.actionType)).toEqual(['Login']);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const user = await buildUser(test.db);
    const wrong = await attempt(user.email, 'Forkert123');
    const unknown = await attempt('ingen@kaj.test', 'Forkert123');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Forkert email eller password.');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a missing password with a clear message', async () => {
    const response = await callApi(test.app, 'POST', '/api/Authenticate/Login', { body: { username: 'a@kaj.test' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/password/);
  });

  it('holds back the address after five wrong passwords for an account, and no other address', async () => {
    const user = await buildUser(test.db);
    for (let i = 0; i < 5; i += 1) expect((await attemptFrom('203.0.113.5', user.email, 'Forkert123')).json().code).toBe('wrong_credentials');
    const held = await attemptFrom('203.0.113.5', user.email, TEST_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toEqual({ code: 'too_many_attempts', message: 'For mange forkerte forsøg fra din adresse. Prøv igen om 15 minutter.' });
    expect((await attemptFrom('203.0.113.6', user.email, TEST_PASSWORD)).statusCode).toBe(200);
    const actions = (await test.db.select().from(loginLog).where(eq(loginLog.userId, user.id))).map((r) => r.actionType);
    expect(actions.filter((a) => a === 'LoginFailed')).toHaveLength(5);
  });

  it('lets a user in from anywhere once the account hold has run out', async () => {
    const user = await buildUser(test.db);
    await test.db.update(users).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    expect((await attempt(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles an unknown e-mail exactly like a known one, so the throttle reveals no users', async () => {
    for (let i = 0; i < 5; i += 1) await attemptFrom('203.0.113.7', 'ukendt@kaj.test', 'Forkert123');
    const known = await buildUser(test.db);
    for (let i = 0; i < 5; i += 1) await attemptFrom('203.0.113.7', known.email, 'Forkert123');
    const unknownAnswer = await attemptFrom('203.0.113.7', 'ukendt@kaj.test', 'Forkert123');
    const knownAnswer = await attemptFrom('203.0.113.7', known.email, 'Forkert123');
    expect(unknownAnswer.statusCode).toBe(429);
    expect(unknownAnswer.json()).toEqual(knownAnswer.json());
  });

  it('refuses a deactivated user after checking the password', async () => {
    const user = await buildUser(test.db, { isActive: false });
    const response = await attempt(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Din bruger er deaktiveret. Kontakt en administrator.');
  });
});

describe('Authenticate/Renew, AuthTest and Logout', () => {
  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    expect((await callApi(test.app, 'GET', '/api/Authenticate/AuthTest')).statusCode).toBe(401);
    expect((await callApi(test.app, 'GET', '/api/Authenticate/AuthTest', { token: 'not-a-token' })).statusCode).toBe(401);
    const user = await buildUser(test.db);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(test.config.jwtSecret));
    const response = await callApi(test.app, 'GET', '/api/Authenticate/AuthTest', { token: expired });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Din session er udløbet. Log ind igen.');
  });

  it('answers who is signed in, renews the token and logs the logout', async () => {
    const user = await buildUser(test.db, { roles: ['Ship'] });
    const token = await login(test.app, user.email);
    const who = await callApi(test.app, 'GET', '/api/Authenticate/AuthTest', { token });
    expect(who.json()).toEqual({ username: user.email, roles: ['Ship'], isAuthorized: true });
    const renewed = await callApi(test.app, 'GET', '/api/Authenticate/Renew', { token });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().token).toEqual(expect.any(String));
    expect((await callApi(test.app, 'POST', '/api/Authenticate/Logout', { token })).statusCode).toBe(204);
    const actions = (await test.db.select().from(loginLog).where(eq(loginLog.userId, user.id))).map((r) => r.actionType);
    expect(actions).toEqual(['Login', 'Logout']);
  });

  it('stops accepting the token of a user who is deactivated', async () => {
    const user = await buildUser(test.db);
    const token = await login(test.app, user.email);
    await test.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await callApi(test.app, 'GET', '/api/Authenticate/AuthTest', { token })).statusCode).toBe(401);
  });
});
