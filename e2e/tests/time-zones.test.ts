import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { WatchDto } from '@kaj/contract';
import { employees, employmentProperties, employments } from '../../server/src/db/schema/index.ts';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { apiAs, cell, chooseDepartment, departmentId, employmentOf, gridRows, placeByApi } from './planning-support.ts';

const running = useKajAndBrowser();

/**
 * The night summer time last ended (the last Sunday of October, 03:00 CEST → 02:00 CET): this year's once it has
 * passed, else last year's. The browser's clock is set back to it; the session's token, given by the real clock, holds.
 */
function summerTimeLastEnded(today = new Date()): { year: number; sunday: number } {
  const sundayOf = (year: number) => 31 - new Date(Date.UTC(year, 9, 31)).getUTCDay();
  const thisYear = today.getUTCFullYear();
  const year = today.getTime() > Date.UTC(thisYear, 9, sundayOf(thisYear), 2) ? thisYear : thisYear - 1;
  return { year, sunday: sundayOf(year) };
}
const { year: YEAR, sunday: SUNDAY } = summerTimeLastEnded();
const OCTOBER = { start: `${YEAR}-10-01`, end: `${YEAR}-10-31` };
// A night watch N1 (22:00–06:00) on the Saturday runs across the change.
const NIGHT = `${YEAR}-10-${SUNDAY - 1}`;
// Half past midnight in Copenhagen that night (00:30 CEST): on a PC set to UTC it is still 22:30 on the Saturday, in
// New York 18:30.
const NOW = new Date(`${NIGHT}T22:30:00Z`);
const ZONES = ['Europe/Copenhagen', 'UTC', 'America/New_York'];

interface Shown {
  greeting: string;
  monthShown: string | null;
  today: string | null;
  drawerTitle: string;
  start: string;
  end: string;
  changed: string;
  crewListDate: string;
  crewListTime: string;
}

/** What a planner sees at NOW on a PC in `zone`: the home page, the grid with the night watch opened, the crew list. */
async function shownIn(zone: string, employmentId: number): Promise<Shown> {
  const page = await newPage(running.browser, running.kaj, { width: 1600, height: 900 }, zone);
  await page.clock.install({ time: NOW });
  await logIn(page, 'planner@kaj.example');
  const greeting = await page.getByRole('heading', { name: /, Per$/ }).innerText();

  await page.goto('/planning');
  await page.getByRole('grid', { name: 'Planlægningsgitter' }).waitFor();
  await chooseDepartment(page, 'Dæk');
  await page.getByRole('button', { name: 'I dag' }).click();
  await page.locator(`[data-testid="plan-range-title"][data-start="${OCTOBER.start}"]`).waitFor({ timeout: 5_000 }).catch(() => undefined);
  const monthShown = await page.getByTestId('plan-range-title').getAttribute('data-start');
  const today = await page.locator('.plan-day-head.is-today').getAttribute('data-date', { timeout: 5_000 }).catch(() => null);

  await cell(page, employmentId, NIGHT).locator('.plan-chip').filter({ hasText: 'N1' }).dblclick();
  const drawer = page.getByRole('dialog', { name: /Vagt N1/ });
  await drawer.getByText('Vagten slutter næste dag.').waitFor();
  const shown = {
    drawerTitle: await drawer.locator('.ant-drawer-title').innerText(),
    start: await drawer.getByLabel('Start').inputValue(),
    end: await drawer.getByLabel('Slut').inputValue(),
    changed: await drawer.getByText(/^Senest ændret af/).innerText(),
  };

  await page.goto('/reports/crewlist');
  await page.getByLabel('Dato').waitFor();
  const crewListDate = await page.getByLabel('Dato').inputValue();
  const crewListTime = await page.getByLabel('Tidspunkt').inputValue();
  await page.context().close();
  return { greeting, monthShown, today, ...shown, crewListDate, crewListTime };
}

/** A deck hand of the test's own (Tove Zone), under the agreement of `like`'s employment, from the year before: answers the employment. */
async function crewMemberOfOwn(deck: number, like: number): Promise<number> {
  const { db } = running.kaj;
  const existing = await db.select({ id: employments.id }).from(employments).innerJoin(employees, eq(employees.id, employments.employeeId)).where(eq(employees.lastName, 'Zone'));
  if (existing[0]) return existing[0].id; // a retried test
  const [model] = await db.select().from(employments).where(eq(employments.id, like));
  const [employee] = await db.insert(employees).values({ code: 'TZ1', firstName: 'Tove', lastName: 'Zone' }).returning({ id: employees.id });
  const [employment] = await db.insert(employments).values({ employeeId: employee!.id, agreementId: model!.agreementId, startDate: `${YEAR - 1}-01-01` }).returning({ id: employments.id });
  await db.insert(employmentProperties).values({ employmentId: employment!.id, propertyId: deck });
  return employment!.id;
}

describe('Copenhagen time whatever the PC’s zone', () => {
  it('shows the same dates and times on a PC set to UTC or New York as in Copenhagen, the night summer time ends', async () => {
    const api = await apiAs(running.kaj, 'admin@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    // The demo locks its crew's months behind today and sends them to Lessor: the night watch goes to a crew member of
    // the test's own, hired before that October, whose months are open.
    const tove = await crewMemberOfOwn(deck, await employmentOf(api, deck, OCTOBER.start, OCTOBER.end, 'Sofie', 'Lund'));
    const nightWatch = async () =>
      (await gridRows(api, deck, OCTOBER.start, OCTOBER.end))
        .flatMap((row) => row.employments)
        .find((each) => each.employmentId === tove)
        ?.watchDays.flatMap((day): WatchDto[] => day.watches)
        .find((watch) => watch.code === 'N1' && watch.startDate === NIGHT);
    // A retried test finds the watch placed already.
    if (!(await nightWatch())) await placeByApi(api, 'N1', tove, [NIGHT], OCTOBER.start, OCTOBER.end);
    const night = (await nightWatch())!;
    // When the watch was saved, as Copenhagen's clock read it.
    const savedAt = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Copenhagen', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(night.lastChanged));

    const copenhagen = await shownIn('Europe/Copenhagen', tove);
    expect(copenhagen).toMatchObject({
      greeting: expect.stringMatching(/^Godmorgen, /),
      monthShown: OCTOBER.start,
      today: `${YEAR}-10-${SUNDAY}`,
      drawerTitle: `Vagt N1 – ${SUNDAY - 1}. okt. ${YEAR}`,
      start: '22:00',
      end: '06:00',
      changed: expect.stringContaining(`kl. ${savedAt}`),
      crewListDate: `${SUNDAY}. okt. ${YEAR}`,
      crewListTime: '00:30',
    });
    for (const zone of ZONES.slice(1)) expect(await shownIn(zone, tove), zone).toEqual(copenhagen);
  }, 180_000);
});
