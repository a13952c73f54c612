import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/da.js';
import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { queryRows } from '../../server/src/db/raw.ts';
import { roles, userRoles } from '../../server/src/db/schema/index.ts';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { checkPhoneScreen, newPhonePage } from '../src/phone.ts';

// Rest entered by hand, a countersignature with name and rank, and the card on exactly one A4 landscape page
// (issue 17.2). The PDFs and screenshots are left in /tmp to be looked at.

const running = useKajAndBrowser();

/** A card is signed once its month has ended: last month's. */
const lastMonth = dayjs().locale('da').subtract(1, 'month').startOf('month');
const dayLabel = (day: number) => lastMonth.date(day).format('D. MMM YYYY');

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.keyboard.type(option);
  await page.locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper').filter({ hasText: option }).first().click();
}

async function openCard(page: Page) {
  await page.goto('/planning/rest-cards');
  const picker = page.getByLabel('Måned');
  await picker.click();
  await picker.fill(lastMonth.format('MMMM YYYY'));
  await picker.press('Enter');
  await chooseOption(page, 'Afdeling', 'M/F Havørnen');
  await chooseOption(page, 'Søfarende', 'Sofie Lund');
  const card = page.getByRole('article', { name: /^Hviletidsskema for Sofie Lund/ });
  await card.waitFor();
  return card;
}

