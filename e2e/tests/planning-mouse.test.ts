import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { useKajAndBrowser } from '../src/harness.ts';
import { apiAs, cell, codesOf, departmentId, employmentOf, expectCodes, showMonth, openGrid, settled } from './planning-support.ts';

const running = useKajAndBrowser();
// Two months ahead: the demo plan fills this month and the next.
const month = dayjs().add(2, 'month').startOf('month');
const day = (n: number) => month.date(n).format('YYYY-MM-DD');
const start = day(1);
const end = month.endOf('month').format('YYYY-MM-DD');

describe('planning grid with the mouse', () => {
  it('plans a month for an employee: a range through the palette, single cells with a chosen code, and a code dragged onto a cell', async () => {
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    const camilla = await employmentOf(api, deck, start, end, 'Camilla', 'Bech');
    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(page, start);

    // Days 1–7 selected with click and shift-click, then D1 from the palette: one bulk placing.
    await cell(page, camilla, day(1)).click();
    await cell(page, camilla, day(7)).click({ modifiers: ['Shift'] });
    await page.getByRole('button', { name: 'Vagtkode D1' }).click();
    for (let n = 1; n <= 7; n++) await expectCodes(page, camilla, day(n), ['D1']);

    // N1 chosen in the palette, then cells clicked one by one.
    await cell(page, camilla, day(15)).click();
    await page.getByRole('button', { name: 'Vagtkode N1' }).click();
    await expect(page.getByRole('button', { name: 'Vagtkode N1' }).getAttribute('aria-pressed')).resolves.toBe('true');
    for (const n of [15, 16, 17]) await cell(page, camilla, day(n)).click();
    for (const n of [15, 16, 17]) await expectCodes(page, camilla, day(n), ['N1']);
    await page.getByRole('button', { name: 'Vagtkode N1' }).click();

    // FE dragged from the palette onto a cell.
    await page.getByRole('button', { name: 'Vagtkode FE' }).dragTo(cell(page, camilla, day(22)));
    await expectCodes(page, camilla, day(22), ['FE']);

    await settled(page);
    // The server holds exactly what the grid shows.
    const saved = await codesOf(api, deck, start, end, camilla);
    expect(saved).toEqual({
      ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((n) => [day(n), ['D1']])),
      [day(15)]: ['N1'],
      [day(16)]: ['N1'],
      [day(17)]: ['N1'],
      [day(22)]: ['FE'],
    });
    // The hours column counts the planned time: 7 × 8 + 3 × 8 + 7,4 = 87,4 hours.
    await page.locator(`[data-employment="${camilla}"] .plan-hours`).filter({ hasText: '87,4' }).waitFor();
  });
});
