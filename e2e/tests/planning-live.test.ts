import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { cuttableLink } from '../src/cuttable-link.ts';
import { apiAs, cell, codesOf, departmentId, employmentOf, expectCodes, openGrid, placeByApi, showMonth } from './planning-support.ts';

const running = useKajAndBrowser();
// Two months ahead: the demo plan fills this month and the next.
const month = dayjs().add(2, 'month').startOf('month');
const day = (n: number) => month.date(n).format('YYYY-MM-DD');
const start = day(1);
const end = month.endOf('month').format('YYYY-MM-DD');

describe('planning grid: live updates and who sees what', () => {
  it("shows a second planner's change without a reload or a read, within two seconds", async () => {
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    const henrik = await employmentOf(api, deck, start, end, 'Henrik', 'Dalsgaard');
    const watching = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(watching, start);
    const changing = await openGrid(running.browser, running.kaj, 'admin@kaj.example', 'Dæk');
    await showMonth(changing, start);
    // Let the watching grid's event stream connect before the change.
    await watching.waitForTimeout(500);
    // The change comes with its rows on the stream: the watching grid reads nothing for it.
    const reads: string[] = [];
    watching.on('request', (request) => {
      if (request.url().includes('/api/Plan/')) reads.push(request.url());
    });

    await cell(changing, henrik, day(10)).click();
    await changing.keyboard.type('D2');
    await expectCodes(changing, henrik, day(10), ['D2']);
    const changed = Date.now();
    await cell(watching, henrik, day(10)).locator('.plan-chip').filter({ hasText: 'D2' }).waitFor({ timeout: 5_000 });
    expect(Date.now() - changed).toBeLessThan(2_000);
    expect(reads).toEqual([]);
  });

  it('reads the grid again when the live stream comes back after a drop, so a change made meanwhile shows', async () => {
    const api = await apiAs(running.kaj, 'admin@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    const henrik = await employmentOf(api, deck, start, end, 'Henrik', 'Dalsgaard');
    // Three free days of the second half of the month (a retry finds those of the first try taken).
    const taken = await codesOf(api, deck, start, end, henrik);
    const [live, meanwhile, after] = [14, 16, 18, 20, 22, 24, 26, 28].map(day).filter((date) => !taken[date]);
    if (!live || !meanwhile || !after) throw new Error('no free days left for the test');
    // The watching planner reaches Kaj through a link that the test can cut, as a ship's satellite link drops.
    const link = await cuttableLink(running.kaj.url);
    try {
      const watching = await openGrid(running.browser, { ...running.kaj, url: link.url }, 'planner@kaj.example', 'Dæk');
      await showMonth(watching, start);
      // The stream is up: a change arrives live.
      await placeByApi(api, 'D2', henrik, [live], start, end);
      await cell(watching, henrik, live).locator('.plan-chip').filter({ hasText: 'D2' }).waitFor({ timeout: 10_000 });

      link.cut();
      await placeByApi(api, 'D2', henrik, [meanwhile], start, end);
      // While the link is down nothing can reach the grid.
      await watching.waitForTimeout(1_500);
      expect(await cell(watching, henrik, meanwhile).locator('.plan-chip').count()).toBe(0);

      // The change made meanwhile sends no event after the reconnect: only reading the grid again shows it.
      link.restore();
      await cell(watching, henrik, meanwhile).locator('.plan-chip').filter({ hasText: 'D2' }).waitFor({ timeout: 20_000 });
      await expectCodes(watching, henrik, live, ['D2']);
      // Live again after the reconnect.
      await placeByApi(api, 'D2', henrik, [after], start, end);
      await cell(watching, henrik, after).locator('.plan-chip').filter({ hasText: 'D2' }).waitFor({ timeout: 10_000 });
      await watching.close();
    } finally {
      await link.close();
    }
  }, 120_000);

  it('gives an approver and the ship the plan read-only', async () => {
    for (const email of ['approver@kaj.example', 'ship@kaj.example']) {
      const page = await openGrid(running.browser, running.kaj, email, 'Dæk');
      await page.getByText('Du kan se planen, men ikke ændre den.').waitFor();
      await page.locator('.plan-chip').first().waitFor();
      expect(await page.getByRole('toolbar', { name: 'Vagtkoder' }).count()).toBe(0);
      expect(await page.locator('.plan-chip[draggable="true"]').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Fortryd' }).count()).toBe(0);
      await page.close();
    }
  });

  it("shows an employee their own plan month by month on a phone's screen", async () => {
    const page = await newPage(running.browser, running.kaj, { width: 390, height: 844 });
    await logIn(page, 'employee@kaj.example');
    await page.goto('/planning');
    await page.getByRole('heading', { name: 'Min plan' }).waitFor();
    await page.locator('.own-day').first().waitFor();
    // The demo plan gives Sofie Lund watches this month; every day of the month has a line.
    expect(await page.locator('.own-day').count()).toBe(dayjs().daysInMonth());
    expect(await page.locator('.own-watch').count()).toBeGreaterThan(5);
    await page.locator('.own-day.is-weekend').first().waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Næste måned' }).click();
    await page.locator('.own-day').nth(dayjs().add(1, 'month').daysInMonth() - 1).waitFor();
    // On to December: Juledag is marked and named from the calendar's day types (GetPeriodYear), not from the rows.
    const monthTitle = page.getByRole('heading', { level: 4, name: /^[a-zæøå]+ \d{4}$/i });
    for (let step = 0; step < 12 && !(await monthTitle.textContent())?.toLowerCase().startsWith('december'); step += 1) {
      await page.getByRole('button', { name: 'Næste måned' }).click();
    }
    await page.locator('.own-day.is-holiday[title="Juledag"]').waitFor();
  });
});
