import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import type { SimpleClosingDto } from '@kaj/contract';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { apiAs, departmentId, placeByApi, type ApiCall } from './planning-support.ts';

const running = useKajAndBrowser();
// The screen opens on the month just ended, the month a closing is usually made for.
const month = dayjs().subtract(1, 'month').startOf('month');
const start = month.format('YYYY-MM-DD');
const end = month.endOf('month').format('YYYY-MM-DD');
const day = (n: number) => month.date(n).format('YYYY-MM-DD');
const MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'];
const monthTitle = `${MONTHS[month.month()]} ${month.year()}`;

/** Two new deck hands of Havørnen, employed from the first of the month, with day watches on the 3rd and 4th. */
async function newCrew(admin: ApiCall, deck: number): Promise<number[]> {
  const agreements = await admin<{ agreementId: number; code: string }[]>('Agreement/GetAgreements');
  const men = agreements.find((agreement) => agreement.code === 'MEN')!.agreementId;
  const ids: number[] = [];
  for (const [firstName, lastName] of [
    ['Ida', 'Nyborg'],
    ['Ulrik', 'Vang'],
  ] as const) {
    const employee = await admin<{ employeeId: number }>('Employee/SaveEmployee', {}, { firstName, lastName });
    const employment = await admin<{ employmentId: number }>('Employee/SaveEmployment', {}, { employeeId: employee.employeeId, agreementId: men, startDate: start, propertyIds: [deck] });
    await placeByApi(admin, 'D1', employment.employmentId, [day(3), day(4)], start, end);
    ids.push(employment.employmentId);
  }
  return ids;
}

/** A row of the table: one employment's month. */
const row = (page: Page, employmentId: number) => page.getByTestId('closings-table').locator(`tr[data-row-key="${employmentId}"]`);

async function openClosings(page: Page, employmentId: number) {
  await page.goto('/planning/closings');
  await page.getByRole('heading', { name: 'Månedsafslutning' }).waitFor();
  await page.getByRole('combobox', { name: 'Afdeling' }).click();
  await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: /^Dæk$/ }).first().click();
  await row(page, employmentId).waitFor();
}

describe('the closing screen', () => {
  it('locks two employees’ month with a comment, shows a refusal first, and keeps them locked after a reload', async () => {
    const admin = await apiAs(running.kaj, 'admin@kaj.example');
    const deck = await departmentId(admin, 'Havørnen', 'Dæk');
    const employmentIds = await newCrew(admin, deck);

    const page = await newPage(running.browser, running.kaj, { width: 1500, height: 900 });
    await logIn(page, 'planner@kaj.example');
    const [ida, ulrik] = employmentIds as [number, number];
    await openClosings(page, ida);
    for (const id of employmentIds) {
      await row(page, id).getByRole('checkbox').check();
      await expect(row(page, id).getByTestId('closing-state').getAttribute('data-state')).resolves.toBe('Åben');
    }

    // The watches are not approved yet: the server refuses, and the modal says why, in Danish.
    await page.getByRole('button', { name: 'Lås valgte (2)' }).click();
    await page.getByLabel('Kommentar').fill('Lønkørsel');
    await page.getByRole('button', { name: 'Lås', exact: true }).click();
    const refusal = page.getByTestId('lock-refusal');
    await refusal.waitFor();
    await expect(refusal.innerText()).resolves.toContain(`Ida Nyborg, ${monthTitle}: 2 vagter er ikke godkendt (${month.date(3).format('D.M.YYYY')}, ${month.date(4).format('D.M.YYYY')})`);
    await page.getByRole('button', { name: 'Annuller' }).click();

    await admin('Plan/Approve', { start, end }, { employmentIds });
    await page.getByRole('button', { name: 'Lås valgte (2)' }).click();
    await page.getByLabel('Kommentar').fill('Lønkørsel');
    await page.getByRole('button', { name: 'Lås', exact: true }).click();
    await page.getByText('2 måneder er låst.').waitFor();

    await page.reload();
    await openClosings(page, ida);
    for (const id of [ida, ulrik]) {
      await row(page, id).locator('[data-state="Låst"]').waitFor();
      await row(page, id).getByText('Lønkørsel').waitFor();
    }
    // The balances and export values of each row have arrived.
    await page.getByTestId('closings-table').getByText('…', { exact: true }).first().waitFor({ state: 'detached' });
    await page.getByText('Indlæser').waitFor({ state: 'hidden' });

    const closings = await admin<SimpleClosingDto[]>('Plan/GetSimpleClosings', {}, { period: start, employmentIds });
    expect(closings.map((closing) => [closing.employeeName, closing.locked, closing.comment])).toEqual([
      ['Ida Nyborg', true, 'Lønkørsel'],
      ['Ulrik Vang', true, 'Lønkørsel'],
    ]);

    // One closing opened: its accounts with the postings behind them.
    await row(page, ida).getByText('Ida Nyborg').click();
    await page.getByTestId('closing-detail').waitFor();
    await page.getByTestId('closing-accounts').getByText('Primo').waitFor();

    // A link to one closing, as the Lessor export's lines make them, opens it directly.
    await page.goto(`/planning/closings?employmentId=${ulrik}&period=${start}`);
    await page.getByText('Afslutning: Ulrik Vang').waitFor();
    await page.getByTestId('closing-detail').waitFor();
  });
});
