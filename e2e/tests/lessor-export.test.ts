import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { eq } from 'drizzle-orm';
import { users } from '../../server/src/db/schema/index.ts';
import { giveReach } from '../../server/test/support/organisation.ts';
import { buildExportWorld } from '../../server/test/lessor-export/lessor-fixtures.ts';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';

const running = useKajAndBrowser();
// The screen opens on this pay month with the month before: pay in arrears.
const month = dayjs().locale('da').subtract(1, 'month').startOf('month');

describe('the Lessor export screen', () => {
  it('lets a planner preview, create and download an export of last month, and delete it again', async () => {
    const { db } = running.kaj;
    // Three employees of a package of their own with last month locked (Anne Hansen, Bo Ærø on DIS, Carl Jensen).
    const world = await buildExportWorld(db, { period: month.format('YYYY-MM-DD') });
    const [planner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'planner@kaj.example'));
    await giveReach(db, planner!.id, 'Planner', [world.deck.id, world.engine.id]);

    const page = await newPage(running.browser, running.kaj, { width: 1500, height: 1000 });
    await logIn(page, 'planner@kaj.example');
    await page.goto('/planning/exports');
    await page.getByRole('heading', { name: 'Eksport til Lessor' }).waitFor();
    await page.getByRole('combobox', { name: 'Eksportpakke' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: world.exportPackage.name }).click();
    await expect(page.getByTestId('export-period').innerText()).resolves.toBe(`Eksporterer ${month.format('MMMM YYYY')}`);

    const preCheck = page.getByTestId('pre-check');
    await preCheck.getByText('Klar til eksport: 3 låste afslutninger.').waitFor();
    const pay = page.getByTestId('preview-pay');
    const anne = pay.locator('tr', { hasText: 'Anne Hansen' }).filter({ hasText: '1310' });
    await anne.waitFor();
    await expect(anne.innerText()).resolves.toMatch(/12,50\s+38,99\s+487,38/);
    // 12,5 × 38,99 + 4 × 36,00 + 6 × 38,99 = 487,38 + 144,00 + 233,94.
    const totals = page.getByTestId('preview-totals').locator('tr', { hasText: '1310 Aftentillæg' });
    await expect(totals.innerText()).resolves.toMatch(/22,50\s+865,32\s+kr\./);
    await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Fravær (2)' }).click();
    await page.getByTestId('preview-absence').locator('tr', { hasText: 'Anne Hansen' }).first().waitFor();

    // Grouped: Anne's two absence periods become one line over both.
    await page.locator('.ant-segmented-item', { hasText: 'Grupperet' }).click();
    await page.getByRole('tab', { name: 'Fravær (1)' }).waitFor();

    await page.getByRole('button', { name: 'Opret eksport' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Opret eksport' }).click();
    await page.getByText(new RegExp(`^Eksporten af ${month.format('MMMM YYYY')} er oprettet med \\d+ lønlinjer? og \\d+ fraværslinjer?\\.$`)).waitFor();
    const history = page.getByTestId('export-history');
    const row = history.locator('tr', { hasText: month.format('MMMM YYYY') });
    await row.waitFor();
    await expect(row.innerText()).resolves.toContain('5');
    await preCheck.getByText(`Der er ingen låste lukninger at eksportere for ${month.format('MMMM YYYY')}.`).waitFor();
    // Opened, the export shows the lines it sent, each with a link to the closing behind it.
    await row.locator('.ant-table-row-expand-icon').click();
    const sent = history.getByTestId('preview-pay').locator('tr', { hasText: '1341 Søn- og helligdagstillæg, DIS' });
    await expect(sent.getByRole('link', { name: 'Afslutning' }).getAttribute('href')).resolves.toBe(
      `/planning/closings?employmentId=${world.bo.employment.id}&period=${month.format('YYYY-MM-DD')}`,
    );

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Lønfil' }).click()]);
    expect(download.suggestedFilename()).toBe(`LESSOR5_LOEN_${month.format('YYYYMM')}.csv`);
    const content = (await readFile((await download.path())!)).toString('latin1');
    expect(content.split('\r\n').slice(0, 3)).toEqual(['employeeemploymentcode;paytypecode;units;rate', `${world.prefix}01;1310;12.50;38.99`, `${world.prefix}01;1510;3.25;`]);

    await row.getByRole('button', { name: 'Slet' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Slet' }).click();
    await page.getByText('Eksporten er slettet.').waitFor();
    await history.getByText('Pakken har ingen eksporter endnu').waitFor();
    await preCheck.getByText('Klar til eksport: 3 låste afslutninger.').waitFor();
  });

  it("lets Havørnen's planner export the demo's last month of her own ship's package, the month before already exported", async () => {
    const page = await newPage(running.browser, running.kaj, { width: 1500, height: 1000 });
    await logIn(page, 'planner@kaj.example');
    await page.goto('/planning/exports');
    await page.getByRole('heading', { name: 'Eksport til Lessor' }).waitFor();
    await page.getByRole('combobox', { name: 'Eksportpakke' }).click();
    // Søløven's package is not hers: she reaches only Havørnen.
    await expect(page.locator('.ant-select-item-option').filter({ hasText: 'Søfolk M/F Søløven' }).count()).resolves.toBe(0);
    await page.locator('.ant-select-item-option').filter({ hasText: 'Søfolk M/F Havørnen' }).click();
    await expect(page.getByTestId('export-period').innerText()).resolves.toBe(`Eksporterer ${month.format('MMMM YYYY')}`);
    await page.getByTestId('pre-check').getByText('Klar til eksport: 20 låste afslutninger.').waitFor();
    const history = page.getByTestId('export-history');
    await history.locator('tr', { hasText: month.subtract(1, 'month').format('MMMM YYYY') }).waitFor();
    await page.screenshot({ path: '/tmp/facts-demo-export.png', fullPage: true });

    await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Opret eksport' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Opret eksport' }).click();
    await page.getByText(new RegExp(`^Eksporten af ${month.format('MMMM YYYY')} er oprettet med \\d+ lønlinjer? og \\d+ fraværslinjer?\\.$`)).waitFor();
    await history.locator('tr', { hasText: month.format('MMMM YYYY') }).waitFor();
    await page.context().close();
  });
});
