import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { useKajAndBrowser } from '../src/harness.ts';
import { apiAs, cell, codesOf, departmentId, employmentOf, expectCodes, showMonth, openGrid, settled, gridRows } from './planning-support.ts';

const running = useKajAndBrowser();
// Two months ahead: the demo plan fills this month and the next.
const month = dayjs().add(2, 'month').startOf('month');
const day = (n: number) => month.date(n).format('YYYY-MM-DD');
const start = day(1);
const end = month.endOf('month').format('YYYY-MM-DD');

describe('planning grid with the keyboard', () => {
  it('places typed codes and moves on, fills a range chosen with shift+arrows, deletes, and undoes with Ctrl+Z', async () => {
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    const jonas = await employmentOf(api, deck, start, end, 'Jonas', 'Friis');
    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(page, start);

    // A typed code lands on the cursor's cell, and the cursor moves to the next day.
    await cell(page, jonas, day(1)).click();
    await page.keyboard.type('D1');
    await expectCodes(page, jonas, day(1), ['D1']);
    await page.keyboard.type('d2');
    await page.keyboard.type('N');
    // "N" could only become N1, yet a code is placed only when typed in full (or with Enter).
    await page.getByRole('status').filter({ hasText: 'Vagtkode: N' }).waitFor();
    await page.keyboard.press('Enter');
    await expectCodes(page, jonas, day(2), ['D2']);
    await expectCodes(page, jonas, day(3), ['N1']);

    // Arrows move the cursor; shift+arrows choose a range that a typed code fills in one go.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.type('FE');
    for (const n of [6, 7, 8]) await expectCodes(page, jonas, day(n), ['FE']);
    await expectCodes(page, jonas, day(4), []);

    // Delete removes the watch under the cursor; Ctrl+Z puts it back.
    await cell(page, jonas, day(3)).click();
    await page.keyboard.press('Delete');
    await expectCodes(page, jonas, day(3), []);
    await settled(page);
    await expect(codesOf(api, deck, start, end, jonas).then((codes) => codes[day(3)])).resolves.toBeUndefined();
    await page.keyboard.press('Control+z');
    await expectCodes(page, jonas, day(3), ['N1']);

    // Undo again takes back the FE range, then the undo button names what is left to undo.
    await page.keyboard.press('Control+z');
    for (const n of [6, 7, 8]) await expectCodes(page, jonas, day(n), []);
    await settled(page);
    const saved = await codesOf(api, deck, start, end, jonas);
    expect(saved).toEqual({ [day(1)]: ['D1'], [day(2)]: ['D2'], [day(3)]: ['N1'] });
  });

  it("saves the planner's order of the rows when a row is dragged by its name", async () => {
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    const names = page.locator('.plan-row .plan-name-text');
    const first = await names.first().innerText();
    expect(first).not.toBe('Lars Mikkelsen');

    await page.locator('.plan-name').filter({ hasText: 'Lars Mikkelsen' }).dragTo(page.locator('.plan-row .plan-name').first());
    await names.first().filter({ hasText: 'Lars Mikkelsen' }).waitFor();
    await settled(page);
    const rows = await gridRows(api, deck, start, end);
    expect(rows.slice(0, 2).map((row) => `${row.firstName} ${row.lastName}`)).toEqual(['Lars Mikkelsen', first]);
    const orders = await api<{ employeeId: number; sortOrder: number }[]>('Plan/GetSortOrders', { departmentid: deck });
    expect(orders.find((order) => order.employeeId === rows[0]?.employeeId)?.sortOrder).toBe(0);
  });
});
