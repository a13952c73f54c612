import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import dayjs from 'dayjs';
import 'dayjs/locale/da.js';
import { addDays, addPeriods, periodOf, spanMinutes, spanOf, toIsoDateTime } from '@kaj/domain';
import { queryRows } from '../../server/src/db/raw.ts';
import { realisedWatches, roles, userRoles } from '../../server/src/db/schema/index.ts';
import { useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { checkPhoneScreen, newPhonePage } from '../src/phone.ts';

const running = useKajAndBrowser();
dayjs.locale('da');

const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Copenhagen' });
const lastMonth = addPeriods(periodOf(today), -1);
const monthName = (period: string) => dayjs(period).format('MMMM YYYY');

async function sofie(): Promise<{ userId: number; employmentId: number }> {
  const [row] = await queryRows<{ user_id: number; employment_id: number }>(
    running.kaj.db,
    sql`select u.id as user_id, em.id as employment_id from users u join employments em on em.employee_id = u.employee_id where u.email = 'employee@kaj.example' order by em.id limit 1`,
  );
  return { userId: Number(row!.user_id), employmentId: Number(row!.employment_id) };
}

/** A realised watch without a plan, straight into the table, as an earlier month's work. */
async function workedOn(employmentId: number, date: string, startTime: string, endTime: string) {
  const span = spanOf(date, startTime, endTime);
  await running.kaj.db.insert(realisedWatches).values({
    employmentId,
    startDate: date,
    startTime,
    endTime,
    startAt: toIsoDateTime(span.start),
    endAt: toIsoDateTime(span.end),
    totalTime: spanMinutes(span),
  });
}

describe('Min plan and Hviletid on a phone', () => {
  it('signs last month’s rest card from the home task, and reads the plan by month and week with balances and their postings', async () => {
    const { employmentId } = await sofie();
    // Last month, on a day off board (no watch the day before, on it or after), she worked 04:00-23:00: less than
    // 10 hours of rest in 24, a breach on her card.
    const [free] = await queryRows<{ date: string }>(
      running.kaj.db,
      sql`select d::date::text as date from generate_series(${addDays(lastMonth, 9)}::date, ${addDays(lastMonth, 26)}::date, interval '1 day') d
          where not exists (select 1 from realised_watches w where w.employment_id = ${employmentId} and w.start_date between d::date - 1 and d::date + 1)
          order by d limit 1`,
    );
    const breachDate = free!.date;
    await workedOn(employmentId, breachDate, '04:00', '23:00');
    const page = await newPhonePage(running.browser, running.kaj);
    await logIn(page, 'employee@kaj.example');

    const task = page.getByRole('link', { name: `Underskriv dit hviletidsskema for ${monthName(lastMonth)}` });
    await task.click();
    await page.waitForURL((url) => url.pathname === '/planning/rest-cards' && url.searchParams.get('period') === lastMonth);
    // The demo's two months before this one are worked and locked, and neither card is signed yet.
    await page.getByText('2 hviletidsskemaer mangler din underskrift').waitFor();
    await page.getByText(/brud på hviletidsreglerne i måneden$/).waitFor();
    const breachDay = page.locator(`.own-rest-day[data-date="${breachDate}"]`);
    await breachDay.locator('.own-rest-breach').first().waitFor();
    await expect.poll(() => breachDay.textContent()).toContain('19,0 t arbejde');
    await checkPhoneScreen(page, 'rest-card');

    await page.getByRole('button', { name: 'Underskriv', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Underskriv hviletidsskemaet for ${monthName(lastMonth)}?` });
    await confirm.getByRole('button', { name: 'Underskriv' }).click();
    await page.getByText('Hviletidsskemaet er underskrevet.').waitFor();
    await page.getByText(/Underskrevet af dig .* venter på skibsførerens underskrift/).waitFor();
    // The month before it still waits for her.
    await page.getByText('Et hviletidsskema mangler din underskrift').waitFor();
    await page.getByText('2 hviletidsskemaer mangler din underskrift').waitFor({ state: 'detached' });
    // This month has not ended: nothing to sign yet.
    await page.getByRole('button', { name: 'Næste måned' }).click();
    await page.getByText('Du kan underskrive skemaet, når måneden er slut.').waitFor();

    // Min plan: this month's watches with their state, the balances, and one balance's postings.
    await page.goto('/planning');
    await page.getByRole('heading', { name: 'Min plan' }).waitFor();
    await page.locator('.own-watch').first().waitFor();
    await page.getByText(/^Saldi pr\./).waitFor();
    await checkPhoneScreen(page, 'own-plan-month');
    const balance = page.locator('.own-balance__button').first();
    const account = (await balance.locator('span').first().textContent())!;
    await balance.click();
    const drawer = page.getByRole('dialog', { name: /^Saldi for Sofie Lund/ });
    await drawer.locator(`.balance-account[data-account="${account}"]`).getByText(/^Saldoår/).first().waitFor();
    await checkPhoneScreen(page, 'own-plan-postings');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.getByText('Uge', { exact: true }).click();
    await page.getByRole('heading', { name: /^Uge \d+ · / }).waitFor();
    await expect.poll(() => page.locator('.own-day').count()).toBe(7);
    await page.getByText('Timer i ugen').waitFor();
    await checkPhoneScreen(page, 'own-plan-week');
  });

  it('lets an employee with planning right correct a watch of their own, and refuses one in a signed month and one that overlaps', async () => {
    const { userId, employmentId } = await sofie();
    const [role] = await running.kaj.db.select().from(roles).where(eq(roles.name, 'EmployeeWithPlanningRight'));
    await running.kaj.db.insert(userRoles).values({ userId, roleId: role!.id }).onConflictDoNothing();
    const page = await newPhonePage(running.browser, running.kaj);
    await logIn(page, 'employee@kaj.example');
    await page.goto('/planning');

    // The first watch of the month that is not approved: its end two hours later.
    const [watch] = await running.kaj.db
      .select()
      .from(realisedWatches)
      .where(and(eq(realisedWatches.employmentId, employmentId), eq(realisedWatches.cancelled, false), sql`${realisedWatches.startDate} >= ${periodOf(today)}::date`))
      .orderBy(realisedWatches.startAt)
      .limit(1);
    const day = page.locator(`.own-day[data-date="${watch!.startDate}"]`);
    await day.locator('button.own-watch--open').first().click();
    const drawer = page.getByRole('dialog', { name: /^Vagt / });
    await drawer.getByLabel('Slut').waitFor();
    const end = dayjs(`2000-01-01T${watch!.endTime}`).add(2, 'hour').format('HH:mm');
    await drawer.getByLabel('Slut').fill(end);
    await drawer.getByLabel('Betalt tid').fill('');
    await checkPhoneScreen(page, 'own-watch-drawer');
    await drawer.getByRole('button', { name: 'Gem vagt' }).click();
    await page.getByText('Vagten er gemt.').waitFor();
    await expect.poll(() => day.textContent()).toContain(`–${end}`);

    // A second watch at the same time on that day overlaps.
    await day.getByRole('button', { name: /^Tilføj vagt/ }).click();
    const extra = page.getByRole('dialog', { name: /^Ekstra vagt/ });
    await extra.getByLabel('Start').fill(watch!.startTime.slice(0, 5));
    await extra.getByLabel('Slut').fill(end);
    await extra.getByRole('button', { name: 'Gem vagt' }).click();
    await page.getByText(/overlapper vagten den/).waitFor();
    await extra.getByRole('button', { name: 'Annuller' }).click();

    // Last month is locked in the demo (and its card signed in the test before): the month takes no new watch.
    await page.getByRole('button', { name: 'Forrige måned' }).click();
    await page.getByRole('heading', { name: new RegExp(monthName(lastMonth), 'i') }).waitFor();
    await page.locator(`.own-day[data-date="${addDays(lastMonth, 19)}"]`).getByRole('button', { name: /^Tilføj vagt/ }).click();
    await page.getByRole('dialog', { name: /^Ekstra vagt/ }).getByRole('button', { name: 'Gem vagt' }).click();
    await page.getByText(`Måneden ${monthName(lastMonth)} er lukket, så dens vagter kan ikke ændres.`).waitFor();
    const [row] = await running.kaj.db.select({ n: sql<number>`count(*)::int` }).from(realisedWatches).where(and(eq(realisedWatches.employmentId, employmentId), sql`${realisedWatches.startDate} = ${addDays(lastMonth, 19)}::date`));
    expect(row!.n).toBe(0);
  });
});
