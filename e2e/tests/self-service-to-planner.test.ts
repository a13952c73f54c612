import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import dayjs from 'dayjs';
import 'dayjs/locale/da.js';
import { addDays, addPeriods, periodOf } from '@kaj/domain';
import type { Page } from 'playwright-core';
import { employeeCars, exportAccounts, mileageDetails, mileages, realisedWatches, users } from '../../server/src/db/schema/index.ts';
import { giveReach } from '../../server/test/support/organisation.ts';
import { buildExportWorld } from '../../server/test/lessor-export/lessor-fixtures.ts';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { checkPhoneScreen, newPhonePage } from '../src/phone.ts';

const running = useKajAndBrowser();
dayjs.locale('da');

const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Copenhagen' });
const hhmm = (time: string) => time.slice(0, 5);
const later = (time: string, hours: number) => dayjs(`2000-01-01T${time}`).add(hours, 'hour').format('HH:mm');

/** A call to the API as the user signed in on the page, with the token the web client keeps. */
async function callAs(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ([url, payload]) => {
      const { token } = JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string };
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(payload) });
      return response.status;
    },
    [path, body] as const,
  );
}

describe('from the crew member’s phone to the planner', () => {
  it('takes a time registration to the planner by the bell, and “Brug registreringen” makes it the realised times', async () => {
    const [sofie] = await running.kaj.db.select({ employeeId: users.employeeId }).from(users).where(eq(users.email, 'employee@kaj.example'));
    const [watch] = await running.kaj.db
      .select()
      .from(realisedWatches)
      .where(and(sql`${realisedWatches.employmentId} in (select id from employments where employee_id = ${sofie!.employeeId})`, eq(realisedWatches.cancelled, false), sql`${realisedWatches.startDate} >= ${periodOf(today)}::date`))
      .orderBy(realisedWatches.startAt)
      .limit(1);
    const end = later(watch!.endTime, 1);

    const phone = await newPhonePage(running.browser, running.kaj);
    await logIn(phone, 'employee@kaj.example');
    await phone.goto('/my/time');
    const day = phone.locator('.registration-day').filter({ hasText: dayjs(watch!.startDate).format('ddd D. MMM') });
    await day.getByRole('button', { name: 'Registrér' }).click();
    const form = phone.getByRole('dialog');
    await form.getByLabel('Mødt').fill(hhmm(watch!.startTime));
    await form.getByLabel('Gået').fill(end);
    await form.getByLabel('Kommentar til planlæggeren').fill('Forsinket ankomst');
    await form.getByRole('button', { name: 'Send' }).click();
    await phone.getByText('Registreringen er sendt til planlæggeren.').waitFor();
    await day.getByText('venter').waitFor();
    await checkPhoneScreen(phone, 'time-registration-waiting');

    const desk = await newPage(running.browser, running.kaj);
    await logIn(desk, 'planner@kaj.example');
    await desk.getByTestId('notification-bell').click();
    await desk.locator('.notification-drawer').getByRole('button', { name: 'En tidsregistrering venter (ulæst)' }).click();
    // The link opens the watch in the editor, and is then taken out of the address.
    await desk.waitForURL((url) => url.pathname === '/planning' && url.search === '');
    const editor = desk.getByRole('dialog', { name: /^Vagt / });
    await editor.getByText(`Medarbejderens tidsregistrering: ${hhmm(watch!.startTime).replace(':', '.')}–${end.replace(':', '.')}`).waitFor();
    await editor.getByText('“Forsinket ankomst”').waitFor();
    await editor.getByRole('button', { name: 'Brug registreringen' }).click();
    await desk.getByText('Registreringens tider er nu vagtens.').waitFor();
    await expect.poll(async () => (await running.kaj.db.select().from(realisedWatches).where(eq(realisedWatches.id, watch!.id)))[0]!.endTime).toBe(`${end}:00`);

    await phone.reload();
    await day.getByText('brugt').waitFor();
    await phone.goto('/planning');
    await expect.poll(() => phone.locator(`.own-day[data-date="${watch!.startDate}"]`).textContent()).toContain(`${hhmm(watch!.startTime)}–${end}`);
  });

  it('sends a trip the planner approves into the locked month’s Lessor export as a line at the state’s rate', async () => {
    const { db } = running.kaj;
    const lastMonth = addPeriods(periodOf(today), -1);
    const world = await buildExportWorld(db, { period: lastMonth, withValues: false });
    const [planner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'planner@kaj.example'));
    await giveReach(db, planner!.id, 'Planner', [world.deck.id, world.engine.id]);
    // The administrator's export account for the allowance, and Anne's 42 km in her own car last month, waiting.
    await db.insert(exportAccounts).values({ name: 'Skattefri kørselsgodtgørelse', account: '2710', mileage: true });
    const [car] = await db.insert(employeeCars).values({ employeeId: world.anne.employee.id, licenseplate: 'AH 42 420' }).returning();
    const [trip] = await db.insert(mileages).values({ employmentId: world.anne.employment.id, employeeCarId: car!.id, purpose: 'Kursus i Svendborg' }).returning();
    await db.insert(mileageDetails).values({ mileageId: trip!.id, startDate: addDays(lastMonth, 4), kmTotal: '42', originType: 2, originText: 'Hjem', destinationType: 3, destinationText: 'Svendborg' });

    const desk = await newPage(running.browser, running.kaj, { width: 1500, height: 1000 });
    await logIn(desk, 'planner@kaj.example');
    await desk.goto('/planning/trips');
    await desk.getByRole('row', { name: /Kursus i Svendborg/ }).getByRole('button', { name: 'Godkend' }).click();
    await desk.getByText('Kørslen er godkendt.').waitFor();

    const months = [world.anne, world.bo, world.carl].map((person) => ({ employmentId: person.employment.id, period: lastMonth }));
    expect(await callAs(desk, '/api/Plan/LockClosing?comment=M%C3%A5nedsafslutning', months)).toBe(200);

    await desk.goto('/planning/exports');
    await desk.getByRole('combobox', { name: 'Eksportpakke' }).click();
    await desk.locator('.ant-select-item-option').filter({ hasText: world.exportPackage.name }).click();
    // 42 km × 3,94 kr. (the rate from 2026) = 165,48 kr.; in 2025 × 3,81 = 160,02 kr.
    const line = desk.getByTestId('preview-pay').locator('tr', { hasText: 'Anne Hansen' }).filter({ hasText: '2710' });
    await expect.poll(() => line.innerText()).toMatch(lastMonth < '2026' ? /42,00\s+3,81\s+160,02/ : /42,00\s+3,94\s+165,48/);
    await desk.getByRole('button', { name: 'Opret eksport' }).click();
    await desk.getByTestId('export-confirmation').getByText('Eksporten får 1 lønlinje').waitFor();
    await desk.locator('.ant-popconfirm').getByRole('button', { name: 'Opret eksport' }).click();
    await desk.getByText(`Eksporten af ${dayjs(lastMonth).format('MMMM YYYY')} er oprettet med 1 lønlinje og 0 fraværslinjer.`).waitFor();
    const row = desk.getByTestId('export-history').locator('tr', { hasText: dayjs(lastMonth).format('MMMM YYYY') });
    await row.locator('.ant-table-row-expand-icon').click();
    await desk.getByTestId('export-history').getByTestId('preview-pay').locator('tr', { hasText: '2710 Skattefri kørselsgodtgørelse' }).waitFor();
  });
});
