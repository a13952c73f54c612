import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { apiAs, cell, departmentId, employmentOf, openGrid, placeByApi, settled, showMonth } from './planning-support.ts';

const running = useKajAndBrowser();
// Two months ahead: the demo plan fills this month and the next.
const month = dayjs().add(2, 'month').startOf('month');
const day = (n: number) => month.date(n).format('YYYY-MM-DD');
const start = day(1);
const end = month.endOf('month').format('YYYY-MM-DD');

describe('Historik', () => {
  it('shows a watch changed in the watch editor, with who, when, before and after', async () => {
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    const camilla = await employmentOf(api, deck, start, end, 'Camilla', 'Bech');
    await placeByApi(api, 'D1', camilla, [day(20)], start, end);
    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(page, start);

    await cell(page, camilla, day(20)).locator('.plan-chip').dblclick();
    const editor = page.getByRole('dialog', { name: /Vagt D1/ });
    await editor.getByLabel('Start').fill('0800');
    await editor.getByLabel('Slut').fill('1600');
    await editor.getByRole('button', { name: 'Gem vagt' }).click();
    await editor.waitFor({ state: 'hidden' });
    await settled(page);

    await cell(page, camilla, day(20)).locator('.plan-chip').dblclick();
    await editor.getByRole('button', { name: 'Historik' }).click();
    const history = page.getByRole('dialog', { name: 'Historik: Camilla Bech' });
    const dayText = dayjs(day(20)).format('DD-MM-YYYY');
    const changed = history.getByRole('row', { name: new RegExp(`Vagt ændret: ${dayText} D1 08:00–16:00`) });
    await changed.waitFor({ timeout: 30_000 });
    await expect(changed.textContent()).resolves.toContain('Vagter');
    await history.getByRole('row', { name: new RegExp(`Planlagt vagt oprettet: ${dayText} D1`) }).waitFor();

    // The row opens on the fields that changed, before and after.
    await changed.click();
    const fields = history.getByRole('table', { name: 'Før og efter' });
    await fields.getByRole('row', { name: /Start 06:00:00 08:00:00/ }).waitFor();
    await fields.getByRole('row', { name: /Slut 14:00:00 16:00:00/ }).waitFor();
    await page.screenshot({ path: '/tmp/history-watch-editor.png' });

    // The kind filter: nothing of closings for the month.
    await history.getByLabel('Slags').click();
    await page.locator('.ant-select-item-option[title="Lukninger"]').click();
    await history.getByText('Ingen ændringer i perioden.').waitFor();
  });

  it("shows the employee's approvals, closings and exports of the last months on the employee page, filtered by kind", async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'planner@kaj.example');
    await page.goto('/administration/employees');
    await page.getByLabel('Søg medarbejdere').fill('Camilla');
    await page.getByRole('button', { name: 'Rediger Camilla Bech' }).click();
    const drawer = page.getByRole('dialog', { name: /Camilla Bech/ });
    await drawer.getByRole('tab', { name: 'Historik' }).click();
    const table = drawer.getByRole('table', { name: 'Historik' });
    // The demo's two months before this one were approved and locked, and the first of them exported.
    await table.getByRole('row', { name: /Godkendelse godkendt/ }).first().waitFor({ timeout: 30_000 });
    await table.getByRole('row', { name: /Lukning låst/ }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: '/tmp/history-employee.png' });

    await drawer.getByLabel('Slags').click();
    await page.locator('.ant-select-item-option[title="Eksporter"]').click();
    const exported = table.getByRole('row', { name: /Lessor-eksport lavet/ });
    await exported.first().waitFor();
    await expect(table.getByRole('row', { name: /Lukning låst/ }).count()).resolves.toBe(0);
    await exported.first().click();
    await drawer.getByRole('table', { name: 'Før og efter' }).getByRole('row', { name: /exportPackageId/ }).waitFor();
  });
});
