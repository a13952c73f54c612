import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { useKajAndBrowser } from '../src/harness.ts';
import { apiAs, cell, departmentId, employmentOf, expectCodes, openGrid, settled, showMonth } from './planning-support.ts';

const running = useKajAndBrowser();
// The demo plans up to next month; the month after is empty, so a new requirement there is short every day.
const month = dayjs().startOf('month').add(2, 'month');
const fmt = (day: dayjs.Dayjs) => day.format('YYYY-MM-DD');
const day = fmt(month.date(10));

describe('safe manning', () => {
  it('a requirement saved under Bemanding shows red on the need line, turns met when a watch is placed (live in a second planner’s grid, without a read), and the report lists the month’s shortfalls', async () => {
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    const camilla = await employmentOf(api, deck, fmt(month), fmt(month.endOf('month')), 'Camilla', 'Bech');

    // Administration › Bemanding: a new version of the deck's document from the month: one deck officer on D1.
    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await page.goto('/administration/manning');
    await page.getByRole('cell', { name: 'M/F Havørnen · Dæk' }).first().waitFor();
    await page.getByRole('button', { name: 'Nyt bemandingskrav' }).click();
    const editor = page.getByRole('dialog', { name: 'Nyt bemandingskrav' });
    await editor.getByRole('combobox', { name: 'Afdeling' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Havørnen · Dæk' }).click();
    const from = editor.getByRole('textbox', { name: 'Gælder fra' });
    await from.click();
    await from.fill(month.format('DD-MM-YYYY'));
    await from.press('Enter');
    await editor.getByRole('combobox', { name: 'Stillingsgruppe, linje 1' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^Dæksofficerer$/ }).click();
    await editor.getByRole('combobox', { name: 'Vagtkode, linje 1' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^D1$/ }).click();
    await page.getByRole('button', { name: 'Gem' }).click();
    await page.getByText(`Bemandingskravet for Dæk fra ${month.locale('da').format('D. MMM YYYY')} er gemt`).waitFor();
    const row = page.getByRole('row').filter({ hasText: '1 Dæksofficerer på D1' });
    await row.waitFor();
    await page.screenshot({ path: '/tmp/manning-admin.png' });

    // The grid of the month: the need line is red on the day, and names what is missing.
    await page.goto('/planning');
    await page.getByRole('grid', { name: 'Planlægningsgitter' }).waitFor();
    await showMonth(page, fmt(month));
    const need = page.locator('.plan-need-row').filter({ hasText: 'Dæk · Dæksofficerer · D1' }).locator(`[data-need="${day}"]`);
    await need.waitFor();
    expect(await need.textContent()).toBe('0/1');
    expect(await need.getAttribute('class')).toContain('is-short');
    expect(await need.getAttribute('title')).toBe('Mangler 1 Dæksofficerer (D1)');
    await page.screenshot({ path: '/tmp/manning-need-short.png' });

    // A second planner views the deck's month too: the line their server counts after the change comes on the live
    // stream, with no read of their own.
    const watching = await openGrid(running.browser, running.kaj, 'admin@kaj.example', 'Dæk');
    await showMonth(watching, fmt(month));
    const watchedNeed = watching.locator('.plan-need-row').filter({ hasText: 'Dæk · Dæksofficerer · D1' }).locator(`[data-need="${day}"]`);
    await watchedNeed.waitFor();
    expect(await watchedNeed.textContent()).toBe('0/1');
    await settled(watching);
    // Let the watching grid's event stream connect before the change.
    await watching.waitForTimeout(500);
    const needReads: string[] = [];
    watching.on('request', (request) => {
      if (request.url().includes('/api/Plan/GetManningNeed')) needReads.push(request.url());
    });

    // D1 on Camilla, a deck officer, that day: the line is met and no longer red.
    await page.getByRole('button', { name: 'Vagtkode D1' }).click();
    await cell(page, camilla, day).click();
    await expectCodes(page, camilla, day, ['D1']);
    await settled(page);
    await page.waitForFunction((selector) => document.querySelector(selector)?.textContent === '1/1', `.plan-need-row [data-need="${day}"]`);
    expect(await need.getAttribute('class')).not.toContain('is-short');
    expect(await need.getAttribute('title')).toBe('1 af 1 planlagt');
    await page.screenshot({ path: '/tmp/manning-need-met.png' });
    await watching.waitForFunction((selector) => document.querySelector(selector)?.textContent === '1/1', `.plan-need-row [data-need="${day}"]`, { timeout: 5_000 });
    expect(await watchedNeed.getAttribute('class')).not.toContain('is-short');
    // Longer than the need line waits after rows change: rows arriving live read nothing.
    await watching.waitForTimeout(1_000);
    expect(needReads).toEqual([]);
    await watching.screenshot({ path: '/tmp/manning-need-live.png' });
    await watching.context().close();

    // Rapporter › Manglende bemanding: the deck's officers are short every day of the month but the 10th (engine and
    // cafeteria every day: nobody is planned); the PDF comes down.
    await page.goto('/reports/manning-shortfalls');
    const picker = page.getByRole('textbox', { name: 'Måned' });
    await picker.click();
    await picker.fill(month.format('MM-YYYY'));
    await picker.press('Enter');
    await page.getByRole('combobox', { name: 'Afdeling' }).click();
    await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: /^M\/F Havørnen$/ }).click();
    await page.getByText(`${month.daysInMonth()} dage med mangler.`).waitFor();
    const officersOn = (date: number) => page.getByRole('row').filter({ hasText: month.date(date).locale('da').format('dd D. MMM') }).filter({ hasText: 'Dæksofficerer' });
    expect(await officersOn(10).count()).toBe(0);
    expect(await officersOn(11).count()).toBe(1);
    await page.screenshot({ path: '/tmp/manning-report.png', fullPage: false });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Hent PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`manglende-bemanding-${month.format('YYYY-MM')}.pdf`);
    expect((await readFile((await download.path())!)).subarray(0, 4).toString()).toBe('%PDF');
    await page.context().close();
  }, 240_000);
});
