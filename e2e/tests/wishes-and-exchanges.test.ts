import { describe, expect, it } from 'vitest';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { addDays, addPeriods, periodOf, weekday } from '@kaj/domain';
import { employees, employments, plannedWatches, roles, userRoles, users } from '../../server/src/db/schema/index.ts';
import { hashPassword } from '../../server/src/auth/passwords.ts';
import { todayInCopenhagen } from '../../server/src/clock.ts';
import { DEMO_PASSWORD, newPage, useKajAndBrowser } from '../src/harness.ts';
import type { Page } from 'playwright-core';
import { logIn } from '../src/login.ts';
import { checkPhoneScreen, newPhonePage } from '../src/phone.ts';

// Issue 16 end to end, across browser contexts: the crew member on a phone, the planner on a desktop.

const running = useKajAndBrowser();

/** The two pages both flows use, each signed in once: Sofie Lund on her phone and the planner of Havørnen at a desk. */
const pages: { phone?: Page; desk?: Page } = {};
async function sofiePhone(): Promise<Page> {
  if (!pages.phone) {
    pages.phone = await newPhonePage(running.browser, running.kaj);
    await logIn(pages.phone, 'employee@kaj.example');
  }
  return pages.phone;
}
async function plannerDesk(): Promise<Page> {
  if (!pages.desk) {
    pages.desk = await newPage(running.browser, running.kaj);
    await logIn(pages.desk, 'planner@kaj.example');
  }
  return pages.desk;
}

async function employmentOf(firstName: string, lastName: string): Promise<{ employeeId: number; employmentId: number }> {
  const [row] = await running.kaj.db
    .select({ employeeId: employees.id, employmentId: employments.id })
    .from(employments)
    .innerJoin(employees, eq(employees.id, employments.employeeId))
    .where(and(eq(employees.firstName, firstName), eq(employees.lastName, lastName)));
  return row!;
}

/** A login for a demo crew member who has none (Rasmus Holm: a deck rating like Sofie Lund, on board the other weeks). */
async function loginFor(firstName: string, lastName: string, email: string, roleName: 'Employee' | 'EmployeeWithPlanningRightForWishes' = 'Employee'): Promise<void> {
  const { employeeId } = await employmentOf(firstName, lastName);
  const [user] = await running.kaj.db.insert(users).values({ email, firstName, lastName, passwordHash: await hashPassword(DEMO_PASSWORD), employeeId }).onConflictDoNothing().returning({ id: users.id });
  if (!user) return;
  const [role] = await running.kaj.db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  await running.kaj.db.insert(userRoles).values({ userId: user.id, roleId: role!.id });
}

