import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { cell, chooseDepartment, showMonth } from './planning-support.ts';
import { arrangePayWorld, day, month, start, WAGE_TYPE } from './pay-world.ts';

// The month's life from a rule change to the Lessor file (issue 14, "Must show"): the admin doubles a supplement's
// factor in Lønkontoregler; the open month's figure follows with no other action; the month is approved, locked and
// exported, and the file's line carries the new figure.

const running = useKajAndBrowser();
let DEPARTMENT = '';
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
    const world = await arrangePayWorld(running.kaj);
    const { employmentId, code, packageName } = world;
    DEPARTMENT = world.department;
    const RULE = world.rule;
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
