import { describe, expect, it } from 'vitest';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { checkPhoneScreen, newPhonePage } from '../src/phone.ts';

const running = useKajAndBrowser();

describe('the crew member on a phone', () => {
  it('reaches every screen of their own from the menu, and none is wider than the phone', async () => {
    const page = await newPhonePage(running.browser, running.kaj);
    await logIn(page, 'employee@kaj.example');
    await page.getByText('Dine næste vagter').waitFor();
    await checkPhoneScreen(page, 'home');

    const screens: [string, string, string][] = [
      ['Min plan', '/planning', 'Min plan'],
      ['Ønsker', '/my/wishes', 'Ønsker'],
      ['Vagtbytte', '/my/exchanges', 'Vagtbytte'],
      ['Hviletid', '/planning/rest-cards', 'Hviletid'],
      ['Tidsregistrering', '/my/time', 'Tidsregistrering'],
      ['Kørsel', '/my/trips', 'Kørsel'],
      ['Min konto', '/my/account', 'Min konto'],
    ];
    for (const [item, path, heading] of screens) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.locator('.app-menu-drawer').getByRole('menuitem', { name: item }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
      await checkPhoneScreen(page, path.slice(1).replaceAll('/', '-'));
    }
  });

  it('registers a trip that an approver on a desktop approves, and the employee is told', async () => {
    const phone = await newPhonePage(running.browser, running.kaj);
    await logIn(phone, 'employee@kaj.example');
    await phone.goto('/my/trips');
    await phone.getByRole('button', { name: 'Ny kørsel' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Ny kørsel' });
    await dialog.getByText('Tilføj en adresse').click();
    const address = phone.getByRole('dialog', { name: 'Tilføj adresse' });
    await address.getByLabel('Adresse').fill('Havnegade 1, 3700 Rønne');
    await address.getByRole('button', { name: 'Gem' }).click();
    await phone.getByText('Adressen er gemt.').waitFor();
    const choose = async (label: string, option: string) => {
      await dialog.getByLabel(label).click();
      await phone.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(option).click();
      await phone.waitForTimeout(400);
    };
    await choose('Fra', 'Havnegade 1, 3700 Rønne');
    await choose('Til', 'Havnegade 1, 3700 Rønne');
    await dialog.getByLabel('Km').fill('42');
    await dialog.getByLabel('Formål').fill('Kursus i Rønne');
    await checkPhoneScreen(phone, 'trip-form');
    await dialog.getByRole('button', { name: 'Send til godkendelse' }).click();
    await phone.getByText('Venter på godkendelse').first().waitFor();
    await checkPhoneScreen(phone, 'trips-waiting');

    const desk = await newPage(running.browser, running.kaj);
    await logIn(desk, 'approver@kaj.example');
    await desk.goto('/planning/trips');
    const row = desk.getByRole('row', { name: /Kursus i Rønne/ });
    await row.getByRole('button', { name: 'Godkend' }).click();
    await desk.getByText('Kørslen er godkendt.').waitFor();

    await phone.reload();
    await phone.getByText('Godkendt', { exact: true }).waitFor();
    await expect.poll(() => phone.getByTestId('notification-bell').getAttribute('aria-label'), { timeout: 5_000 }).toMatch(/ulæste/);
  });
});
