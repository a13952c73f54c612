import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { agreementExportAccounts, employees, exportAccounts, exportPackages, exportPrices } from '../../server/src/db/schema/index.ts';
import { buildAgreement, buildDepartment } from '../../server/test/support/organisation.ts';
import { buildPayAccount, buildRule, giveRule } from '../../server/test/support/pay-config.ts';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { apiAs, cell, chooseDepartment, placeByApi, showMonth } from './planning-support.ts';

// The month's life from a rule change to the Lessor file (issue 14, "Must show"): the admin doubles a supplement's
// factor in Lønkontoregler; the open month's figure follows with no other action; the month is approved, locked and
// exported, and the file's line carries the new figure.

const running = useKajAndBrowser();
const month = dayjs().locale('da').subtract(1, 'month').startOf('month');
const start = month.format('YYYY-MM-DD');
const end = month.endOf('month').format('YYYY-MM-DD');
const day = (n: number) => month.date(n).format('YYYY-MM-DD');
// Unique per attempt: a retried test arranges its own world again.
const suffix = () => String(Date.now() % 100_000);
let n = '';
let DEPARTMENT = '';
let RULE = '';
const WAGE_TYPE = '1399';

/** A department, an agreement with one hourly supplement (factor 1) exported as 1399 at 40,00 kr., and an employee with two day watches (8 h each). */
async function arrange() {
  n = suffix();
  DEPARTMENT = `Livscyklus ${n}`;
  RULE = `Aftentillæg livscyklus ${n}`;
  const { db } = running.kaj;
  const admin = await apiAs(running.kaj, 'admin@kaj.example');
  const department = await buildDepartment(db, { name: DEPARTMENT, code: `LC${n}` });
  const agreement = await buildAgreement(db, `LC${n}`);
  const account = await buildPayAccount(db, { name: `Aftentillæg ${n}`, unit: 'hours' });
  const rule = await buildRule(db, { name: RULE, payAccountId: account.id, details: { kind: 'hourlySave', factor: 1, saveMonthOffset: 0 } });
  await giveRule(db, agreement.id, rule.id);
  const [exportAccount] = await db.insert(exportAccounts).values({ name: 'Aftentillæg', account: WAGE_TYPE, payAccountId: account.id }).returning();
  await db.insert(agreementExportAccounts).values({ agreementId: agreement.id, exportAccountId: exportAccount!.id });
  await db.insert(exportPrices).values({ account: WAGE_TYPE, agreementCode: agreement.code, validFrom: '2020-01-01', value: '40.00' });
  const [exportPackage] = await db.insert(exportPackages).values({ name: `Livscyklus ${n}`, fileLayout: 'lessor5' }).returning();
  const code = `8${n}`;
  const employee = await admin<{ employeeId: number }>('Employee/SaveEmployee', {}, { firstName: 'Lise', lastName: `Livscyklus ${n}` });
  await db.update(employees).set({ code, exportPackageId: exportPackage!.id }).where(eq(employees.id, employee.employeeId));
  const employment = await admin<{ employmentId: number }>('Employee/SaveEmployment', {}, { employeeId: employee.employeeId, agreementId: agreement.id, startDate: start, propertyIds: [department.id] });
  await placeByApi(admin, 'D1', employment.employmentId, [day(3), day(4)], start, end);
  return { employmentId: employment.employmentId, code, packageName: exportPackage!.name };
}

const exportValue = (page: Page, employmentId: number) => page.getByTestId('closings-table').locator(`tr[data-row-key="${employmentId}"]`).getByText(new RegExp(`^${WAGE_TYPE} Aftentillæg: `));

async function openClosings(page: Page, employmentId: number) {
  await page.goto('/planning/closings');
  await page.getByRole('heading', { name: 'Månedsafslutning' }).waitFor();
  await page.getByRole('combobox', { name: 'Afdeling' }).click();
  await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: new RegExp(`^${DEPARTMENT}$`) }).first().click();
  await page.getByTestId('closings-table').locator(`tr[data-row-key="${employmentId}"]`).waitFor();
}

describe('the pay lifecycle', () => {
  it('a doubled factor shows in the open month at once, and the approved, locked and exported month pays it', async () => {
    const { employmentId, code, packageName } = await arrange();
    const page = await newPage(running.browser, running.kaj, { width: 1600, height: 1000 });
    await logIn(page, 'admin@kaj.example');

    await openClosings(page, employmentId);
    await expect(exportValue(page, employmentId).innerText()).resolves.toBe(`${WAGE_TYPE} Aftentillæg: 16,00`);

    // Lønkontoregler: the factor 1 → 2; the confirmation says what the save recalculates.
    await page.goto('/administration/pay-account-rules');
    await page.getByRole('textbox', { name: 'Søg lønkontoregler' }).fill(RULE);
    await page.getByRole('link', { name: RULE }).click();
    const factor = page.getByLabel('Faktor');
    await factor.fill('2');
    await page.getByRole('button', { name: 'Gem regel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Gem og genberegn?' });
    await confirm.getByText('Ændringen genberegner 1 overenskomst, 1 ansættelse og 2 åbne måneder.', { exact: false }).waitFor();
    await page.screenshot({ path: '/tmp/recalc-impact-confirm.png' });
    await confirm.getByRole('button', { name: 'Gem og genberegn' }).click();
    await page.getByText(`Reglen "${RULE}" er gemt.`).waitFor();

    // The open month's figure has followed, with nothing else done.
    await openClosings(page, employmentId);
    await expect(exportValue(page, employmentId).innerText()).resolves.toBe(`${WAGE_TYPE} Aftentillæg: 32,00`);

    // Approve the two watches in the grid.
    await page.goto('/planning');
    await page.getByRole('grid', { name: 'Planlægningsgitter' }).waitFor();
    await chooseDepartment(page, DEPARTMENT);
    await showMonth(page, start);
    await cell(page, employmentId, day(3)).click();
    await cell(page, employmentId, day(4)).click({ modifiers: ['Shift'] });
    await page.getByRole('button', { name: 'Godkend' }).click();
    await page.getByRole('dialog', { name: 'Godkend vagter' }).getByRole('button', { name: 'Godkend' }).click();
    await page.locator(`[data-cell="${employmentId}:${day(4)}"] .plan-chip.is-approved`).waitFor();

    // Lock the month.
    await openClosings(page, employmentId);
    const row = page.getByTestId('closings-table').locator(`tr[data-row-key="${employmentId}"]`);
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Lås valgte (1)' }).click();
    await page.getByRole('button', { name: 'Lås', exact: true }).click();
    await page.getByText('Måneden er låst.').waitFor();
    await row.locator('[data-state="Låst"]').waitFor();

    // Export it, and read the line of the wage type in the pay file.
    await page.goto('/planning/exports');
    await page.getByRole('heading', { name: 'Eksport til Lessor' }).waitFor();
    await page.getByRole('combobox', { name: 'Eksportpakke' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: packageName }).click();
    await page.getByTestId('pre-check').getByText('Klar til eksport: 1 låst afslutning.').waitFor();
    await page.getByRole('button', { name: 'Opret eksport' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Opret eksport' }).click();
    const history = page.getByTestId('export-history').locator('tr', { hasText: month.format('MMMM YYYY') });
    await history.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), history.getByRole('button', { name: 'Lønfil' }).click()]);
    const lines = (await readFile((await download.path())!)).toString('latin1').split('\r\n');
    expect(lines).toContain(`${code};${WAGE_TYPE};32.00;40.00`);
  }, 300_000);
});