describe('absence wishes', () => {
  it('ask on a phone → grant on a desktop → the absence shows in the plan and the balance', async () => {
    // A working week two months ahead, beyond the demo's plan and its wishes.
    let start = addDays(addPeriods(periodOf(todayInCopenhagen()), 2), 7);
    while (weekday(start) !== 1) start = addDays(start, 1);
    const end = addDays(start, 4);
    const phone = await sofiePhone();
    await phone.goto('/my/wishes');
    await phone.getByRole('button', { name: 'Nyt ønske' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Nyt ønske' });
    await dialog.getByLabel('Fravær').click();
    await phone.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('Ferie').click();
    await dialog.getByLabel('Fra og med').fill(start);
    await dialog.getByLabel('Til og med').fill(end);
    await dialog.getByLabel('Kommentar til planlæggeren').fill('Sommerhus på Bornholm');
    const effect = dialog.getByTestId('balance-effect').first();
    await effect.waitFor();
    expect(await effect.innerText()).toMatch(/^Ferie \d{4}: -?[\d,.]+ → -?[\d,.]+ dage$/);
    await dialog.getByText('Fraværet lægges ind på 5 arbejdsdage').waitFor();
    await checkPhoneScreen(phone, 'wish-form');
    await dialog.getByRole('button', { name: 'Send ønske' }).click();
    await phone.getByText('Sommerhus på Bornholm').waitFor();
    await phone.getByText('Venter på planlæggeren').first().waitFor();

    const desk = await plannerDesk();
    // The demo's own wishes next month are marked in the grid.
    await desk.goto('/planning');
    await desk.getByRole('button', { name: 'Næste måned' }).click();
    await desk.locator('.plan-cell.has-wish').first().waitFor();
    await desk.goto('/planning/wishes');
    const row = desk.getByRole('row', { name: /Sommerhus på Bornholm/ });
    await row.getByRole('button', { name: 'Behandl' }).click();
    const drawer = desk.locator('.ant-drawer');
    await drawer.getByTestId('balance-effect').first().waitFor();
    await drawer.getByRole('button', { name: 'Bevilg' }).click();
    await desk.locator('.ant-popconfirm').getByRole('button', { name: 'Bevilg' }).click();
    await desk.getByText('Ønsket er bevilget, og Sofie Lund har fået besked.').waitFor();

    await phone.reload();
    await phone.getByText('Bevilget', { exact: true }).waitFor();
    await phone.goto('/planning');
    await phone.getByRole('button', { name: 'Næste måned' }).click();
    await phone.getByRole('button', { name: 'Næste måned' }).click();
    const day = phone.locator(`.own-day[data-date="${start}"]`);
    await day.getByText('FE', { exact: true }).waitFor();
    await phone.getByRole('button', { name: 'Ferie: vis posteringer' }).waitFor();
    await checkPhoneScreen(phone, 'own-plan-with-holiday');
  });
});

describe('watch exchange', () => {
  it('offer on a phone → bid on another phone → accept → approve on a desktop → both plans changed', async () => {
    await loginFor('Rasmus', 'Holm', 'rasmus@kaj.example');
    const sofie = await employmentOf('Sofie', 'Lund');
    const rasmus = await employmentOf('Rasmus', 'Holm');
    // One of Sofie's watches (not absence) mid-week, at least two days ahead: Rasmus is ashore that week.
    const [watch] = await running.kaj.db
      .select()
      .from(plannedWatches)
      .where(and(eq(plannedWatches.employmentId, sofie.employmentId), gt(plannedWatches.startDate, addDays(todayInCopenhagen(), 2)), sql`extract(isodow from ${plannedWatches.startDate}) = 3`, sql`not exists (
        select 1 from realised_watches r join realised_watch_properties rp on rp.realised_watch_id = r.id
        join properties p on p.id = rp.property_id join property_types t on t.id = p.property_type_id and t.key = 'absence'
        where r.planned_watch_id = ${plannedWatches.id})`))
      .orderBy(asc(plannedWatches.startDate))
      .limit(1);
    expect(watch).toBeDefined();

    const offerer = await sofiePhone();
    await offerer.goto('/my/exchanges');
    await offerer.getByRole('button', { name: 'Tilbyd en vagt' }).click();
    const offer = offerer.getByRole('dialog', { name: 'Tilbyd en vagt' });
    await offer.getByLabel('Vagt').click();
    await offerer.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title$="${watch!.startDate}"]`).click();
    await offer.getByLabel('Besked til kollegerne').fill('Min søster bliver gift');
    await offer.getByRole('button', { name: 'Tilbyd' }).click();
    await offerer.getByText('Vagten er tilbudt; dine kolleger får besked.').waitFor();
    await offerer.getByText('Ingen bud endnu.').waitFor();
    await checkPhoneScreen(offerer, 'exchange-offered');

    const bidder = await newPhonePage(running.browser, running.kaj);
    await logIn(bidder, 'rasmus@kaj.example');
    await bidder.goto('/my/exchanges');
    await bidder.getByText('Min søster bliver gift').waitFor();
    await bidder.getByRole('button', { name: 'Byd', exact: true }).click();
    await bidder.getByRole('dialog', { name: 'Byd på vagten' }).getByRole('button', { name: 'Send bud' }).click();
    await bidder.getByText('Dit bud er sendt.').waitFor();
    await bidder.getByText('Dit bud: du tager vagten').waitFor();
    await checkPhoneScreen(bidder, 'exchange-bid');

    await offerer.reload();
    await offerer.getByRole('button', { name: 'Vælg buddet' }).click();
    await offerer.locator('.ant-popconfirm').getByRole('button', { name: 'Vælg' }).click();
    await offerer.getByText('Venter på planlæggeren').first().waitFor();

    const desk = await plannerDesk();
    await desk.goto('/planning/exchanges');
    const row = desk.getByRole('row', { name: /Sofie Lund/ });
    await row.getByText('Rasmus Holm').waitFor();
    await row.getByRole('button', { name: 'Godkend' }).click();
    await desk.locator('.ant-popconfirm').getByRole('button', { name: 'Godkend' }).click();
    await desk.getByText('Byttet er gennemført; begge vagter er flyttet.').waitFor();

    const [moved] = await running.kaj.db.select().from(plannedWatches).where(eq(plannedWatches.id, watch!.id));
    expect(moved!.employmentId).toBe(rasmus.employmentId);
    await offerer.reload();
    await offerer.getByText('Byttet', { exact: true }).waitFor();
    await bidder.goto('/planning');
    if (watch!.startDate.slice(0, 7) !== todayInCopenhagen().slice(0, 7)) await bidder.getByRole('button', { name: 'Næste måned' }).click();
    await bidder.locator(`.own-day[data-date="${watch!.startDate}"] .own-watch`).first().waitFor();
  });
});

describe('wish codes in one\'s own row', () => {
  it('lets an employee with planning right for wishes place an absence code on a free day of their plan and take it out again', async () => {
    await loginFor('Mads', 'Thygesen', 'mads@kaj.example', 'EmployeeWithPlanningRightForWishes');
    const { employmentId } = await employmentOf('Mads', 'Thygesen');
    const planned = new Set((await running.kaj.db.select({ date: plannedWatches.startDate }).from(plannedWatches).where(eq(plannedWatches.employmentId, employmentId))).map((row) => row.date));
    let date = addDays(todayInCopenhagen(), 1);
    while (planned.has(date) || weekday(date) > 5) date = addDays(date, 1);
    const phone = await newPhonePage(running.browser, running.kaj);
    await logIn(phone, 'mads@kaj.example');
    await phone.goto('/planning');
    if (date.slice(0, 7) !== todayInCopenhagen().slice(0, 7)) await phone.getByRole('button', { name: 'Næste måned' }).click();
    const day = phone.locator(`.own-day[data-date="${date}"]`);
    await day.getByRole('button', { name: `Fravær den ${date}` }).click();
    await phone.getByRole('menuitem', { name: /Afspadsering/ }).click();
    await day.getByText('AF', { exact: true }).waitFor();
    await checkPhoneScreen(phone, 'own-plan-wish-code');
    await day.getByRole('button', { name: `Fravær den ${date}` }).click();
    await phone.getByRole('menuitem', { name: 'Fjern AF' }).click();
    await day.getByText('Fri', { exact: true }).waitFor();
  });
});
