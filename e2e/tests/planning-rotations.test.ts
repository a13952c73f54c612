import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { useKajAndBrowser } from '../src/harness.ts';
import { apiAs, cell, codesOf, departmentId, expectCodes, gridRows, openGrid, placeByApi, settled, showMonth } from './planning-support.ts';

const running = useKajAndBrowser();
// Three months from the third month ahead: the demo plan fills this month and the next.
const first = dayjs().add(2, 'month').startOf('month');
const last = first.add(2, 'month').endOf('month');
const start = first.format('YYYY-MM-DD');
const end = first.endOf('month').format('YYYY-MM-DD');
const day = (n: number) => first.date(n).format('YYYY-MM-DD');

describe('rotations (turnus)', () => {
  it('defines a 7/7, lays it on two crews for three months with a preview that shows a collision and the norm consequence, saves, and undoes it in one step', async () => {
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    const [crewA, crewB] = (await gridRows(api, deck, start, end)).slice(0, 2).map((row) => ({ employmentId: row.employments[0]!.employmentId, name: `${row.firstName} ${row.lastName}` }));
    // Crew B is on from day 8; a D2 already lies on that day.
    if (!(await codesOf(api, deck, start, end, crewB!.employmentId))[day(8)]) await placeByApi(api, 'D2', crewB!.employmentId, [day(8)], start, end);
    // Crew A's norm period starts with the rotation, so the preview shows what the rotation does to it.
    await api('Plan/SetNormStart', { employmentid: crewA!.employmentId, startdate: start, start, end });
    const before = { a: await codesOf(api, deck, start, last.format('YYYY-MM-DD'), crewA!.employmentId), b: await codesOf(api, deck, start, last.format('YYYY-MM-DD'), crewB!.employmentId) };

    // The planner defines the rotation under Administration → Turnusser.
    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await page.goto('/administration/rotations');
    await page.getByRole('button', { name: 'Ny turnus' }).click();
    const editor = page.getByRole('dialog', { name: 'Ny turnus' });
    await editor.getByLabel('Navn').fill('7/7 Dæk');
    await editor.getByRole('combobox', { name: 'Afdeling' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Havørnen · Dæk' }).click();
    await editor.getByRole('combobox', { name: 'Kode' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^D1 – / }).click();
    await editor.getByRole('spinbutton', { name: 'Antal dage' }).fill('7');
    await editor.getByRole('button', { name: 'Tilføj dage' }).click();
    await editor.getByRole('combobox', { name: 'Kode' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^fri$/ }).click();
    await editor.getByRole('button', { name: 'Tilføj dage' }).click();
    await expect.poll(() => editor.locator('.rotation-strip [data-day]').count()).toBe(14);
    await page.screenshot({ path: '/tmp/rotation-editor.png' });
    await editor.getByRole('button', { name: 'Gem' }).click();
    await page.getByText('Turnussen "7/7 Dæk" er gemt').waitFor();
    await page.getByRole('cell', { name: '14 (7 på)' }).waitFor();
    await editor.waitFor({ state: 'hidden' });
    await page.screenshot({ path: '/tmp/rotations-page.png' });

    // In the grid: the two rows chosen, Læg turnus, three months, the crews 0 and 7 days in.
    await page.goto('/planning');
    await page.locator('.plan-grid').waitFor();
    await showMonth(page, start);
    await cell(page, crewA!.employmentId, day(1)).click();
    await cell(page, crewB!.employmentId, day(1)).click({ modifiers: ['Shift'] });
    await page.getByRole('button', { name: 'Læg turnus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Læg turnus' });
    await dialog.getByRole('combobox', { name: 'Turnus' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: '7/7 Dæk' }).click();
    const to = dialog.getByRole('textbox', { name: 'Til og med' });
    await to.click();
    await to.fill(last.format('DD-MM-YYYY'));
    await to.press('Enter');
    await expect.poll(() => dialog.getByRole('spinbutton', { name: `Forskydning for ${crewB!.name}` }).inputValue()).toBe('7');
    expect(await dialog.getByRole('spinbutton', { name: `Forskydning for ${crewA!.name}` }).inputValue()).toBe('0');
    await dialog.getByRole('button', { name: 'Forhåndsvis' }).click();
    const preview = dialog.getByTestId('rotation-preview');
    await preview.waitFor();
    const days = last.diff(first, 'day') + 1;
    // Every day one crew is on; crew B's day 8 is taken by the D2 and skipped.
    await preview.getByText(`${days - 1} vagter lægges på 2 medarbejdere`).waitFor();
    await preview.getByRole('cell', { name: 'Har allerede D2 14:00-22:00' }).waitFor();
    // The norm consequence: crew A's norm period from the first day, its target against the hours planned in it.
    const norm = preview.getByTestId('rotation-norms').getByRole('listitem').filter({ hasText: `${crewA!.name}, Normperiode på 3 måneder` });
    await expect.poll(() => norm.textContent()).toMatch(/: Norm [\d.,]+ t, planlagt [\d.,]+ t, [+−±][\d.,]+ t/);
    await preview.getByTestId('rotation-norms').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/rotation-norms.png' });
    await page.screenshot({ path: '/tmp/rotation-preview.png' });
    // The preview saved nothing.
    expect(await codesOf(api, deck, start, end, crewA!.employmentId)).toEqual(Object.fromEntries(Object.entries(before.a).filter(([date]) => date <= end)));

    await dialog.getByRole('button', { name: 'Læg turnus' }).click();
    await page.getByText(`${days - 1} vagter lagt med turnussen 7/7 Dæk, 1 dag sprunget over`).waitFor();
    await expectCodes(page, crewA!.employmentId, day(1), ['D1']);
    await expectCodes(page, crewA!.employmentId, day(8), []);
    await expectCodes(page, crewB!.employmentId, day(8), ['D2']);
    await expectCodes(page, crewB!.employmentId, day(9), ['D1']);
    await settled(page);
    await page.screenshot({ path: '/tmp/rotation-laid.png' });
    const laidA = await codesOf(api, deck, start, last.format('YYYY-MM-DD'), crewA!.employmentId);
    const laidB = await codesOf(api, deck, start, last.format('YYYY-MM-DD'), crewB!.employmentId);
    expect(Object.values(laidA).filter((codes) => codes.includes('D1')).length + Object.values(laidB).filter((codes) => codes.includes('D1')).length).toBe(days - 1);

    // One undo takes all of it back, and leaves the D2.
    await page.getByRole('button', { name: 'Fortryd' }).click();
    await expectCodes(page, crewA!.employmentId, day(1), []);
    await expectCodes(page, crewB!.employmentId, day(9), []);
    await expectCodes(page, crewB!.employmentId, day(8), ['D2']);
    await settled(page);
    expect(await codesOf(api, deck, start, last.format('YYYY-MM-DD'), crewA!.employmentId)).toEqual(before.a);
    expect(await codesOf(api, deck, start, last.format('YYYY-MM-DD'), crewB!.employmentId)).toEqual(before.b);
    await page.context().close();
  }, 240_000);
});
