import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../../server/src/db/schema/index.ts';
import { notify } from '../../server/src/areas/notifications/index.ts';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { checkPhoneScreen, newPhonePage } from '../src/phone.ts';

const running = useKajAndBrowser();

async function userId(email: string): Promise<number> {
  const [user] = await running.kaj.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

describe('the bell', () => {
  it('shows an employee on a phone the unread count, lists the notifications, a tap opens the link and marks it read, and Min konto turns its mail off', async () => {
    const sofie = await userId('employee@kaj.example');
    // Whatever the demo told her before is read, so the count below is this notification's alone.
    await running.kaj.db.update(notifications).set({ readAt: new Date().toISOString() }).where(eq(notifications.userId, sofie));
    await running.kaj.db.transaction((tx) =>
      notify(tx, { userIds: [sofie] }, { kind: 'tripDecided', title: 'Din kørsel er godkendt', body: 'Kørslen den 3. nov. (42 km) er godkendt.', link: '/my/account' }),
    );
    const page = await newPhonePage(running.browser, running.kaj);
    await logIn(page, 'employee@kaj.example');
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifikationer, 1 ulæste');
    await checkPhoneScreen(page, 'home-with-bell');

    await bell.click();
    const drawer = page.locator('.notification-drawer');
    await drawer.getByText('Kørslen den 3. nov. (42 km) er godkendt.').waitFor();
    await checkPhoneScreen(page, 'notifications');
    await drawer.getByRole('button', { name: 'Din kørsel er godkendt (ulæst)' }).click();
    await page.waitForURL((url) => url.pathname === '/my/account');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifikationer');

    // Min konto, where the link led: she chooses not to get this kind by mail.
    const tripMail = page.getByRole('switch', { name: 'Mail: Din kørsel er godkendt eller afvist' });
    await expect.poll(() => tripMail.getAttribute('aria-checked')).toBe('true');
    await tripMail.click();
    await page.getByText('Du får ikke længere mail om det.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Mail: Din kørsel er godkendt eller afvist' }).getAttribute('aria-checked')).toBe('false');
    await checkPhoneScreen(page, 'account-mails');
  });

  it('brings a new notification to a planner on a desktop without reloading, and marks all read', async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'planner@kaj.example');
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifikationer');
    const planner = await userId('planner@kaj.example');
    await running.kaj.db.transaction(async (tx) => {
      await notify(tx, { userIds: [planner] }, { kind: 'tripWaiting', title: 'Kørsel venter', body: 'Sofie Lund: 42 km.' });
      await notify(tx, { userIds: [planner] }, { kind: 'registrationWaiting', title: 'Tidsregistrering venter', body: 'Sofie Lund: 2. nov.' });
    });
    // The count is read again when the window gets focus, as after switching back from another program; not after the 30-s poll.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 5_000 }).toBe('Notifikationer, 2 ulæste');
    await running.kaj.db.transaction((tx) => notify(tx, { userIds: [planner] }, { kind: 'tripWaiting', title: 'Kørsel venter', body: 'Sofie Lund: 12 km.' }));
    // And when the tab becomes visible again.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 5_000 }).toBe('Notifikationer, 3 ulæste');
    await bell.click();
    await page.locator('.notification-drawer').getByText('Sofie Lund: 12 km.').waitFor();
    await page.getByRole('button', { name: 'Markér alle som læst' }).click();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifikationer');
  });
});
