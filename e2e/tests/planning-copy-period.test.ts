import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { useKajAndBrowser } from '../src/harness.ts';
import { apiAs, cell, codesOf, departmentId, expectCodes, gridRows, openGrid, settled, showMonth } from './planning-support.ts';

const running = useKajAndBrowser();
// The demo plans this month; it is copied to the month after next, which the demo leaves empty.
const source = dayjs().startOf('month');
const target = source.add(2, 'month');
const fmt = (day: dayjs.Dayjs) => day.format('YYYY-MM-DD');
// The demo's plans lie one a day (a split watch shows its code twice), so the days with codes count the plans.
const count = (codes: Record<string, string[]>) => Object.keys(codes).length;

describe('copying a period', () => {
  it('copies a month of two rows with a preview, shows the codes, and undoes it in one step', async () => {
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    const [crewA, crewB] = (await gridRows(api, deck, fmt(source), fmt(source.endOf('month')))).slice(0, 2).map((row) => row.employments[0]!.employmentId);
    const sourceA = await codesOf(api, deck, fmt(source), fmt(source.endOf('month')), crewA!);
    const range = [fmt(target), fmt(target.endOf('month'))] as const;
    const before = { a: await codesOf(api, deck, ...range, crewA!), b: await codesOf(api, deck, ...range, crewB!) };
    // A day of A's month which the target month has and leaves free.
    const [sample, codes] = Object.entries(sourceA).find(([date]) => {
      const landed = target.date(Number(date.slice(8)));
      return landed.month() === target.month() && !before.a[fmt(landed)];
    })!;
    const landed = fmt(target.date(Number(sample.slice(8))));

    // The grid shows the target month; the source is chosen as the month two back.
    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(page, fmt(target));
    await cell(page, crewA!, fmt(target)).click();
    await cell(page, crewB!, fmt(target)).click({ modifiers: ['Shift'] });
    await page.getByRole('button', { name: 'Kopiér periode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kopiér periode' });
    expect(await dialog.getByRole('textbox', { name: 'Kopiér måneden' }).inputValue()).toBe(target.format('MM-YYYY'));
    for (const [label, month] of [['Kopiér måneden', source], ['Til måneden', target]] as const) {
      const box = dialog.getByRole('textbox', { name: label });
      await box.click();
      await box.fill(month.format('MM-YYYY'));
      await box.press('Enter');
      await expect.poll(() => box.inputValue()).toBe(month.format('MM-YYYY'));
    }
    await dialog.getByRole('button', { name: 'Forhåndsvis' }).click();
    const preview = dialog.getByTestId('rotation-preview');
    await preview.getByText(/^\d+ vagter lægges på 2 medarbejdere$/).waitFor();
    const placed = Number((await preview.getByText(/vagter lægges på 2 medarbejdere$/).textContent())!.split(' ')[0]);
    expect(placed).toBeGreaterThan(0);
    await page.screenshot({ path: '/tmp/copy-period-preview.png' });
    // The preview saved nothing.
    expect(await codesOf(api, deck, ...range, crewA!)).toEqual(before.a);

    await dialog.getByRole('button', { name: 'Kopiér', exact: true }).click();
    await page.getByText(new RegExp(`^${placed} vagter kopieret til ${target.locale('da').format('MMMM YYYY')}`)).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const after = { a: await codesOf(api, deck, ...range, crewA!), b: await codesOf(api, deck, ...range, crewB!) };
    expect(count(after.a) + count(after.b) - count(before.a) - count(before.b)).toBe(placed);
    expect(after.a[landed]).toEqual(codes);

    // In the grid: the code is there, and one undo takes the whole copy back.
    // A split watch's two parts show as one chip with its code.
    await cell(page, crewA!, landed).locator('.plan-chip').filter({ hasText: codes[0] }).first().waitFor();
    await settled(page);
    await page.screenshot({ path: '/tmp/copy-period-copied.png' });
    await page.getByRole('button', { name: 'Fortryd' }).click();
    await expectCodes(page, crewA!, landed, []);
    await settled(page);
    expect(await codesOf(api, deck, ...range, crewA!)).toEqual(before.a);
    expect(await codesOf(api, deck, ...range, crewB!)).toEqual(before.b);
    await page.context().close();
  }, 240_000);
});
