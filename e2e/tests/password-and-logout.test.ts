import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../server/src/db/schema/index.ts';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';

const running = useKajAndBrowser();

/** The link of the newest mail to `email`: the reset mail is written after the answer (its timing must not tell whether the address exists), so it is waited for. */
async function resetLinkFor(email: string): Promise<string> {
  const linkNow = async () => {
    const [mail] = await running.kaj.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id)).limit(1);
    return /https?:\/\/\S+\/change-password\/\S+/.exec(mail?.body ?? '')?.[0];
  };
  await expect.poll(linkNow, { timeout: 10_000, message: 'no reset mail in the outbox' }).toBeDefined();
  return (await linkNow())!;
}

describe('forgot and change password', () => {
  it('mails a link, refuses a weak password, accepts a strong one, and the new password logs in', async () => {
    const page = await newPage(running.browser, running.kaj);
    await page.goto('/login');
    await page.getByText('Glemt password?').click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { name: 'Nulstil password' }).waitFor();
    await page.getByLabel('Email').fill('ship@kaj.example');
    await page.getByRole('button', { name: 'Nulstil password' }).click();
    await page.getByText('Hvis en bruger med den angivne email findes, vil du modtage en mail med et link hvor du kan nulstille dit password.').waitFor();

    await page.goto(await resetLinkFor('ship@kaj.example'));
    await page.getByRole('heading', { name: 'Skift password' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('svagtpassword');
    await page.getByLabel('Gentag password').fill('svagtpassword');
    await page.getByRole('button', { name: 'Nulstil password' }).click();
    await page.getByText('Dit password kunne ikke ændres. Huskede du at benytte mindst et stort og småt bogstav samt nogle tal?').waitFor();
    await page.getByText('Tilret dit nye password og forsøg igen. Hvis du stadig har problemer så kontakt en administrator.').waitFor();

    await page.getByLabel('Password', { exact: true }).fill('StaerktPw42');
    await page.getByLabel('Gentag password').fill('StaerktPw42');
    await page.getByRole('button', { name: 'Nulstil password' }).click();
    await page.getByText('Du har ændret dit password.').waitFor();
    await page.getByText('Du kan nu gå til Log ind-siden og indtaste dit nye password.').waitFor();

    await page.goto('/login');
    await logIn(page, 'ship@kaj.example', 'StaerktPw42');
  });

  it('gives the same confirmation for an e-mail that has no user', async () => {
    const page = await newPage(running.browser, running.kaj);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('ingen@kaj.example');
    await page.getByRole('button', { name: 'Nulstil password' }).click();
    await page.getByText('Hvis en bruger med den angivne email findes, vil du modtage en mail med et link hvor du kan nulstille dit password.').waitFor();
  });

  it('requires the two passwords to be equal before sending', async () => {
    const page = await newPage(running.browser, running.kaj);
    await page.goto('/change-password/token/ship%40kaj.example');
    await page.getByLabel('Password', { exact: true }).fill('StaerktPw42');
    await page.getByLabel('Gentag password').fill('StaerktPw43');
    await page.getByRole('button', { name: 'Nulstil password' }).click();
    await page.getByText('Password skal være ens').waitFor();
  });
});

describe('logout and returnUrl', () => {
  it('logs out to the login page remembering the address, and comes back there after logging in', async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'admin@kaj.example');
    await page.goto('/administration/users');
    await page.getByRole('heading', { name: 'Brugere' }).waitFor();
    await page.getByText('Log ud').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/administration/users');
    await logIn(page, 'admin@kaj.example', undefined, '/administration/users');
  });

  it('logs out when the server answers 401, remembering the address', async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'admin@kaj.example');
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('user') ?? '{}');
      localStorage.setItem('user', JSON.stringify({ ...session, token: 'udløbet' }));
    });
    await page.goto('/administration/application-log');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/administration/application-log');
  });
});
