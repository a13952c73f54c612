import { describe, it } from 'vitest';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { apiAs, departmentId, gridRows, openGrid, placeByApi, showMonth } from '../tests/planning-support.ts';
import { documentScreen } from './document.ts';

// The documentation's pictures of planning, pay figures, rest cards and closings, over the demo company.
const running = useKajAndBrowser();

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.keyboard.type(option);
  await page.locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper').filter({ hasText: option }).first().click();
}

describe('screenshots: planning', () => {
  it('the grid of the demo ship this month, and a night watch opened', async () => {
    const page = await newPage(running.browser, running.kaj, { width: 1600, height: 900 });
    await logIn(page, 'planner@kaj.example');
    await page.goto('/planning');
    await page.getByRole('grid', { name: 'Planlægningsgitter' }).waitFor();
    await page.getByRole('combobox', { name: 'Afdeling' }).click();
    await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: /Havørnen/ }).first().click();
    await page.getByRole('button', { name: 'I dag' }).click();
    await page.locator('.plan-chip').nth(20).waitFor();
    await documentScreen(page, 'planning-grid');

    await page.locator('.plan-chip').filter({ hasText: 'N1' }).first().dblclick();
    await page.getByRole('dialog', { name: /Vagt N1/ }).getByText('Vagten slutter næste dag.').waitFor();
    await documentScreen(page, 'planning-watch-editor');
  });

  it("an employee's own plan on a phone", async () => {
    const page = await newPage(running.browser, running.kaj, { width: 390, height: 844 });
    await logIn(page, 'employee@kaj.example');
    await page.goto('/planning');
    await page.getByRole('heading', { name: 'Min plan' }).waitFor();
    await page.locator('.own-watch').first().waitFor();
    await documentScreen(page, 'planning-own-plan');
  });

  it('pay accounts as columns, and a balance explained', async () => {
    const start = dayjs().startOf('month').format('YYYY-MM-DD');
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    const rows = await gridRows(api, deck, start, dayjs().endOf('month').format('YYYY-MM-DD'));
    const saldo = rows.flatMap((row) => row.saldi).find((each) => each.payAccountName === 'Normtimer');
    const employmentId = rows.find((row) => row.saldi.includes(saldo!))?.employments[0]?.employmentId;
    if (!saldo || !employmentId) throw new Error('The demo has no Normtimer balance on Dæk');

    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(page, start);
    await page.getByRole('combobox', { name: 'Lønkonti i planen' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^Normtimer$/ }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^Ferie$/ }).click();
    await page.keyboard.press('Escape');
    await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    const balance = page.locator(`[data-employment="${employmentId}"] .plan-account[data-account="${saldo.payAccountId}"][data-balance]`);
    await balance.waitFor();
    await documentScreen(page, 'planning-balances');

    await balance.click();
    await page.getByRole('dialog').locator('section[data-account="Normtimer"]').waitFor();
    // The drawer has slid in before the picture.
    await page.waitForTimeout(500);
    await documentScreen(page, 'planning-balance-explanation');
  });

  it("a rest card signed by the seafarer and countersigned by the ship", async () => {
    const sofie = await newPage(running.browser, running.kaj);
    await logIn(sofie, 'employee@kaj.example');
    await sofie.goto('/planning/rest-cards');
    await sofie.getByRole('article', { name: /^Hviletidsskema for Sofie Lund/ }).waitFor();
    await sofie.getByRole('button', { name: 'Underskriv som søfarende' }).click();
    await sofie.getByText('Hviletidsskemaet er underskrevet.').waitFor();
    await sofie.context().close();

    const ship = await newPage(running.browser, running.kaj);
    await logIn(ship, 'ship@kaj.example');
    await ship.goto('/planning/rest-cards');
    await chooseOption(ship, 'Afdeling', 'M/F Havørnen');
    await chooseOption(ship, 'Søfarende', 'Sofie Lund');
    const card = ship.getByRole('article', { name: /^Hviletidsskema for Sofie Lund/ });
    await ship.getByRole('button', { name: 'Kontrasigner' }).click();
    await card.getByText(/af M\/F Havørnen$/).waitFor();
    await ship.keyboard.press('Escape');
    await documentScreen(ship, 'rest-card', { fullPage: true });
  });

  it("last month's closings, two of them locked", async () => {
    const month = dayjs().subtract(1, 'month').startOf('month');
    const start = month.format('YYYY-MM-DD');
    const end = month.endOf('month').format('YYYY-MM-DD');
    const admin = await apiAs(running.kaj, 'admin@kaj.example');
    const deck = await departmentId(admin, 'Havørnen', 'Dæk');
    // Two deck hands employed from the first of last month with two day watches each, approved and locked.
    const agreements = await admin<{ agreementId: number; code: string }[]>('Agreement/GetAgreements');
    const men = agreements.find((agreement) => agreement.code === 'MEN')!.agreementId;
    const employmentIds: number[] = [];
    for (const [firstName, lastName] of [['Ida', 'Nyborg'], ['Ulrik', 'Vang']]) {
      const employee = await admin<{ employeeId: number }>('Employee/SaveEmployee', {}, { firstName, lastName });
      const employment = await admin<{ employmentId: number }>('Employee/SaveEmployment', {}, { employeeId: employee.employeeId, agreementId: men, startDate: start, propertyIds: [deck] });
      await placeByApi(admin, 'D1', employment.employmentId, [month.date(3).format('YYYY-MM-DD'), month.date(4).format('YYYY-MM-DD')], start, end);
      employmentIds.push(employment.employmentId);
    }
    await admin('Plan/Approve', { start, end }, { employmentIds });
    await admin('Plan/LockClosing', { comment: 'Lønkørsel' }, employmentIds.map((employmentId) => ({ employmentId, period: start })));

    const page = await newPage(running.browser, running.kaj, { width: 1500, height: 900 });
    await logIn(page, 'planner@kaj.example');
    await page.goto('/planning/closings');
    await page.getByRole('heading', { name: 'Månedsafslutning' }).waitFor();
    await page.getByRole('combobox', { name: 'Afdeling' }).click();
    await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: /^Dæk$/ }).first().click();
    await page.getByTestId('closings-table').locator(`tr[data-row-key="${employmentIds[0]}"] [data-state="Låst"]`).waitFor();
    // The balances and export values of each row have arrived.
    await page.getByTestId('closings-table').getByText('…', { exact: true }).first().waitFor({ state: 'detached' });
    await documentScreen(page, 'closings');
  });
});
