import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';

const running = useKajAndBrowser();

async function topMenu(page: Page): Promise<string[]> {
  const menu = page.getByTestId('top-menu');
  await menu.waitFor();
  await page.getByText('Hjælp').first().waitFor();
  return (await menu.locator(':scope > li').allInnerTexts()).map((text) => text.trim()).filter((text) => text.length > 0);
}

const SECTION_2_MENUS: Record<string, string[]> = {
  'admin@kaj.example': ['Planlægning', 'Administration', 'Rapporter', 'Hjælp'],
  'planner@kaj.example': ['Planlægning', 'Administration', 'Rapporter', 'Hjælp'],
  'approver@kaj.example': ['Planlægning', 'Rapporter', 'Hjælp'],
  'planner-approver@kaj.example': ['Planlægning', 'Administration', 'Rapporter', 'Hjælp'],
  'ship@kaj.example': ['Planlægning', 'Rapporter', 'Hjælp'],
  // An employee's own screens (issues 15 and 16): their plan, wishes, exchanges, rest card, registrations, trips and account.
  'employee@kaj.example': ['Min plan', 'Ønsker', 'Vagtbytte', 'Hviletid', 'Tidsregistrering', 'Kørsel', 'Min konto', 'Hjælp'],
};

describe('menus and route guards by role', () => {
  for (const [email, expected] of Object.entries(SECTION_2_MENUS)) {
    it(`shows ${email} exactly the menu of their role`, async () => {
      const page = await newPage(running.browser, running.kaj);
      await logIn(page, email);
      expect(await topMenu(page)).toEqual(expected);
      await page.context().close();
    });
  }

  it('shows the full administration list to the admin and only employees, watch codes, rotations and manning to a planner', async () => {
    const admin = await newPage(running.browser, running.kaj);
    await logIn(admin, 'admin@kaj.example');
    await admin.goto('/administration');
    const adminItems = admin.getByTestId('administration-menu').getByRole('menuitem');
    await adminItems.first().waitFor();
    expect(await adminItems.allInnerTexts()).toEqual([
      'Medarbejdere',
      'Vagtkoder',
      'Turnusser',
      'Bemanding',
      'Afdelinger',
      'Jobgrupper',
      'Budgetkonti',
      'Brugere',
      'Overenskomster',
      'Lønkontoregler',
      'Genberegning',
      'Eksportpakker',
      'Eksportregler',
      'Eksportpriser',
      'Kørselstakster',
      'Loginlog',
      'Applikationslog',
    ]);
    const planner = await newPage(running.browser, running.kaj);
    await logIn(planner, 'planner@kaj.example');
    await planner.goto('/administration');
    const plannerItems = planner.getByTestId('administration-menu').getByRole('menuitem');
    await plannerItems.first().waitFor();
    expect(await plannerItems.allInnerTexts()).toEqual(['Medarbejdere', 'Vagtkoder', 'Turnusser', 'Bemanding']);
  });

  it('sends a planner who opens /administration/users away', async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'planner@kaj.example');
    await page.goto('/administration/users');
    await page.waitForURL((url) => url.pathname === '/home');
    expect(await page.getByRole('heading', { name: 'Brugere' }).count()).toBe(0);
  });

  it('sends an employee who opens /administration away, and an anonymous visitor to login with a return address', async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'employee@kaj.example');
    await page.goto('/administration');
    await page.waitForURL((url) => url.pathname === '/home');
    const anonymous = await newPage(running.browser, running.kaj);
    await anonymous.goto('/administration/users');
    await anonymous.waitForURL((url) => url.pathname === '/login');
    expect(new URL(anonymous.url()).searchParams.get('returnUrl')).toBe('/administration/users');
  });
});
