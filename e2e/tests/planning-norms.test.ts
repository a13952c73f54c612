import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import type { EmployeeDto, NormDto, RealisedWatchDto } from '@kaj/contract';
import type { Locator } from 'playwright-core';
import { recalculateEmployments } from '../../server/src/areas/pay-engine/index.ts';
import { useKajAndBrowser } from '../src/harness.ts';
import { apiAs, cell, departmentId, gridRows, openGrid, showMonth } from './planning-support.ts';

// Issue 14, point 7: norm periods started, ended and deleted from the grid for two selected rows, their figures
// and the grid's marks, and a correction of the contract balance from the balance drawer.
const month = dayjs().startOf('month');
const start = month.format('YYYY-MM-DD');
const end = month.endOf('month').format('YYYY-MM-DD');
// The norms count the work done, not the watches planned after today: the business clock stands at the month's last
// evening, so that every week of the month is done whatever day the test runs on.
const running = useKajAndBrowser({ KAJ_NOW: `${end}T22:00` });
const plus = (date: string, days: number) => dayjs(date).add(days, 'day').format('YYYY-MM-DD');
const shortDate = (date: string) => dayjs(date).locale('da').format('D. MMM YYYY');
const danish = (value: number) => new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
/** The demo's 3-month norm: 37 hours a week, at most 48. */
const TARGET = 37;
const MAX = 48;

/** Paid hours of an employment's realised watches from `from` to `to`. */
function hoursOf(row: EmployeeDto, from: string, to: string): number {
  const days = row.employments[0]!.watchDays.filter((day) => day.date >= from && day.date <= to);
  return days.flatMap((day) => day.watches).reduce((sum, watch) => sum + watch.totalTime, 0) / 60;
}

const worksEveryDay = (row: EmployeeDto, from: string, days: number) =>
  Array.from({ length: days }, (_, n) => plus(from, n)).every((date) => row.employments[0]!.watchDays.find((day) => day.date === date)?.watches.some((watch) => watch.realisedWatchId !== null && watch.isNormTime));

/** A period from the Monday over the target but within the maximum: its end date, if the row's work allows one. */
function overTargetEnd(row: EmployeeDto, monday: string): string | null {
  for (let days = 8; days <= 14; days++) {
    const worked = hoursOf(row, monday, plus(monday, days - 1));
    if (worked > (TARGET * days) / 7 && worked <= (MAX * days) / 7) return plus(monday, days - 1);
  }
  return null;
}

/**
 * Two neighbouring rows (a shift-click selects both and nothing between) of crew members on board a whole week,
 * Monday to Sunday, after the demo's norm start, each with an end date for a new period from that Monday: 7 days
 * over the maximum (‼) for the first, a longer one over the target only (!) for the second.
 */
function arrange(rows: readonly EmployeeDto[]) {
  const seeded = rows.flatMap((row) => row.norms).map((norm) => norm.startDate).sort()[0];
  if (!seeded) throw new Error('The demo starts no norm period in the department');
  const fit = (row: EmployeeDto | undefined, monday: string): row is EmployeeDto =>
    row !== undefined && row.employments.length === 1 && row.employments[0]!.editable && row.norms.length > 0 && row.norms.every((norm) => norm.startDate < monday) && worksEveryDay(row, monday, 7);
  for (let monday = plus(seeded, 7); monday <= plus(end, -13); monday = plus(monday, 7)) {
    for (let index = 0; index + 1 < rows.length; index++) {
      const pair = [rows[index], rows[index + 1]];
      if (!fit(pair[0], monday) || !fit(pair[1], monday)) continue;
      for (const [x, y] of [[pair[0], pair[1]], [pair[1], pair[0]]] as const) {
        const endDate = overTargetEnd(y, monday);
        if (hoursOf(x, monday, plus(monday, 6)) > MAX && endDate) return { monday, first: { row: x, endDate: plus(monday, 6) }, second: { row: y, endDate } };
      }
    }
  }
  throw new Error('No week with two neighbouring crew members on board in the demo month');
}

async function confirm(button: Locator, okText: string) {
  await button.click();
  await button.page().locator('.ant-popconfirm').getByRole('button', { name: okText }).click();
}

