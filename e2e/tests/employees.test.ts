import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { employments as employmentTable } from '../../server/src/db/schema/index.ts';
import { DEMO_PASSWORD, newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { apiAs } from './planning-support.ts';

const running = useKajAndBrowser();

async function openEmployees(email: string): Promise<Page> {
  const page = await newPage(running.browser, running.kaj);
  await logIn(page, email);
  await page.goto('/administration/employees');
  await page.getByRole('heading', { name: 'Medarbejdere' }).waitFor();
  return page;
}

/**
 * Picks a node of an antd TreeSelect by its title, and waits until the field has a value: on a loaded machine a click
 * can land while the previous field's dropdown is still closing, and is then tried again.
 */
async function pickInTree(page: Page, dialog: Locator, label: string, title: string) {
  const chosen = dialog.locator('.ant-select').filter({ has: page.getByLabel(label) }).locator('.ant-select-content-has-value');
  for (let attempt = 1; ; attempt += 1) {
    await dialog.getByLabel(label).click();
    await page.getByTitle(title, { exact: true }).click();
    try {
      await chosen.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function fillDate(dialog: Locator, label: string, date: string) {
  const input = dialog.getByLabel(label);
  await input.fill(date);
  await input.press('Enter');
}

/** An employee made over the API, for tests that are about something else. */
async function createEmployeeOverApi(code: string, firstName: string, lastName: string): Promise<void> {
  const login = await fetch(`${running.kaj.url}/api/Authenticate/Login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin@kaj.example', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const saved = await fetch(`${running.kaj.url}/api/Employee/SaveEmployee`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ code, firstName, lastName }),
  });
  expect(saved.status).toBe(200);
}

/** A retried test starts over: the employee an earlier attempt made is removed with its employments. */
async function removeEmployeeByCode(code: string): Promise<void> {
  const admin = await apiAs(running.kaj, 'admin@kaj.example');
  const found = await admin<{ employeeId: number } | null>('Employee/GetEmployeeByCode', { code });
  if (!found) return;
  const employments = await admin<{ employmentId: number }[]>('Employee/GetEmploymentsByEmployeeId', { employeeId: found.employeeId });
  for (const employment of employments) await admin('Employee/DeleteEmploymentById', { id: employment.employmentId });
  await admin('Employee/DeleteEmployeeById', { id: found.employeeId });
}

describe('employees and employments', () => {
  it('lets an admin create an employee with an employment, then find it in the list and by search', async () => {
    await removeEmployeeByCode('2001');
    const page = await openEmployees('admin@kaj.example');
    await page.getByRole('button', { name: 'Opret medarbejder' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Ny medarbejder' });
    await drawer.getByRole('button', { name: 'Opret medarbejder' }).click();
    await drawer.getByText('Fornavn skal udfyldes').waitFor();
    await drawer.getByText('Efternavn skal udfyldes').waitFor();

    await drawer.getByLabel('Fornavn').fill('Signe');
    await drawer.getByLabel('Efternavn').fill('Vindahl');
    await expect.poll(() => drawer.getByLabel('Initialer').inputValue()).toBe('SVI');
    await drawer.getByLabel('Medarbejdernummer').fill('2001');
    await drawer.getByLabel('Email').fill('signe@');
    await drawer.getByRole('button', { name: 'Opret medarbejder' }).click();
    await drawer.getByText('Email skal være en valid email adress').waitFor();
    await drawer.getByLabel('Email').fill('signe.vindahl@oesterso-faerger.example');
    await drawer.getByLabel('Telefon').fill('+45 22 33 44 55');
    await fillDate(drawer, 'Fødselsdato', '17-05-1993');
    await drawer.getByRole('button', { name: 'Opret medarbejder' }).click();

    const editor = page.getByRole('dialog', { name: /Signe Vindahl/ });
    await editor.getByRole('tab', { name: /Ansættelser/ }).waitFor();
    await editor.getByRole('button', { name: 'Tilføj ansættelse' }).click();
    const modal = page.getByRole('dialog', { name: 'Ny ansættelse' });
    await modal.getByRole('button', { name: 'Opret ansættelse' }).click();
    await modal.getByText('Startdato skal udfyldes').waitFor();
    await modal.getByText('Vælg en overenskomst').waitFor();
    await modal.getByText('Vælg en afdeling').waitFor();

    await fillDate(modal, 'Startdato', '01-03-2026');
    await fillDate(modal, 'Slutdato', '01-02-2026');
    await modal.getByText('Slutdatoen skal ligge efter startdatoen').waitFor();
    await fillDate(modal, 'Slutdato', '28-02-2027');
    await modal.getByText('Slutdatoen skal ligge efter startdatoen').waitFor({ state: 'detached' });
    await pickInTree(page, modal, 'Overenskomst', 'MEN – Menige søfarende');
    await pickInTree(page, modal, 'Afdeling', 'Dæk (HAV-DAEK)');
    await pickInTree(page, modal, 'Stilling', 'Matros');
    await modal.getByLabel('Beskrivelse').fill('Matros, dagvagt');
    // Part time: 30 hours a week; the contract's bounds in the form first.
    await modal.getByLabel('Timer pr. uge').fill('200');
    await modal.getByRole('button', { name: 'Opret ansættelse' }).click();
    await modal.getByText('Timer pr. uge skal være fra 1 til 168').waitFor();
    await modal.getByLabel('Timer pr. uge').fill('30');
    await modal.getByText('Timer pr. uge skal være fra 1 til 168').waitFor({ state: 'detached' });
    await modal.screenshot({ path: '/tmp/facts-employment-modal.png' });
    await modal.getByRole('button', { name: 'Opret ansættelse' }).click();
    await modal.waitFor({ state: 'hidden' });

    const employments = editor.getByTestId('employments-table');
    await employments.getByText('M/F Havørnen › Dæk').waitFor();
    await employments.getByText('Menige søfarende').waitFor();
    await employments.getByText('Matros', { exact: true }).waitFor();
    const [saved] = await running.kaj.db.select({ weeklyHours: employmentTable.weeklyHours }).from(employmentTable).where(eq(employmentTable.description, 'Matros, dagvagt'));
    expect(saved?.weeklyHours).toBe('30.00');
    await page.getByText('Ansættelsen er oprettet.').waitFor({ state: 'hidden' });
    await page.waitForLoadState('networkidle');

    await editor.getByLabel('Luk').click();
    await editor.waitFor({ state: 'hidden' });
    await page.getByText('41 medarbejdere').waitFor();
    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await page.getByRole('row', { name: /Signe Vindahl/ }).waitFor();

    await page.getByLabel('Søg medarbejdere').fill('2001');
    await page.getByText('1 af 41 medarbejdere').waitFor();
    const row = page.getByRole('row', { name: /Signe Vindahl/ });
    await row.getByText('M/F Havørnen › Dæk').waitFor();
    await row.getByText('Matros').waitFor();
    await row.getByText('Menige søfarende').waitFor();
    await row.getByText('1. mar. 2026 – 28. feb. 2027').waitFor();
    await page.getByLabel('Søg medarbejdere').fill('vindahl');
    await page.getByText('1 af 41 medarbejdere').waitFor();
    expect(await page.getByRole('row', { name: /Lars Mikkelsen/ }).count()).toBe(0);
  }, 180_000);

  it('shows the server’s refusal of a duplicate employee number and keeps what was typed', async () => {
    const page = await openEmployees('admin@kaj.example');
    await page.getByRole('button', { name: 'Opret medarbejder' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Ny medarbejder' });
    await drawer.getByLabel('Fornavn').fill('Dobbelt');
    await drawer.getByLabel('Efternavn').fill('Nummer');
    await drawer.getByLabel('Medarbejdernummer').fill('1001');
    await drawer.getByRole('button', { name: 'Opret medarbejder' }).click();
    await drawer.getByRole('alert').getByText('Lønnummer 1001 bruges allerede af Lars Mikkelsen.').waitFor();
    expect(await drawer.getByLabel('Fornavn').inputValue()).toBe('Dobbelt');
    expect(await drawer.getByLabel('Medarbejdernummer').inputValue()).toBe('1001');
  });

  it('shows a planner only the employees of their departments', async () => {
    const page = await openEmployees('planner@kaj.example');
    await page.getByRole('row', { name: /Lars Mikkelsen/ }).waitFor();
    // Havørnen's 20 (and anyone another test has added there); none of Søløven's 20.
    const count = Number((await page.getByText(/^\d+ medarbejdere$/).innerText()).split(' ')[0]);
    expect(count).toBeGreaterThanOrEqual(20);
    expect(count).toBeLessThan(40);
    for (const sealion of [/Jens Rasmussen/, /Karina Olesen/, /Lene Mortensen/]) expect(await page.getByRole('row', { name: sealion }).count()).toBe(0);
    await page.getByLabel('Søg medarbejdere').fill('Rasmussen');
    await page.getByText('Ingen medarbejdere matcher "Rasmussen".').waitFor();
    await page.getByLabel('Søg medarbejdere').fill('1021');
    await page.getByText('Ingen medarbejdere matcher "1021".').waitFor();
    expect(new URL(page.url()).pathname).toBe('/administration/employees');
  });

  it('lets a planner edit an employee linked to a user without touching the link', async () => {
    const page = await openEmployees('planner@kaj.example');
    await page.getByRole('link', { name: 'Sofie Lund' }).click();
    const editor = page.getByRole('dialog', { name: /Sofie Lund/ });
    await editor.getByText('Kun en administrator kan ændre eksportpakken.').waitFor();
    expect(await editor.getByLabel('Bruger').count()).toBe(0);
    await editor.getByLabel('Telefon').fill('+45 40 50 60 70');
    await editor.getByRole('button', { name: 'Gem medarbejder' }).click();
    await page.getByText('Sofie Lund er gemt.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/administration/employees');
  });

  it('lets an admin add a home address and a car to an employee and see them after reopening', async () => {
    const page = await openEmployees('admin@kaj.example');
    await page.getByRole('link', { name: 'Lars Mikkelsen' }).click();
    let editor = page.getByRole('dialog', { name: /Lars Mikkelsen/ });
    await editor.getByRole('tab', { name: 'Adresser' }).click();
    await editor.getByRole('button', { name: 'Tilføj adresse' }).click();
    const addressModal = page.getByRole('dialog', { name: 'Tilføj adresse' });
    await addressModal.getByRole('button', { name: 'Gem adresse' }).click();
    await addressModal.getByText('Vejnavn skal udfyldes, når adressen ikke er skrevet som én linje').waitFor();
    await addressModal.getByLabel('Vejnavn').fill('Havnegade');
    await addressModal.getByLabel('Husnummer').fill('12');
    await addressModal.getByLabel('Postnr.').fill('8000');
    await addressModal.getByLabel('By').fill('Aarhus C');
    await addressModal.getByRole('button', { name: 'Gem adresse' }).click();
    await addressModal.waitFor({ state: 'hidden' });
    await editor.getByTestId('addresses-table').getByText('Havnegade 12, 8000 Aarhus C').waitFor();

    await editor.getByRole('tab', { name: 'Biler' }).click();
    await editor.getByRole('button', { name: 'Tilføj bil' }).click();
    const carModal = page.getByRole('dialog', { name: 'Tilføj bil' });
    await carModal.getByLabel('Nummerplade').fill('ab 12 345');
    await carModal.getByRole('checkbox', { name: 'Firmabil' }).check();
    await carModal.getByRole('button', { name: 'Gem bil' }).click();
    await carModal.waitFor({ state: 'hidden' });
    await editor.getByTestId('cars-table').getByText('AB 12 345').waitFor();

    await editor.getByLabel('Luk').click();
    await editor.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('link', { name: 'Lars Mikkelsen' }).click();
    editor = page.getByRole('dialog', { name: /Lars Mikkelsen/ });
    await editor.getByRole('tab', { name: 'Adresser' }).click();
    const address = editor.getByTestId('addresses-table').getByRole('row', { name: /Havnegade 12, 8000 Aarhus C/ });
    await address.getByText('Hjem').waitFor();
    await editor.getByRole('tab', { name: 'Biler' }).click();
    await editor.getByTestId('cars-table').getByRole('row', { name: /AB 12 345/ }).getByText('Firmabil').waitFor();
  }, 120_000);
});

describe('export packages', () => {
  it('lets an admin create a package and add an employee who is in none', async () => {
    await createEmployeeOverApi('3001', 'Bent', 'Landmand');
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'admin@kaj.example');
    await page.goto('/administration/export-packages');
    await page.getByRole('heading', { name: 'Eksportpakker' }).waitFor();
    await page.getByRole('button', { name: 'Opret eksportpakke' }).click();
    const modal = page.getByRole('dialog', { name: 'Opret eksportpakke' });
    await modal.getByLabel('Navn').fill('Land');
    await modal.getByText('Lessor 4').click();
    await modal.getByRole('button', { name: 'Opret eksportpakke' }).click();
    await modal.waitFor({ state: 'hidden' });

    const packages = page.getByRole('row', { name: /Land/ });
    await packages.getByText('Lessor 4').waitFor();
    await page.getByText('I Land').waitFor();
    await page.getByText('3001 · Bent Landmand', { exact: true }).click();
    await page.getByRole('button', { name: 'Tilføj' }).click();
    await page.getByRole('row', { name: /Land/ }).getByRole('cell', { name: '1', exact: true }).waitFor();
  });
});
