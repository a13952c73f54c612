import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { useKajAndBrowser } from '../src/harness.ts';
import { apiAs, codesOf, departmentId, employmentOf, openGrid, settled, showMonth } from './planning-support.ts';

const running = useKajAndBrowser();
// Two months ahead: the demo plan fills this month and the next.
const month = dayjs().add(2, 'month').startOf('month');
const day = (n: number) => month.date(n).format('YYYY-MM-DD');
const start = day(1);
const end = month.endOf('month').format('YYYY-MM-DD');

describe('planning drafts', () => {
  it('makes a draft of an employee, plans it, and copies the draft to the plan', async () => {
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    const morten = await employmentOf(api, deck, start, end, 'Morten', 'Kjær');
    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(page, start);

    await page.getByRole('row', { name: 'Morten Kjær' }).locator('[data-col="0"]').click();
    await page.getByRole('button', { name: 'Opret kladde af Morten Kjær' }).click();
    await page.getByText('Der er oprettet en kladde af Morten Kjær.', { exact: false }).waitFor();

    await page.getByRole('switch').click();
    await page.getByText('Du planlægger kladder.').waitFor();
    const draftRow = page.locator(`.plan-row[aria-label="Morten Kjær"]:not([data-employment="${morten}"])`);
    await draftRow.waitFor();
    const draftEmployment = Number(await draftRow.getAttribute('data-employment'));
    expect(draftEmployment).not.toBe(morten);

    await draftRow.locator('[data-col="3"]').click();
    await page.keyboard.type('D1');
    await draftRow.locator('[data-col="3"] .plan-chip').filter({ hasText: 'D1' }).waitFor();
    await settled(page);
    // The master is untouched until the draft is copied over.
    expect(await codesOf(api, deck, start, end, morten)).toEqual({});

    await page.getByRole('button', { name: 'Overfør kladder til planen' }).click();
    await page.getByRole('button', { name: 'Overfør', exact: true }).click();
    await settled(page);
    await expect.poll(() => codesOf(api, deck, start, end, morten)).toEqual({ [day(4)]: ['D1'] });
  });
});
