import { describe, it } from 'vitest';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { users } from '../../server/src/db/schema/index.ts';
import { giveReach } from '../../server/test/support/organisation.ts';
import { buildExportWorld } from '../../server/test/lessor-export/lessor-fixtures.ts';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { documentScreen } from './document.ts';

// The documentation's pictures of the crew list and the Lessor export.
const running = useKajAndBrowser();

describe('screenshots: reports and export', () => {
  it('a crew list of M/F Havørnen at noon with an external member', async () => {
    const page = await newPage(running.browser, running.kaj, { width: 1400, height: 900 });
    await logIn(page, 'planner@kaj.example');
    await page.goto('/reports/crewlist');
    await page.getByText('M/F Havørnen').first().waitFor();
    const time = page.getByLabel('Tidspunkt');
    await time.click();
    await time.fill('12:00');
    await time.press('Enter');
    await page.getByRole('button', { name: 'Opret besætningsliste' }).click();
    await page.locator('.crew-list-print tbody tr.ant-table-row').first().waitFor();
    await page.getByPlaceholder('Navn').fill('Lods Jens Hansen');
    await page.getByRole('button', { name: 'Tilføj' }).click();
    await page.locator('.crew-list-print').getByText('Lods Jens Hansen').waitFor();
    await documentScreen(page, 'crew-list', { fullPage: true });
  });

  it("the export of last month's locked closings of a package, previewed", async () => {
    const { db } = running.kaj;
    const world = await buildExportWorld(db, { period: dayjs().subtract(1, 'month').startOf('month').format('YYYY-MM-DD') });
    const [planner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'planner@kaj.example'));
    await giveReach(db, planner!.id, 'Planner', [world.deck.id, world.engine.id]);

    const page = await newPage(running.browser, running.kaj, { width: 1500, height: 1000 });
    await logIn(page, 'planner@kaj.example');
    await page.goto('/planning/exports');
    await page.getByRole('combobox', { name: 'Eksportpakke' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: world.exportPackage.name }).click();
    await page.getByTestId('pre-check').getByText('Klar til eksport: 3 låste afslutninger.').waitFor();
    await page.getByTestId('preview-totals').locator('tr', { hasText: '1310 Aftentillæg' }).waitFor();
    await documentScreen(page, 'lessor-export', { fullPage: true });
  });
});
