import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/da.js';
import type { Page } from 'playwright-core';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';

const running = useKajAndBrowser();

/** "Underskrevet 22. nov. 2026": the card shows the day of signing in Danish. */
const dayOfMonth = new Intl.DateTimeFormat('en', { day: 'numeric', timeZone: 'Europe/Copenhagen' }).format(new Date());
const signedToday = (by = '') => new RegExp(`^Underskrevet ${dayOfMonth}\\. \\S+ \\d{4}${by}$`);
/** A card is signed once its month has ended: last month's. */
const lastMonth = dayjs().locale('da').subtract(1, 'month').startOf('month');

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.keyboard.type(option);
  await page.locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper').filter({ hasText: option }).first().click();
}

async function chooseMonth(page: Page) {
  const picker = page.getByLabel('Måned');
  await picker.click();
  await picker.fill(lastMonth.format('MMMM YYYY'));
  await picker.press('Enter');
}

describe('rest cards', () => {
  it('lets the seafarer sign her own card and the ship countersign it with a name and rank, laid out as the model record', async () => {
    const sofie = await newPage(running.browser, running.kaj);
    await logIn(sofie, 'employee@kaj.example');
    await sofie.goto(`/planning/rest-cards?period=${lastMonth.format('YYYY-MM-DD')}`);
    const card = sofie.getByRole('article', { name: /^Hviletidsskema for Sofie Lund/ });
    await card.waitFor();
    const days = card.locator('tbody tr');
    expect(await days.count()).toBeGreaterThanOrEqual(28);
    await card.getByText('Vagtgående').waitFor();
    await sofie.getByRole('button', { name: 'Underskriv', exact: true }).click();
    await sofie.getByRole('dialog').getByRole('button', { name: 'Underskriv' }).click();
    await sofie.getByText('Hviletidsskemaet er underskrevet.').waitFor();
    await card.getByText(signedToday()).waitFor();
    expect(await sofie.getByRole('button', { name: 'Kontrasigner' }).count()).toBe(0);
    await sofie.context().close();

    const ship = await newPage(running.browser, running.kaj);
    await logIn(ship, 'ship@kaj.example');
    await ship.goto('/planning/rest-cards');
    await chooseMonth(ship);
    await chooseOption(ship, 'Afdeling', 'M/F Havørnen');
    await chooseOption(ship, 'Søfarende', 'Sofie Lund');
    const shipView = ship.getByRole('article', { name: /^Hviletidsskema for Sofie Lund/ });
    await shipView.waitFor();
    // The shared Ship login is no person: whoever countersigns gives their name and rank.
    await ship.getByRole('button', { name: 'Kontrasigner' }).click();
    const dialog = ship.getByRole('dialog', { name: /^Kontrasigner hviletidsskemaet/ });
    await dialog.getByLabel('Navn').fill('Karen Holm');
    await dialog.getByLabel('Stilling').fill('Skibsfører');
    await dialog.getByRole('button', { name: 'Kontrasigner' }).click();
    await ship.getByText('Hviletidsskemaet er kontrasigneret.').waitFor();
    await shipView.getByText(signedToday(' af Karen Holm, Skibsfører')).waitFor();
    // Countersigned, the card is opened again only with a reason; the seafarer's own "remove" is gone.
    expect(await ship.getByRole('button', { name: 'Fjern underskrift' }).count()).toBe(0);
    await ship.getByRole('button', { name: 'Genåbn skemaet' }).waitFor();

    await ship.reload();
    await chooseMonth(ship);
    await chooseOption(ship, 'Afdeling', 'M/F Havørnen');
    await chooseOption(ship, 'Søfarende', 'Sofie Lund');
    await ship.getByRole('article', { name: /^Hviletidsskema for Sofie Lund/ }).getByText(signedToday(' af Karen Holm, Skibsfører')).waitFor();
    await ship.keyboard.press('Escape');
    await ship.getByText('Indlæser').waitFor({ state: 'hidden' });
    await ship.mouse.move(0, 0);
    await ship.context().close();
  });

  it('lists the cards of the month still missing a signature', async () => {
    const ship = await newPage(running.browser, running.kaj);
    await logIn(ship, 'ship@kaj.example');
    await ship.goto('/planning/rest-cards');
    await ship.getByRole('tab', { name: 'Mangler underskrift' }).click();
    const table = ship.getByRole('tabpanel').getByRole('table');
    await table.getByRole('row').nth(1).waitFor();
    expect(await table.getByText('M/F Havørnen').count()).toBeGreaterThan(0);
    await ship.context().close();
  });
});
