import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { ApprovalQueueDto, EmployeeDto, WatchDto } from '@kaj/contract';
import type { Page } from 'playwright-core';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { apiAs, departmentId, gridRows } from './planning-support.ts';

// "Til godkendelse" (issue 17) over next month's demo plan, with the business clock at its 16th: the first half has
// happened and can be approved, the rest has not.
const month = dayjs().add(1, 'month').startOf('month');
const running = useKajAndBrowser({ KAJ_NOW: `${month.date(16).format('YYYY-MM-DD')}T12:00` });
const day = (n: number) => month.date(n).format('YYYY-MM-DD');
const start = day(1);
const end = month.endOf('month').format('YYYY-MM-DD');
const COMMENT = 'Sluttiden passer ikke med logbogen';

const realisedIn = (row: EmployeeDto, from: string, to: string): WatchDto[] =>
  (row.employments[0]?.watchDays ?? []).filter((each) => each.date >= from && each.date <= to).flatMap((each) => each.watches.filter((watch) => watch.realisedWatchId !== null));

/** The queue's table row of an employee. */
const rowOf = (page: Page, name: string) => page.getByRole('table', { name: 'Vagter til godkendelse' }).locator('tbody tr').filter({ hasText: name });

async function confirmDecision(page: Page, button: 'Godkend' | 'Afvis') {
  const dialog = page.getByRole('dialog', { name: button === 'Godkend' ? 'Godkend vagter' : 'Afvis vagter' });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  if (button === 'Godkend') {
    // Rest-hour breaches in the period are shown first and asked about again, as in the grid.
    const again = dialog.getByRole('button', { name: 'Godkend alligevel' });
    const shown = await Promise.race([again.waitFor({ timeout: 15_000 }).then(() => true), dialog.waitFor({ state: 'detached', timeout: 15_000 }).then(() => false)]).catch(() => false);
    if (shown) await again.click();
  }
  await dialog.waitFor({ state: 'detached' });
}

