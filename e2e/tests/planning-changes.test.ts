import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { RealisedWatchDto } from '@kaj/contract';
import { useKajAndBrowser } from '../src/harness.ts';
import { apiAs, cell, codesOf, departmentId, employmentOf, expectCodes, gridRows, openGrid, placeByApi, settled, showMonth } from './planning-support.ts';

const running = useKajAndBrowser();
// Two months ahead: the demo plan fills this month and the next.
const month = dayjs().add(2, 'month').startOf('month');
const day = (n: number) => month.date(n).format('YYYY-MM-DD');
const start = day(1);
const end = month.endOf('month').format('YYYY-MM-DD');

async function arrange() {
  const api = await apiAs(running.kaj, 'planner@kaj.example');
  const deck = await departmentId(api, 'Havørnen', 'Dæk');
  const employment = (first: string, last: string) => employmentOf(api, deck, start, end, first, last);
  return { api, deck, employment };
}

describe('planning grid changes', () => {
  it('moves a watch by dragging it to another employee and day', async () => {
    const { api, deck, employment } = await arrange();
    const [morten, rasmus] = await Promise.all([employment('Morten', 'Kjær'), employment('Rasmus', 'Holm')]);
    await placeByApi(api, 'D2', morten, [day(3)], start, end);
    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(page, start);
    await expectCodes(page, morten, day(3), ['D2']);

    await cell(page, morten, day(3)).locator('.plan-chip').dragTo(cell(page, rasmus, day(5)));
    await expectCodes(page, rasmus, day(5), ['D2']);
    await expectCodes(page, morten, day(3), []);
    await settled(page);
    expect(await codesOf(api, deck, start, end, morten)).toEqual({});
    expect(await codesOf(api, deck, start, end, rasmus)).toEqual({ [day(5)]: ['D2'] });

    // Ctrl+Z moves it back.
    await page.getByRole('grid', { name: 'Planlægningsgitter' }).press('Control+z');
    await expectCodes(page, morten, day(3), ['D2']);
    await settled(page);
    expect(await codesOf(api, deck, start, end, rasmus)).toEqual({});
  });

  it('copies a week of one employee to another through the clipboard', async () => {
    const { api, deck, employment } = await arrange();
    const [sofie, mads] = await Promise.all([employment('Sofie', 'Lund'), employment('Mads', 'Thygesen')]);
    const week = [8, 9, 10, 11, 12, 13, 14];
    await placeByApi(api, 'D1', sofie, week.slice(0, 4).map(day), start, end);
    await placeByApi(api, 'N1', sofie, week.slice(4).map(day), start, end);
    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(page, start);
    await expectCodes(page, sofie, day(14), ['N1']);

    await cell(page, sofie, day(8)).click();
    await cell(page, sofie, day(14)).click({ modifiers: ['Shift'] });
    await page.keyboard.press('Control+c');
    await page.getByText('7 vagter kopieret').waitFor();
    await cell(page, mads, day(15)).click();
    await page.keyboard.press('Control+v');
    for (const n of [15, 16, 17, 18]) await expectCodes(page, mads, day(n), ['D1']);
    for (const n of [19, 20, 21]) await expectCodes(page, mads, day(n), ['N1']);
    await settled(page);
    const copied = await codesOf(api, deck, start, end, mads);
    expect(Object.keys(copied).sort()).toEqual([15, 16, 17, 18, 19, 20, 21].map(day));
    // The original week stays.
    expect(Object.keys(await codesOf(api, deck, start, end, sofie)).sort()).toEqual(week.map(day));
  });

  it('edits a realised watch to run across midnight with less paid time, and marks the changed times', async () => {
    const { api, deck, employment } = await arrange();
    const camilla = await employment('Camilla', 'Bech');
    await placeByApi(api, 'D1', camilla, [day(20)], start, end);
    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(page, start);

    await cell(page, camilla, day(20)).locator('.plan-chip').dblclick();
    const drawer = page.getByRole('dialog', { name: /Vagt D1/ });
    await drawer.getByLabel('Start').fill('2200');
    await drawer.getByLabel('Slut').fill('0600');
    await drawer.getByLabel('Betalt tid').click();
    await drawer.getByText('+1').waitFor();
    await drawer.getByText('Vagten slutter næste dag.').waitFor();
    await drawer.getByText('Vagten varer 8:00').waitFor();
    await drawer.getByLabel('Betalt tid').fill('7:30');
    await drawer.getByRole('button', { name: 'Gem vagt' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await settled(page);

    const chip = cell(page, camilla, day(20)).locator('.plan-chip');
    await expect(chip.getAttribute('class')).resolves.toContain('is-overridden');
    expect(await chip.getAttribute('title')).toContain('D1 22:00–06:00');
    const rows = await gridRows(api, deck, start, end);
    const watch = rows.flatMap((row) => row.employments).find((each) => each.employmentId === camilla)?.watchDays.find((each) => each.date === day(20))?.watches[0];
    const [realised] = await api<RealisedWatchDto[]>('Plan/GetRealisedWatch', { realisedwatchid: watch?.realisedWatchId ?? 0 });
    expect(realised).toMatchObject({ startDate: day(20), startTime: '22:00', endTime: '06:00', totalTime: 450, overridden: true });

    // Undo restores the code's times.
    await page.getByRole('button', { name: 'Fortryd' }).click();
    await settled(page);
    const [restored] = await api<RealisedWatchDto[]>('Plan/GetRealisedWatch', { realisedwatchid: watch?.realisedWatchId ?? 0 });
    expect(restored).toMatchObject({ startTime: '06:00', endTime: '14:00', totalTime: 480 });
  });

  it('shows the server’s reason when a change is refused, and leaves the cell as it was', async () => {
    const { api, deck, employment } = await arrange();
    const ole = await employment('Ole', 'Christensen');
    await placeByApi(api, 'D1', ole, [day(25)], start, end);
    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(page, start);

    // D2 (14–22) is fine beside D1 (06–14); DAG (07–15) overlaps D1 and is refused.
    await cell(page, ole, day(25)).click();
    await page.keyboard.type('DAG');
    const refusal = page.locator('.ant-notification-notice').filter({ hasText: 'Ændringen blev ikke gemt' });
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/overlapper/);
    await expectCodes(page, ole, day(25), ['D1']);
    await settled(page);
    expect(await codesOf(api, deck, start, end, ole)).toEqual({ [day(25)]: ['D1'] });
  });

  it('gives the selected watches a property, which the cells then show, and undo takes it back', async () => {
    const { api, deck, employment } = await arrange();
    const jonas = await employment('Jonas', 'Friis');
    await placeByApi(api, 'D1', jonas, [day(27), day(28)], start, end);
    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(page, start);
    await expectCodes(page, jonas, day(28), ['D1']);

    await cell(page, jonas, day(27)).click();
    await cell(page, jonas, day(28)).click({ modifiers: ['Shift'] });
    const picker = page.getByRole('combobox', { name: 'Egenskab til markerede vagter' });
    await picker.click();
    await picker.fill('Syg');
    await picker.press('Enter');
    await page.getByRole('button', { name: 'Giv markerede vagter' }).click();
    await page.getByText('Syg er givet til 2 vagter.').waitFor();
    await settled(page);
    for (const n of [27, 28]) {
      const chip = cell(page, jonas, day(n)).locator('.plan-chip');
      await expect.poll(() => chip.getAttribute('title')).toContain('Syg');
    }
    const rows = await gridRows(api, deck, start, end);
    const days = rows.flatMap((row) => row.employments).find((each) => each.employmentId === jonas)?.watchDays ?? [];
    const names = days.filter((each) => each.date === day(27) || each.date === day(28)).map((each) => each.watches[0]?.properties.map((property) => property.name));
    expect(names.every((list) => list?.includes('Syg'))).toBe(true);

    // Ctrl+Z takes the property back from both.
    await page.getByRole('grid', { name: 'Planlægningsgitter' }).press('Control+z');
    await settled(page);
    for (const n of [27, 28]) await expect.poll(() => cell(page, jonas, day(n)).locator('.plan-chip').getAttribute('title')).not.toContain('Syg');
    const undone = (await gridRows(api, deck, start, end)).flatMap((row) => row.employments).find((each) => each.employmentId === jonas)?.watchDays ?? [];
    expect(undone.filter((each) => each.date === day(27) || each.date === day(28)).map((each) => each.watches[0]?.properties.map((property) => property.name))).toEqual([['Sejlads'], ['Sejlads']]);
  });

  it('adds an extra watch without a plan on an empty cell, and undo takes it away', async () => {
    const { api } = await arrange();
    const anders = await employmentOf(api, await departmentId(api, 'Havørnen', 'Maskine'), start, end, 'Anders', 'Bak');
    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Maskine');
    await showMonth(page, start);

    await cell(page, anders, day(12)).dblclick();
    const drawer = page.getByRole('dialog', { name: /Ekstra vagt/ });
    await drawer.getByLabel('Start').fill('18:00');
    await drawer.getByLabel('Slut').fill('23:00');
    await drawer.getByLabel('Betalt tid').fill('');
    await drawer.getByRole('button', { name: 'Gem vagt' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await settled(page);
    const chip = cell(page, anders, day(12)).locator('.plan-chip');
    await expect(chip.getAttribute('class')).resolves.toContain('is-extra');
    expect(await chip.getAttribute('title')).toContain('18:00–23:00');

    await page.getByRole('button', { name: 'Fortryd' }).click();
    await settled(page);
    await expectCodes(page, anders, day(12), []);
  });

  it('moves watches through the clipboard with Ctrl+X and Ctrl+V, and undo moves them back', async () => {
    const { api, deck, employment } = await arrange();
    const lars = await employment('Lars', 'Mikkelsen');
    await placeByApi(api, 'D1', lars, [day(2), day(3)], start, end);
    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(page, start);
    await expectCodes(page, lars, day(3), ['D1']);

    await cell(page, lars, day(2)).click();
    await cell(page, lars, day(3)).click({ modifiers: ['Shift'] });
    await page.keyboard.press('Control+x');
    await page.getByText('2 vagter klippet').waitFor();
    await cell(page, lars, day(9)).click();
    await page.keyboard.press('Control+v');
    await expectCodes(page, lars, day(9), ['D1']);
    await expectCodes(page, lars, day(10), ['D1']);
    await settled(page);
    expect(await codesOf(api, deck, start, end, lars)).toEqual({ [day(9)]: ['D1'], [day(10)]: ['D1'] });

    await page.keyboard.press('Control+z');
    await expectCodes(page, lars, day(2), ['D1']);
    await settled(page);
    expect(await codesOf(api, deck, start, end, lars)).toEqual({ [day(2)]: ['D1'], [day(3)]: ['D1'] });
  });

  it('undoes the removal of a tour with its edited and its cancelled day as they were', async () => {
    // The tour is in the palette of Søløven's planner.
    const api = await apiAs(running.kaj, 'planner-approver@kaj.example');
    const engine = await departmentId(api, 'Søløven', 'Maskine');
    const jesper = await employmentOf(api, engine, start, end, 'Jesper', 'Berg');
    const tour = [16, 17, 18, 19, 20, 21, 22].map(day);
    await placeByApi(api, 'T7', jesper, [day(16)], start, end);
    const watchOn = async (date: string) => {
      const employment = (await gridRows(api, engine, start, end)).flatMap((row) => row.employments).find((each) => each.employmentId === jesper);
      return employment?.watchDays.find((each) => each.date === date)?.watches[0];
    };
    const edited = await watchOn(day(17));
    await api('Plan/SaveRealisedWatchPeriod', { start, end }, {
      ...edited,
      startTime: '07:00',
      endTime: '19:30',
      totalTime: 720,
      properties: edited?.properties.map(({ propertyId, value }) => ({ propertyId, value })),
      cancelled: false,
      changeDate: edited?.lastChanged,
    });
    const cancelled = await watchOn(day(19));
    await api('Plan/RemoveRealisedWatchPeriod', { start, end }, [{ realisedWatchId: cancelled?.realisedWatchId, changeDate: cancelled?.lastChanged }]);
    const before = Object.fromEntries(tour.filter((date) => date !== day(19)).map((date) => [date, ['T7']]));
    expect(await codesOf(api, engine, start, end, jesper)).toEqual(before);

    const page = await openGrid(running.browser, running.kaj, 'planner-approver@kaj.example', 'Maskine');
    await showMonth(page, start);
    await cell(page, jesper, day(16)).click();
    await page.keyboard.press('Delete');
    for (const date of tour) await expectCodes(page, jesper, date, []);
    await settled(page);
    expect(await codesOf(api, engine, start, end, jesper)).toEqual({});

    // Ctrl+Z places the tour again, then puts back the changed times and the cancelled day.
    await page.keyboard.press('Control+z');
    await settled(page);
    await expectCodes(page, jesper, day(19), []);
    await expectCodes(page, jesper, day(17), ['T7']);
    expect(await codesOf(api, engine, start, end, jesper)).toEqual(before);
    expect(await watchOn(day(17))).toMatchObject({ startTime: '07:00', endTime: '19:30', totalTime: 720 });
    expect(await watchOn(day(18))).toMatchObject({ startTime: '06:00', endTime: '18:00', totalTime: 720 });
    const changed = cell(page, jesper, day(17)).locator('.plan-chip');
    expect(await changed.getAttribute('title')).toContain('07:00–19:30');
    // A tour's day is compared with its own day of the code.
    await expect(changed.getAttribute('class')).resolves.toContain('is-overridden');
    await expect(cell(page, jesper, day(18)).locator('.plan-chip').getAttribute('class')).resolves.not.toContain('is-overridden');
  });
});
