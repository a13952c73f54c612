import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import type { PayAccountBalanceDto } from '@kaj/contract';
import { useKajAndBrowser } from '../src/harness.ts';
import { apiAs, departmentId, gridRows, openGrid, showMonth } from './planning-support.ts';

const running = useKajAndBrowser();
// This month: the demo plan has realised watches in it, so the pay engine has balances and activity.
const month = dayjs().startOf('month');
const start = month.format('YYYY-MM-DD');
const end = month.endOf('month').format('YYYY-MM-DD');
// Normtimer: the demo agreement saves every realised hour into it, so its postings name a rule and a watch.
const ACCOUNT = 'Normtimer';
const shortDate = (date: string) => dayjs(date).locale('da').format('D. MMM YYYY');
const danish = (value: number) => new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

describe('pay figures in the planning grid', () => {
  it('shows a chosen pay account as a column, remembers it, explains a balance with its postings and moves its expiry', async () => {
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    const rows = await gridRows(api, deck, start, end);
    const accounts = [...new Set(rows.flatMap((row) => row.saldi.map((saldo) => saldo.payAccountName)))];
    expect(accounts, `the demo's balances: ${accounts.join(', ')}`).toContain(ACCOUNT);
    const row = rows.find((each) => each.saldi.some((saldo) => saldo.payAccountName === ACCOUNT));
    const employmentId = row?.employments[0]?.employmentId;
    if (!row || !employmentId) throw new Error('No row with a balance');
    // What the drawer must show, read through the API: the balance years of the account with their postings.
    const balances = (await api<PayAccountBalanceDto[]>('Plan/GetBalance', { employeeId: row.employeeId, calcTo: end }, null)).filter((each) => each.payAccountName === ACCOUNT);
    const explained = balances.find((each) => (each.postings ?? []).some((posting) => posting.ruleName !== null && posting.realisedWatchId !== null));

    const page = await openGrid(running.browser, running.kaj, 'planner@kaj.example', 'Dæk');
    await showMonth(page, start);
    // The planner chooses the column (a retry finds it chosen already: the setting remembers it).
    if (!(await page.getByRole('columnheader', { name: ACCOUNT }).isVisible())) {
      await page.getByRole('combobox', { name: 'Lønkonti i planen' }).click();
      await page.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${ACCOUNT}$`) }).click();
      // A second column, Ferie, beside it.
      await page.locator('.ant-select-item-option').filter({ hasText: /^Ferie$/ }).click();
      await page.keyboard.press('Escape');
      await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    }
    await page.getByRole('columnheader', { name: ACCOUNT }).waitFor();

    const total = row.saldi.filter((saldo) => saldo.payAccountName === ACCOUNT).reduce((sum, saldo) => sum + Math.round(saldo.balance * 100), 0) / 100;
    const accountId = row.saldi.find((saldo) => saldo.payAccountName === ACCOUNT)?.payAccountId;
    const balanceCell = page.locator(`[data-employment="${employmentId}"] .plan-account[data-account="${accountId}"][data-balance]`);
    await expect.poll(() => balanceCell.textContent()).toBe(danish(total));
    expect(await balanceCell.getAttribute('title')).toContain(`Saldo ved periodens slut: ${danish(total)} t`);

    // The norm state is explained on the hours.
    expect(await page.locator(`[data-employment="${employmentId}"] .plan-hours`).getAttribute('title')).toContain('Planlagte timer i perioden');
    await balanceCell.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(`Saldi for ${row.firstName} ${row.lastName}`).waitFor();
    const section = drawer.locator(`section[data-account="${ACCOUNT}"]`);
    // The clicked account comes first, once the balances have come (the contract balances stand alone until then).
    await section.waitFor();
    expect(await drawer.locator('section').first().getAttribute('data-account')).toBe(ACCOUNT);
    for (const balance of balances) {
      await section.locator(`[data-year="${balance.balanceYear}"] [data-testid="balance-value"]`).getByText(`${danish(balance.balance)} t`).waitFor();
    }
    expect(explained, 'a balance year of the account with a posting from a rule on a watch').toBeDefined();
    if (explained) {
      const posting = (explained.postings ?? []).find((each) => each.ruleName !== null && each.realisedWatchId !== null)!;
      const year = section.locator(`[data-year="${explained.balanceYear}"]`);
      const line = year.locator('tr').filter({ hasText: posting.ruleName! }).filter({ hasText: `Vagt ${shortDate(posting.date)}` });
      await line.first().waitFor();
      expect(await line.first().textContent()).toContain(danish(posting.value));
    }
    // The drawer has slid in before the picture.
    await page.waitForTimeout(500);

    // The planner moves the balance year's expiry; the server keeps it.
    const year = balances[0]!;
    const expiry = section.locator(`[data-year="${year.balanceYear}"]`).getByRole('textbox', { name: `Udløbsdato for saldoår ${year.balanceYear}` });
    await expiry.click();
    await expiry.fill('31-12-2027');
    await expiry.press('Enter');
    await page.getByText(`Saldoen udløber nu ${shortDate('2027-12-31')}.`).waitFor();
    const after = await api<PayAccountBalanceDto[]>('Plan/GetBalance', { employeeId: row.employeeId, calcTo: end }, null);
    expect(after.find((each) => each.payAccountBalanceId === year.payAccountBalanceId)?.expiryDate).toBe('2027-12-31');

    // The chosen column is remembered in the user's settings.
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('grid', { name: 'Planlægningsgitter' }).waitFor();
    await page.getByRole('columnheader', { name: ACCOUNT }).waitFor();
  });
});