describe('the approval queue', () => {
  it('lists waiting, rejected and corrected watches; approves and rejects in bulk with feedback; removes a whole rejection', async () => {
    const approverApi = await apiAs(running.kaj, 'approver@kaj.example');
    const plannerApi = await apiAs(running.kaj, 'planner@kaj.example');
    const deck = await departmentId(plannerApi, 'Havørnen', 'Dæk');
    const rows = await gridRows(plannerApi, deck, start, end);
    const first = rows.find((row) => realisedIn(row, day(2), day(12)).length >= 5);
    // The second's rejected week needs two watches: one is corrected, the other stays rejected (the rotation's phase
    // in the month decides who has them).
    const second = rows.find((row) => row !== first && realisedIn(row, day(2), day(8)).length >= 2);
    if (!first || !second) throw new Error('The demo plan has no two crew members working the first half of the month');
    const nameOf = (row: EmployeeDto) => `${row.firstName} ${row.lastName}`;

    // Arrange: the approver rejects the second's first week; the planner corrects one of its watches.
    await approverApi('Plan/Reject', { start: day(2), end: day(8), comment: COMMENT }, { employmentIds: [second.employments[0]!.employmentId] });
    const [fixed] = realisedIn((await gridRows(plannerApi, deck, start, end)).find((row) => row.employeeId === second.employeeId)!, day(2), day(8));
    await plannerApi('Plan/SaveRealisedWatchPeriod', { start, end }, {
      realisedWatchId: fixed!.realisedWatchId,
      plannedWatchId: fixed!.plannedWatchId,
      employmentId: fixed!.employmentId,
      startDate: fixed!.startDate,
      startTime: fixed!.startTime,
      endTime: fixed!.endTime,
      totalTime: fixed!.totalTime - 30,
      properties: fixed!.properties.map((property) => ({ propertyId: property.propertyId, value: property.value })),
      changeDate: fixed!.lastChanged,
    });

    const page = await newPage(running.browser, running.kaj, { width: 1500, height: 900 });
    await logIn(page, 'approver@kaj.example');
    await page.goto(`/planning/approvals?date=${start}`);
    await page.getByRole('heading', { name: 'Til godkendelse' }).waitFor();
    await page.getByRole('combobox', { name: 'Afdeling' }).click();
    await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: /^Dæk$/ }).first().click();
    await rowOf(page, nameOf(first)).waitFor();

    // The corrected watch shows as corrected, the others of the week as rejected, with the grid's badges.
    const secondRow = rowOf(page, nameOf(second));
    await secondRow.locator(`[data-queue-watch="${fixed!.realisedWatchId}"][data-state="corrected"] .plan-state-mark.is-corrected`).waitFor();
    expect(await secondRow.locator('[data-state="rejected"] .plan-state-mark.is-rejected').count()).toBeGreaterThan(0);
    await page.locator('.ant-segmented-item').filter({ hasText: 'Rettet' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Vagter til godkendelse' }).locator('tbody tr.ant-table-row').count()).toBe(1);
    await page.screenshot({ path: '/tmp/records-approval-queue.png', fullPage: true });
    await secondRow.screenshot({ path: '/tmp/records-approval-queue-row.png' });
    await page.locator('.ant-segmented-item').filter({ hasText: 'Alle' }).click();

    // Approve the first crew member in bulk: the period stops before the first watch that has not ended.
    const before = await approverApi<ApprovalQueueDto>('Plan/GetApprovalQueue', { departmentid: deck, start, end });
    const expected = before.watches.filter((watch) => watch.employmentId === first.employments[0]!.employmentId && watch.ended && watch.level === 0).length;
    await rowOf(page, nameOf(first)).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Godkend valgte' }).click();
    await confirmDecision(page, 'Godkend');
    await page.locator('.ant-message').getByText(`${expected} vagter godkendt.`).waitFor();

    // Reject the second's whole period: a comment is required, and the planner is told.
    await rowOf(page, nameOf(second)).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Afvis valgte' }).click();
    const rejectDialog = page.getByRole('dialog', { name: 'Afvis vagter' });
    await rejectDialog.getByRole('button', { name: 'Afvis', exact: true }).click();
    await rejectDialog.getByText('Skriv hvorfor vagterne afvises').waitFor();
    await rejectDialog.getByRole('textbox', { name: 'Kommentar' }).fill(COMMENT);
    await confirmDecision(page, 'Afvis');
    await page.locator('.ant-message').getByText(/^\d+ vagter afvist\. Planlæggeren har fået besked\.$/).waitFor();
    const notices = await plannerApi<{ items: { kind: string }[] }>('Notification/GetNotifications', { pageNo: 1, pageSize: 100 });
    expect(notices.items.some((notice) => notice.kind === 'watchRejectedForPlanner')).toBe(true);

    // Remove the first rejection as a whole, after confirming.
    const approvals = page.getByRole('table', { name: 'Godkendelser i perioden' });
    const rejection = approvals.locator('tbody tr').filter({ hasText: nameOf(second) }).filter({ hasText: 'Afvist' }).filter({ hasText: COMMENT }).last();
    await rejection.getByRole('button', { name: 'Fjern' }).click();
    await page.getByRole('button', { name: 'Fjern', exact: true }).last().click();
    await page.locator('.ant-message').getByText(/Afvisningen er fjernet; \d+ vagter kan ændres igen\./).waitFor();
    await page.screenshot({ path: '/tmp/records-approval-queue-after.png', fullPage: true });
  }, 240_000);

  it('shows each state badge on every palette colour, as the grid’s chips do (a picture to look at)', async () => {
    const css = ['../../web/src/areas/planning/grid/plan-grid.css', '../../web/src/areas/planning/grid/watch-state-marks.css']
      .map((path) => readFileSync(new URL(path, import.meta.url), 'utf8'))
      .join('\n');
    const badges = { approved: '✓', rejected: '✕', corrected: '↻' };
    // The palette's colours, read from the web client's presets (the e2e project does not compile web sources).
    const palette = readFileSync(new URL('../../web/src/ui/watch-colors.ts', import.meta.url), 'utf8').match(/#[0-9a-f]{6}/gi) ?? [];
    expect(palette.length).toBeGreaterThan(10);
    const rows = palette.map(
      (color) =>
        `<div style="display:flex;gap:6px;margin:3px">${Object.entries(badges)
          .map(([state, glyph]) => `<span class="plan-chip has-state" style="background:${color}">D1<span class="plan-state-mark is-${state}">${glyph}</span></span>`)
          .join('')}<code>${color}</code></div>`,
    );
    const page = await newPage(running.browser, running.kaj, { width: 320, height: 620 });
    await page.setContent(`<style>${css}</style><body style="font-family:sans-serif">${rows.join('')}</body>`);
    expect(await page.locator('.plan-state-mark').count()).toBe(rows.length * 3);
    await page.screenshot({ path: '/tmp/records-state-marks.png', fullPage: true });
  });
});