/** Prints the page as Chromium does to paper (A4 landscape) and counts the PDF's pages. */
async function printedPages(page: Page, path: string): Promise<number> {
  const pdf = await page.pdf({ format: 'A4', landscape: true, printBackground: true, preferCSSPageSize: true });
  await writeFile(path, pdf);
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

describe('rest cards that hold in an inspection', () => {
  it('enters rest by hand (a day without rest, one added period), approves it, countersigns with name and rank, and prints on one A4 page', async () => {
    const planner = await newPage(running.browser, running.kaj);
    await logIn(planner, 'planner@kaj.example');
    const card = await openCard(planner);

    await planner.getByRole('button', { name: 'Indtast hvile' }).click();
    let dialog = planner.getByRole('dialog', { name: 'Indtast hvile i hånden' });
    await chooseOption(planner, 'Dato', dayLabel(10));
    await dialog.getByText('Ingen hvile denne dag').click();
    await dialog.getByLabel('Bemærkning').fill('Havari i maskinrummet');
    await planner.screenshot({ path: '/tmp/rest-day-modal.png' });
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await planner.getByText(`${dayLabel(10)} er gemt som en dag uden hvile.`).waitFor();
    const tenth = card.locator('tbody tr').nth(9);
    // The breach stands on the day its 24-hour window closes: the 10th, or the 11th when the 9th ended in rest.
    await tenth.or(card.locator('tbody tr').nth(10)).getByText('Mindre end 10 timers hvile i 24 timer').first().waitFor();
    await tenth.getByText('Havari i maskinrummet').waitFor();
    expect(await tenth.locator('.rest-total').textContent()).toBe('0,0');

    await planner.getByRole('button', { name: 'Indtast hvile' }).click();
    dialog = planner.getByRole('dialog', { name: 'Indtast hvile i hånden' });
    await dialog.getByText('Tilføj én periode').click();
    await chooseOption(planner, 'Dato', dayLabel(11));
    await dialog.getByLabel('Hvile 1 fra').fill('20:00');
    await dialog.getByLabel('Hvile 1 til').fill('06:00');
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await planner.getByText(`Hvileperioden 20:00–06:00 er tilføjet ${dayLabel(11)}.`).waitFor();
    await card.locator('tbody tr').nth(10).getByText('20:00–24:00').waitFor();
    await planner.screenshot({ path: '/tmp/rest-card-planner.png', fullPage: true });
    expect(await printedPages(planner, '/tmp/rest-card-breaches.pdf')).toBe(1);
    await planner.context().close();

    // The approver approves the rest entered by hand at the first level of watch approval (KAJ_ALLOW_RESTHOUR_APPROVALS).
    const approver = await newPage(running.browser, running.kaj);
    await logIn(approver, 'approver@kaj.example');
    const approverCard = await openCard(approver);
    await approver.getByRole('button', { name: 'Godkend indtastet hvile' }).click();
    await approver.getByText('2 hviledage er godkendt.').waitFor();
    await approverCard.locator('tbody tr').nth(9).getByText('Godkendt (Skib)').waitFor();
    await approver.getByRole('button', { name: 'Fjern godkendelse af hvile' }).waitFor();
    await approver.context().close();

    const sofie = await newPage(running.browser, running.kaj);
    await logIn(sofie, 'employee@kaj.example');
    await sofie.goto(`/planning/rest-cards?period=${lastMonth.format('YYYY-MM-DD')}`);
    await sofie.getByRole('article', { name: /^Hviletidsskema for Sofie Lund/ }).waitFor();
    await sofie.getByRole('button', { name: 'Underskriv', exact: true }).click();
    await sofie.getByRole('dialog').getByRole('button', { name: 'Underskriv' }).click();
    await sofie.getByText('Hviletidsskemaet er underskrevet.').waitFor();
    await sofie.context().close();

    const ship = await newPage(running.browser, running.kaj);
    await logIn(ship, 'ship@kaj.example');
    const shipCard = await openCard(ship);
    await ship.getByRole('button', { name: 'Kontrasigner' }).click();
    dialog = ship.getByRole('dialog', { name: /^Kontrasigner hviletidsskemaet/ });
    await dialog.getByRole('button', { name: 'Kontrasigner' }).click();
    await dialog.getByText('Skriv dit navn').waitFor();
    await dialog.getByLabel('Navn').fill('Karen Holm');
    await dialog.getByLabel('Stilling').fill('Overstyrmand');
    await ship.screenshot({ path: '/tmp/rest-countersign-modal.png' });
    await dialog.getByRole('button', { name: 'Kontrasigner' }).click();
    await ship.getByText('Hviletidsskemaet er kontrasigneret.').waitFor();
    await shipCard.getByText(/af Karen Holm, Overstyrmand$/).waitFor();
    // The printed copy carries both signatures and the windows of the breaches.
    const printed = ship.locator('.rest-print-root');
    expect(await printed.getByText(/af Karen Holm, Overstyrmand$/).count()).toBe(1);
    expect(await printed.locator('.rest-breach-text').first().textContent()).toMatch(/\(\d+\.\d+\. \d\d:\d\d – \d+\.\d+\. \d\d:\d\d\)$/);
    expect(await printedPages(ship, '/tmp/rest-card-signed.pdf')).toBe(1);

    // Reopening needs a reason.
    await ship.getByRole('button', { name: 'Genåbn skemaet' }).click();
    dialog = ship.getByRole('dialog', { name: /^Genåbn hviletidsskemaet/ });
    await dialog.getByRole('button', { name: 'Genåbn' }).click();
    await dialog.getByText('Skriv hvorfor skemaet genåbnes').waitFor();
    await dialog.getByLabel('Begrundelse').fill('Havariet den 10. skal rettes');
    await dialog.getByRole('button', { name: 'Genåbn' }).click();
    await ship.getByText('Hviletidsskemaet er genåbnet.').waitFor();
    await shipCard.getByText('Ikke underskrevet').first().waitFor();
    await ship.context().close();
  }, 240_000);

  it('lets a seafarer with planning right enter her own rest on the phone (390 × 844)', async () => {
    const [sofie] = await queryRows<{ id: number }>(running.kaj.db, sql`select id from users where email = 'employee@kaj.example'`);
    const [role] = await running.kaj.db.select().from(roles).where(eq(roles.name, 'EmployeeWithPlanningRight'));
    await running.kaj.db.insert(userRoles).values({ userId: Number(sofie!.id), roleId: role!.id }).onConflictDoNothing();
    const page = await newPhonePage(running.browser, running.kaj);
    await logIn(page, 'employee@kaj.example');
    const month = dayjs().locale('da').startOf('month');
    await page.goto(`/planning/rest-cards?period=${month.format('YYYY-MM-DD')}`);
    await page.getByRole('button', { name: 'Indtast hvile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Indtast hvile i hånden' });
    await chooseOption(page, 'Dato', month.format('D. MMM YYYY'));
    await dialog.getByLabel('Hvile 1 fra').fill('22:00');
    await dialog.getByLabel('Hvile 1 til').fill('08:00');
    await checkPhoneScreen(page, 'rest-day-modal');
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await page.getByText(`Hvilen ${month.format('D. MMM YYYY')} er gemt.`).waitFor();
    await page.locator(`.own-rest-day[data-date="${month.format('YYYY-MM-DD')}"]`).getByText('22:00–24:00').waitFor();
    await checkPhoneScreen(page, 'rest-own-entered');
    await page.context().close();
  }, 120_000);
});
