import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { ApprovalDto, EmployeeDto } from '@kaj/contract';
import type { Page } from 'playwright-core';
import { useKajAndBrowser } from '../src/harness.ts';
import { apiAs, cell, departmentId, gridRows, openGrid, showMonth } from './planning-support.ts';

// Next month: the demo plan has realised watches in it and no closing locks it. The business clock stands at its
// 16th, so the week approved below has happened (nothing that has not ended can be approved).
const month = dayjs().add(1, 'month').startOf('month');
const running = useKajAndBrowser({ KAJ_NOW: `${month.date(16).format('YYYY-MM-DD')}T12:00` });
const day = (n: number) => month.date(n).format('YYYY-MM-DD');
const start = day(1);
const end = month.endOf('month').format('YYYY-MM-DD');
const week = [8, 9, 10, 11, 12, 13, 14].map(day);
const COMMENT = 'Tiderne passer ikke med logbogen';
const APPROVED_REASON = 'Vagten er godkendt. Fjern godkendelsen først.';

/** Crew members whose first employment has realised watches on most days of the week, with those days. */
function workingInWeek(rows: readonly EmployeeDto[]) {
  return rows
    .map((row) => {
      const employment = row.employments[0];
      const days = (employment?.watchDays ?? []).filter((each) => week.includes(each.date) && each.watches.some((watch) => watch.realisedWatchId !== null)).map((each) => each.date);
      return { row, employmentId: employment?.employmentId ?? 0, days };
    })
    .filter((each) => each.days.length >= 4);
}

async function selectWeek(page: Page, employmentId: number) {
  await cell(page, employmentId, week[0]!).click();
  await cell(page, employmentId, week.at(-1)!).click({ modifiers: ['Shift'] });
}

/** Waits until every chip of the days carries the mark (or, with `absent`, none does). */
async function expectMarked(page: Page, employmentId: number, days: readonly string[], mark: string, absent = false) {
  await page.waitForFunction(
    ({ selectors, mark, absent }) =>
      selectors.every((selector) => {
        const chips = [...document.querySelectorAll(`${selector} .plan-chip`)];
        return chips.length > 0 && chips.every((chip) => chip.classList.contains(mark) !== absent);
      }),
    { selectors: days.map((date) => `[data-cell="${employmentId}:${date}"]`), mark, absent },
    { timeout: 20_000 },
  );
}

describe('approval in the planning grid', () => {
  it('an approver approves one week and rejects another with a comment; the planner sees the comment and cannot change approved watches', async () => {
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    const [approved, rejected] = workingInWeek(await gridRows(api, deck, start, end));
    if (!approved || !rejected) throw new Error('The demo plan has no two crew members working the week');

    const approver = await openGrid(running.browser, running.kaj, 'approver@kaj.example', 'Dæk');
    await showMonth(approver, start);

    // Approve the week of the first crew member.
    await selectWeek(approver, approved.employmentId);
    await approver.getByText('1 ansættelse,').waitFor();
    await approver.getByRole('button', { name: 'Godkend' }).click();
    const approveDialog = approver.getByRole('dialog', { name: 'Godkend vagter' });
    await approveDialog.getByText(`${approved.row.firstName} ${approved.row.lastName}`).waitFor();
    await approveDialog.getByRole('button', { name: 'Godkend' }).click();
    await expectMarked(approver, approved.employmentId, approved.days, 'is-approved');

    // Reject the week of the second: a rejection needs a comment.
    await selectWeek(approver, rejected.employmentId);
    await approver.getByRole('button', { name: 'Afvis' }).click();
    const rejectDialog = approver.getByRole('dialog', { name: 'Afvis vagter' });
    await rejectDialog.getByRole('button', { name: 'Afvis' }).click();
    await rejectDialog.getByText('Skriv hvorfor vagterne afvises').waitFor();
    await rejectDialog.getByRole('textbox', { name: 'Kommentar' }).fill(COMMENT);
    await rejectDialog.getByRole('button', { name: 'Afvis' }).click();
    await expectMarked(approver, rejected.employmentId, rejected.days, 'is-rejected');

    const approvals = await api<ApprovalDto[]>('Plan/GetApprovals', { employeeId: rejected.row.employeeId, period: start });
    expect(approvals.filter((each) => each.rejected).map((each) => each.comment)).toEqual([COMMENT]);

    // The approver takes one day's watch out of its approval in the watch editor.
    const [freed, ...stillApproved] = approved.days;
    await cell(approver, approved.employmentId, freed!).locator('.plan-chip').first().dblclick();
    const editor = approver.getByRole('dialog');
    await editor.getByText(APPROVED_REASON).waitFor();
    await editor.getByRole('button', { name: 'Fjern godkendelse' }).click();
    await expectMarked(approver, approved.employmentId, [freed!], 'is-approved', true);
    await expectMarked(approver, approved.employmentId, stillApproved, 'is-approved');

    // The planner sees the rejection's comment on the rejected watch.
    const planner = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(planner, start);
    const rejectedChip = cell(planner, rejected.employmentId, rejected.days[0]!).locator('.plan-chip.is-rejected').first();
    await rejectedChip.hover();
    await expect.poll(() => rejectedChip.getAttribute('title'), { timeout: 10_000 }).toContain(`Afvist: ${COMMENT}`);

    // Approved watches are read-only for the planner: no saving in the editor, and Delete is refused with the reason.
    const approvedDay = stillApproved[0]!;
    await cell(planner, approved.employmentId, approvedDay).locator('.plan-chip').first().dblclick();
    const plannerEditor = planner.getByRole('dialog');
    await plannerEditor.getByText(APPROVED_REASON).waitFor();
    expect(await plannerEditor.getByRole('button', { name: 'Fjern godkendelse' }).count()).toBe(0);
    expect(await plannerEditor.getByRole('button', { name: 'Gem vagt' }).count()).toBe(0);
    await plannerEditor.getByRole('button', { name: 'Annuller' }).click();
    await cell(planner, approved.employmentId, approvedDay).click();
    await planner.keyboard.press('Delete');
    await planner.locator('.ant-message').getByText(APPROVED_REASON).waitFor();
    await expectMarked(planner, approved.employmentId, [approvedDay], 'is-approved');
  });
});