describe('norm periods in the planning grid', () => {
  it('starts a norm period for two selected rows, shows its figures and the marks, ends it and deletes it; corrects the contract balance', async () => {
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    // The demo worked out the pay up to the day it was seeded: the deck's month is worked out again by this clock.
    const crew = (await gridRows(api, deck, start, end)).flatMap((row) => row.employments.map((employment) => employment.employmentId));
    await running.kaj.db.transaction((tx) => recalculateEmployments(tx, crew, start));
    const { monday, first, second } = arrange(await gridRows(api, deck, start, end));
    const [a, b] = [first.row.employments[0]!.employmentId, second.row.employments[0]!.employmentId];

    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(page, start);
    // The demo's norm periods are there from the start: a click on a row's hours opens them.
    await page.locator(`[data-employment="${a}"] .plan-hours`).click();
    let drawer = page.getByRole('dialog');
    await drawer.getByText(`Normperioder for ${first.row.firstName} ${first.row.lastName}`).waitFor();
    await drawer.locator('.norm-period').first().getByText('Normperiode på 3 måneder').waitFor();
    await drawer.getByRole('table', { name: 'Normperiode på 3 måneder måned for måned' }).first().waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // Two rows selected on the Monday: the norm drawer for both starts a period on that day.
    await cell(page, a, monday).click();
    await cell(page, b, monday).click({ modifiers: ['Shift'] });
    await page.getByRole('button', { name: 'Normperioder for 2 rækker' }).click();
    drawer = page.getByRole('dialog');
    await drawer.getByText('Normperioder for 2 ansættelser').waitFor();
    expect(await drawer.getByRole('textbox', { name: 'Startdato for normperioden' }).inputValue()).toBe(dayjs(monday).format('DD-MM-YYYY'));
    await confirm(drawer.getByRole('button', { name: 'Start normperiode' }), 'Start');
    await page.getByText(`Normperioden starter ${shortDate(monday)} for 2 ansættelser.`).waitFor();
    const started = (await gridRows(api, deck, start, end)).filter((row) => [first.row.employeeId, second.row.employeeId].includes(row.employeeId));
    const newNorms = started.map((row) => row.norms.find((norm) => norm.startDate === monday));
    expect(newNorms.map((norm) => norm?.employmentId).sort()).toEqual([a, b].sort());
    // The running demo periods ended the day before.
    for (const row of started) expect(row.norms.filter((norm) => norm.startDate < monday).map((norm) => norm.endDate)).toEqual([plus(monday, -1)]);

    // Each new period is ended: 7 days of 8-hour watches is over the maximum, the longer one over the target only.
    for (const { employmentId, endDate, norm } of [
      { employmentId: a, endDate: first.endDate, norm: newNorms.find((each) => each?.employmentId === a)! },
      { employmentId: b, endDate: second.endDate, norm: newNorms.find((each) => each?.employmentId === b)! },
    ]) {
      const period = drawer.locator(`[data-norm-employment="${employmentId}"] [data-norm-period="${norm.payAccountRulePeriodDefId}"]`);
      const picker = period.getByRole('textbox', { name: 'Slutdato for Normperiode på 3 måneder' });
      await picker.click();
      await picker.fill(dayjs(endDate).format('DD-MM-YYYY'));
      await picker.press('Enter');
      await confirm(period.getByRole('button', { name: 'Afslut normperiode' }), 'Afslut');
      await page.getByText(`1 normperiode slutter ${shortDate(endDate)}.`).first().waitFor();
      await period.getByText(`${shortDate(monday)} – ${shortDate(endDate)}`).waitFor();
    }
    const ended = await gridRows(api, deck, start, end);
    const normOf = (employeeId: number): NormDto => ended.find((row) => row.employeeId === employeeId)!.norms.find((norm) => norm.startDate === monday)!;
    const [normA, normB] = [normOf(first.row.employeeId), normOf(second.row.employeeId)];
    expect(normA.activity).toBeGreaterThan(normA.max!);
    expect(normB.activity).toBeGreaterThan(normB.targetActivity);
    expect(normB.activity).toBeLessThanOrEqual(normB.max!);
    // The drawer shows the figures and the marks of the grid in words.
    const periodA = drawer.locator(`[data-norm-period="${normA.payAccountRulePeriodDefId}"]`);
    await periodA.getByText('‼ Over maksimum').waitFor();
    expect(await periodA.getByTestId('norm-balance').textContent()).toBe(`+${danish(normA.balance)} t`);
    await drawer.locator(`[data-norm-period="${normB.payAccountRulePeriodDefId}"]`).getByText('! Over målet').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/norms-drawer.png' });

    // The grid marks the rows: ‼ over the maximum, ! over the target.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.locator(`[data-employment="${a}"] .plan-hours[data-norm="over-max"] .plan-norm-mark`).getByText('‼').waitFor();
    await page.locator(`[data-employment="${b}"] .plan-hours[data-norm="over-target"] .plan-norm-mark`).getByText('!', { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/norms-grid-marks.png' });

    // The first row's new period is deleted: its mark goes.
    await page.locator(`[data-employment="${a}"] .plan-hours`).click();
    drawer = page.getByRole('dialog');
    await confirm(drawer.locator(`[data-norm-period="${normA.payAccountRulePeriodDefId}"]`).getByRole('button', { name: 'Slet normperiode' }), 'Slet');
    await page.getByText('1 normperiode slettet.').waitFor();
    await drawer.locator(`[data-norm-period="${normA.payAccountRulePeriodDefId}"]`).waitFor({ state: 'detached' });
    expect((await gridRows(api, deck, start, end)).find((row) => row.employeeId === first.row.employeeId)!.norms.some((norm) => norm.payAccountRulePeriodDefId === normA.payAccountRulePeriodDefId)).toBe(false);
    await page.keyboard.press('Escape');
    await page.locator(`[data-employment="${a}"] .plan-hours[data-norm="over-max"]`).waitFor({ state: 'detached' });

    // The contract balance is corrected from the balance drawer (the Normtimer column opens it).
    await page.getByRole('combobox', { name: 'Lønkonti i planen' }).click();
    // The option is chosen by its click event: the opening dropdown is still moving when the grid lies beneath it.
    const option = page.locator('.ant-select-item-option').filter({ hasText: /^Normtimer$/ });
    await option.waitFor();
    await option.dispatchEvent('click');
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Normtimer' }).waitFor();
    await page.locator(`[data-employment="${a}"] .plan-account[data-balance]`).first().click();
    drawer = page.getByRole('dialog');
    const contract = drawer.locator('section[data-account="Kontraktsaldo"]');
    const before = first.row.contractBalances[0]!;
    await contract.getByTestId('contract-balance-value').getByText(`${before.balance > 0 ? '+' : ''}${danish(before.balance)} t`).waitFor();
    await contract.getByRole('spinbutton', { name: 'Rettelse i timer' }).fill('2,5');
    await contract.getByRole('textbox', { name: 'Kommentar til rettelsen' }).fill('Timer fra hyreopgørelsen');
    await confirm(contract.getByRole('button', { name: 'Ret kontraktsaldo' }), 'Ret');
    await page.getByText('Kontraktsaldoen er rettet med +2,50 t.').waitFor();
    const after = (await gridRows(api, deck, start, end)).find((row) => row.employeeId === first.row.employeeId)!.contractBalances[0]!;
    expect(after.balance).toBeCloseTo(before.balance + 2.5, 6);
    await contract.getByTestId('contract-balance-value').getByText(`${after.balance > 0 ? '+' : ''}${danish(after.balance)} t`).waitFor();
    await contract.getByText(/Rettet \+2,50 t af .*: Timer fra hyreopgørelsen/).waitFor();
    await contract.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/norms-contract-balance.png' });
  }, 180_000);

  it('lets the paid time follow the times in the watch editor, and marks a typed one until it goes back to derived', async () => {
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    const rows = await gridRows(api, deck, start, end);
    // A day watch of the plan that starts in the morning, on an editable row.
    const found = rows
      .flatMap((row) => row.employments.filter((employment) => employment.editable).flatMap((employment) => employment.watchDays))
      .flatMap((day) => (day.watches.length === 1 ? day.watches : []))
      .find((watch) => watch.realisedWatchId !== null && !watch.approved && !watch.closed && watch.startTime >= '06:00' && watch.startTime <= '08:00' && watch.startDate > plus(start, 1));
    if (!found) throw new Error('No morning watch in the demo month');
    const [before] = await api<RealisedWatchDto[]>('Plan/GetRealisedWatch', { realisedwatchid: found.realisedWatchId! });
    const length = dayjs(`2000-01-01T16:30`).diff(dayjs(`2000-01-01T${before!.startTime}`), 'minute');
    const derived = length - before!.unpaidBreak;
    const duration = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(page, start);
    await cell(page, found.employmentId, found.startDate).locator('.plan-chip').dblclick();
    const drawer = page.getByRole('dialog', { name: new RegExp(`Vagt ${found.code}`) });
    await drawer.getByLabel('Slut').fill('16:30');
    await drawer.getByText(`Vagten varer ${duration(length)}`).waitFor();
    await expect.poll(() => drawer.getByLabel('Betalt tid').inputValue()).toBe(duration(derived));
    await drawer.getByLabel('Betalt tid').fill('7:00');
    await drawer.getByTestId('paid-time-manual').getByText('Betalt tid sat manuelt').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: '/tmp/norms-paid-time-manual.png' });
    await drawer.getByRole('button', { name: 'Gem vagt' }).click();
    await drawer.waitFor({ state: 'hidden' });
    const [typed] = await api<RealisedWatchDto[]>('Plan/GetRealisedWatch', { realisedwatchid: found.realisedWatchId! });
    expect(typed).toMatchObject({ endTime: '16:30', totalTime: 420, paidTimeManual: true });

    // Opened again, the mark is there; back to the derived paid time, which follows the times again.
    await cell(page, found.employmentId, found.startDate).locator('.plan-chip').dblclick();
    await drawer.getByTestId('paid-time-manual').waitFor();
    await drawer.getByRole('button', { name: `Brug beregnet tid (${duration(derived)})` }).click();
    await expect.poll(() => drawer.getByLabel('Betalt tid').inputValue()).toBe(duration(derived));
    await drawer.getByTestId('paid-time-manual').waitFor({ state: 'detached' });
    await drawer.getByRole('button', { name: 'Gem vagt' }).click();
    await drawer.waitFor({ state: 'hidden' });
    const [back] = await api<RealisedWatchDto[]>('Plan/GetRealisedWatch', { realisedwatchid: found.realisedWatchId! });
    expect(back).toMatchObject({ totalTime: derived, paidTimeManual: false });
  });
});
