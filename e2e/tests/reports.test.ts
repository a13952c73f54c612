import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';

const running = useKajAndBrowser();

async function downloaded(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), content: await readFile((await download.path())!) };
}

describe('reports', () => {
  it('creates a crew list for M/F Havørnen at noon today, shows its members and adds an external member', async () => {
    const page = await newPage(running.browser, running.kaj, { width: 1400, height: 900 });
    await logIn(page, 'planner@kaj.example');
    await page.goto('/reports');
    await page.getByRole('link', { name: /Besætningsliste/ }).click();
    await page.getByLabel('Skib').waitFor();
    await page.getByText('M/F Havørnen').first().waitFor();
    const time = page.getByLabel('Tidspunkt');
    await time.click();
    await time.fill('12:00');
    await time.press('Enter');
    await page.getByRole('button', { name: 'Opret besætningsliste' }).click();
    await page.getByRole('heading', { name: /^Besætningsliste M\/F Havørnen .* kl\. 12:00$/ }).waitFor();
    const rows = page.locator('.crew-list-print tbody tr.ant-table-row');
    await rows.first().waitFor();
    const members = await rows.count();
    expect(members).toBeGreaterThan(0);
    await page.getByText(`${members} personer. Oprettet`).waitFor();

    await page.getByPlaceholder('Navn').fill('Lods Jens Hansen');
    await page.getByRole('button', { name: 'Tilføj', exact: true }).click();
    await page.locator('.crew-list-print').getByText('Lods Jens Hansen').waitFor();
    expect(await rows.count()).toBe(members + 1);
    await page.getByText('Indlæser').waitFor({ state: 'hidden' });
    await page.mouse.move(0, 0);
    await page.context().close();
  });

  it('downloads the FTE workbook of this month', async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'planner@kaj.example');
    await page.goto('/reports/fte');
    // The whole month, whatever day it is: the demo plans every week of it.
    await page.getByLabel('Lukkedag').fill(String(dayjs().daysInMonth()));
    const { name, content } = await downloaded(page, 'Hent Excel-ark');
    expect(name).toMatch(/^fte-\d{4}-\d\d\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(content.buffer.slice(content.byteOffset, content.byteOffset + content.byteLength) as ArrayBuffer);
    const sheet = workbook.getWorksheet('FTE')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Afdeling', 'Afdelingsnavn', 'Budgetkonto', 'Stillingsgruppe', 'Budget FTE', 'Ansat FTE', 'Realiseret timer', 'Realiseret FTE', 'Afvigelse FTE']);
    // The demo budgets Havørnen's deck, engine and cafeteria, and its crew's employments carry their budget account
    // and position group: the realised hours of the month stand on the budget's own lines.
    const lines = sheet.getRows(2, sheet.rowCount - 1)!.map((row) => (row.values as unknown[]).slice(1));
    const deckRatings = lines.find(([, name, account, group]) => name === 'Dæk' && account === 'Fast besætning' && group === 'Dæksmandskab');
    expect(deckRatings?.[4]).toBe(4);
    // Every deck rating of the demo is full time and employed all month: the contracted FTE counts them.
    expect(deckRatings?.[5]).toBeGreaterThan(0);
    expect(deckRatings?.[6]).toBeGreaterThan(0);
    expect(lines.some(([, , account]) => account === 'Uden budgetkonto')).toBe(false);
    await page.context().close();
  });

  it('shows budget beside planned FTE for the coming months, and writes them in the sheet Fremad', async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'planner@kaj.example');
    await page.goto('/reports/fte');
    // The demo plans this month and the next for Havørnen: both count the plan, beside the deck ratings' budget of 4.
    const table = page.getByTestId('fte-ahead');
    const deckRatings = (month: dayjs.Dayjs) =>
      table.getByRole('row').filter({ hasText: month.locale('da').format('MMMM YYYY') }).filter({ hasText: 'Fast besætning' }).filter({ hasText: 'Dæksmandskab' });
    for (const month of [dayjs(), dayjs().add(1, 'month')]) {
      const row = deckRatings(month).first();
      await row.waitFor();
      expect(await row.textContent()).toMatch(/Planlagt.*4,00/);
    }
    await page.screenshot({ path: '/tmp/fte-ahead.png', fullPage: true });
    const { content } = await downloaded(page, 'Hent Excel-ark');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(content.buffer.slice(content.byteOffset, content.byteOffset + content.byteLength) as ArrayBuffer);
    const sheet = workbook.getWorksheet('Fremad')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Måned', 'Grundlag', 'Afdeling', 'Afdelingsnavn', 'Budgetkonto', 'Stillingsgruppe', 'Budget FTE', 'Timer', 'FTE', 'Afvigelse FTE']);
    const lines = sheet.getRows(2, sheet.rowCount - 1)!.map((row) => (row.values as unknown[]).slice(1));
    const planned = lines.find(([month, source, , name, account, group]) => month === dayjs().format('YYYY-MM') && source === 'Planlagt' && name === 'Dæk' && account === 'Fast besætning' && group === 'Dæksmandskab');
    expect(planned?.[8]).toBeGreaterThan(0);
    await page.context().close();
  });

  it("downloads M/F Havørnen's work schedule and a work card as PDF", async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'planner@kaj.example');
    await page.goto('/reports');
    await page.getByRole('link', { name: /Arbejdsplan og arbejdskort/ }).click();
    await page.getByLabel('Afdeling').click();
    await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: 'M/F Havørnen' }).first().click();
    const schedule = await downloaded(page, 'Hent arbejdsplan');
    expect(schedule.name).toMatch(/^arbejdsplan-.*\.pdf$/);
    expect(schedule.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByLabel('Medarbejdere').click();
    await page.keyboard.type('Sofie');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Sofie Lund' }).first().click();
    await page.keyboard.press('Escape');
    const card = await downloaded(page, 'Hent arbejdskort');
    expect(card.name).toMatch(/^arbejdskort-.*\.pdf$/);
    expect(card.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.context().close();
  });

  it("counts this week's cafeteria crew on each watch code", async () => {
    const page = await newPage(running.browser, running.kaj, { width: 1400, height: 900 });
    await logIn(page, 'planner@kaj.example');
    await page.goto('/reports/catering');
    const table = page.getByRole('table');
    await table.getByRole('columnheader', { name: 'I alt' }).waitFor();
    // Seven days and the sum row; Havørnen's cafeteria works day and evening watches.
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(7);
    const sum = Number(await table.locator('.ant-table-summary td').last().innerText());
    expect(sum).toBeGreaterThan(0);
    await page.context().close();
  });
});
