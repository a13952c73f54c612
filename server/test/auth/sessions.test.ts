import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { loginLog, mailOutbox, sessions, users } from '../../src/db/schema/index.ts';
import { TEST_PASSWORD, buildUser, callApi, createTestApp, login } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const test = useTestApp();

const whoAmI = (token: string) => callApi(test.app, 'GET', '/api/Authenticate/AuthTest', { token });
const renew = (token: string) => callApi(test.app, 'GET', '/api/Authenticate/Renew', { token });

describe('sessions end: logout, a new password and a reset each end the old token', () => {
  it('ends the token at logout, and Renew refuses it', async () => {
    const user = await buildUser(test.db);
    const token = await login(test.app, user.email);
    const other = await login(test.app, user.email);
    expect((await callApi(test.app, 'POST', '/api/Authenticate/Logout', { token })).statusCode).toBe(204);
    expect((await whoAmI(token)).statusCode).toBe(401);
    const renewed = await renew(token);
    expect(renewed.statusCode).toBe(401);
    expect(renewed.json().message).toBe('Din session er udløbet. Log ind igen.');
    expect((await whoAmI(other)).statusCode).toBe(200);
  });

  it("ends a user's other sessions when they change their own password, keeping the one they changed it from", async () => {
    const user = await buildUser(test.db);
    const here = await login(test.app, user.email);
    const elsewhere = await login(test.app, user.email);
    const changed = await callApi(test.app, 'POST', '/api/PlanUser/ChangeUserPassword', {
      token: here,
      body: { userId: user.id, currentPassword: TEST_PASSWORD, password: 'NytPassword9' },
    });
    expect(changed.json()).toBe(true);
    expect((await whoAmI(here)).statusCode).toBe(200);
    expect((await whoAmI(elsewhere)).statusCode).toBe(401);
  });

  it("ends every session of a user whose password an admin sets", async () => {
    const admin = await buildUser(test.db, { roles: ['Admin'] });
    const adminToken = await login(test.app, admin.email);
    const user = await buildUser(test.db);
    const token = await login(test.app, user.email);
    const changed = await callApi(test.app, 'POST', '/api/PlanUser/ChangeUserPassword', { token: adminToken, body: { userId: user.id, password: 'AdminSat7' } });
    expect(changed.json()).toBe(true);
    expect((await whoAmI(token)).statusCode).toBe(401);
    expect((await whoAmI(adminToken)).statusCode).toBe(200);
  });

  it('ends every session of a user who resets the password by mail', async () => {
    const user = await buildUser(test.db);
    const token = await login(test.app, user.email);
    await callApi(test.app, 'POST', '/api/Authenticate/ForgotPassword', { body: { email: user.email } });
    await test.app.afterAnswer.idle();
    const [mail] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email)).orderBy(desc(mailOutbox.id)).limit(1);
    const resetToken = /change-password\/([^/\s]+)\//.exec(mail!.body)![1]!;
    const reset = await callApi(test.app, 'POST', '/api/Authenticate/ChangePassword', { body: { email: user.email, token: resetToken, password: 'Nulstil8' } });
    expect(reset.json()).toBe(true);
    expect((await whoAmI(token)).statusCode).toBe(401);
  });

  it('renews within the absolute lifetime only: a renewed token never outlives its session', async () => {
    const user = await buildUser(test.db);
    const token = await login(test.app, user.email);
    const [session] = await test.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const end = new Date(Date.now() + 30 * 60_000);
    await test.db.update(sessions).set({ expiresAt: end }).where(eq(sessions.id, session!.id));
    const renewed = await renew(token);
    expect(renewed.statusCode).toBe(200);
    expect(Date.parse(renewed.json().validTo)).toBeLessThanOrEqual(end.getTime());
    await test.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, session!.id));
    expect((await renew(renewed.json().token)).statusCode).toBe(401);
    expect((await whoAmI(token)).statusCode).toBe(401);
  });

  it('gives a session the configured absolute lifetime from sign-in', async () => {
    const user = await buildUser(test.db);
    const before = Date.now();
    await login(test.app, user.email);
    const [session] = await test.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const hours = (session!.expiresAt.getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12.01);
  });
});

describe('throttled sign-in', () => {
  it('answers 429 in Danish once an address has passed the limit of sign-in requests a minute', async () => {
    const limited = await createTestApp({ KAJ_AUTH_RATE_LIMIT: '3' });
    try {
      const user = await buildUser(limited.db);
      const from = (remoteAddress: string) =>
        limited.app.inject({ method: 'POST', url: '/api/Authenticate/Login', remoteAddress, payload: { username: user.email, password: TEST_PASSWORD } });
      for (let i = 0; i < 3; i += 1) expect((await from('198.51.100.1')).statusCode).toBe(200);
      const refused = await from('198.51.100.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'too_many_requests', message: 'For mange forsøg. Vent et minut og prøv igen.' });
      expect((await from('198.51.100.2')).statusCode).toBe(200);
      const forgot = (remoteAddress: string) => limited.app.inject({ method: 'POST', url: '/api/Authenticate/ForgotPassword', remoteAddress, payload: { email: user.email } });
      for (let i = 0; i < 3; i += 1) expect((await forgot('198.51.100.3')).statusCode).toBe(204);
      expect((await forgot('198.51.100.3')).statusCode).toBe(429);
      await limited.app.afterAnswer.idle();
    } finally {
      await limited.close();
    }
  });

  it('cannot be used to keep the admin out: an attacker holds back only their own and unknown addresses', async () => {
    const admin = await buildUser(test.db, { roles: ['Admin'] });
    const from = (remoteAddress: string, password: string) =>
      test.app.inject({ method: 'POST', url: '/api/Authenticate/Login', remoteAddress, payload: { username: admin.email, password } });
    expect((await from('192.0.2.10', TEST_PASSWORD)).statusCode).toBe(200);
    // Wrong passwords from many addresses, five each: the account is then held for addresses it never signed in from.
    for (let attacker = 1; attacker <= 6; attacker += 1) {
      for (let i = 0; i < 5; i += 1) await from(`198.51.100.${100 + attacker}`, 'Forkert123');
    }
    expect((await from('198.51.100.101', TEST_PASSWORD)).statusCode).toBe(429);
    const stranger = await from('198.51.100.200', TEST_PASSWORD);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/kun imod login fra adresser, den er brugt fra før/);
    expect((await from('192.0.2.10', TEST_PASSWORD)).statusCode).toBe(200);
    const actions = (await test.db.select().from(loginLog).where(eq(loginLog.userId, admin.id))).map((row) => row.actionType);
    expect(actions).toContain('Lockout');
    const [row] = await test.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  it('sends at most three reset mails an hour to one account, answering every request alike', async () => {
    const user = await buildUser(test.db);
    for (let i = 0; i < 10; i += 1) {
      expect((await callApi(test.app, 'POST', '/api/Authenticate/ForgotPassword', { body: { email: user.email } })).statusCode).toBe(204);
    }
    await test.app.afterAnswer.idle();
    expect(await test.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email))).toHaveLength(3);
  });
});
