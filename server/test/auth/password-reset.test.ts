import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, passwordTokens } from '../../src/db/schema/index.ts';
import { buildUser, callApi, createTestApp } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const test = useTestApp();

/** Asks for a reset and waits for the mail, which follows the answer. */
async function forgot(email: string) {
  const response = await callApi(test.app, 'POST', '/api/Authenticate/ForgotPassword', { body: { email, returnUrl: 'https://evil.example' } });
  await test.app.afterAnswer.idle();
  return response;
}
const change = (email: string, token: string, password: string) =>
  callApi(test.app, 'POST', '/api/Authenticate/ChangePassword', { body: { email, token, password } });

async function linkFromLatestMail(to: string): Promise<{ token: string; email: string }> {
  const [mail] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(desc(mailOutbox.id)).limit(1);
  const match = /http:\/\/kaj\.test\/change-password\/([^/\s]+)\/(\S+)/.exec(mail?.body ?? '');
  if (!match) throw new Error(`no link in mail: ${mail?.body}`);
  return { token: match[1]!, email: decodeURIComponent(match[2]!) };
}

describe('Authenticate/ForgotPassword and ChangePassword', () => {
  it('answers the same whether or not the user exists, and mails only a real user', async () => {
    const user = await buildUser(test.db);
    const before = await test.db.select().from(mailOutbox);
    const known = await forgot(user.email);
    const unknown = await forgot('findes-ikke@kaj.test');
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(known.body).toBe(unknown.body);
    const after = await test.db.select().from(mailOutbox);
    expect(after.length - before.length).toBe(1);
    expect(after.at(-1)!.recipient).toBe(user.email);
  });

  it('mails a link to APP_URL whatever returnUrl says, and keeps only the hash of the token', async () => {
    const user = await buildUser(test.db);
    await forgot(user.email);
    const { token, email } = await linkFromLatestMail(user.email);
    expect(email).toBe(user.email);
    const stored = await test.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const hours = (stored[0]!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('refuses a weak password, accepts a strong one once, and the new password logs in', async () => {
    const user = await buildUser(test.db);
    await forgot(user.email);
    const { token } = await linkFromLatestMail(user.email);
    for (const weak of ['kort', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere', 'Aa1'.padEnd(41, 'x')]) {
      expect((await change(user.email, token, weak)).json()).toBe(false);
    }
    expect((await change(user.email, token, 'NytPassword7')).json()).toBe(true);
    expect((await change(user.email, token, 'EndnuEt8')).json()).toBe(false);
    const login = await callApi(test.app, 'POST', '/api/Authenticate/Login', { body: { username: user.email, password: 'NytPassword7' } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired token and a token used with another e-mail', async () => {
    const user = await buildUser(test.db);
    const other = await buildUser(test.db);
    await forgot(user.email);
    const { token } = await linkFromLatestMail(user.email);
    expect((await change(other.email, token, 'NytPassword7')).json()).toBe(false);
    await test.db.update(passwordTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordTokens.userId, user.id));
    expect((await change(user.email, token, 'NytPassword7')).json()).toBe(false);
  });

  it('answers 404 when password reset is switched off', async () => {
    const off = await createTestApp({ KAJ_ALLOW_PASSWORD_RESET: '0' });
    try {
      expect((await callApi(off.app, 'POST', '/api/Authenticate/ForgotPassword', { body: { email: 'a@kaj.test' } })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
