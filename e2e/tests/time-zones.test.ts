import { describe, expect, it } from 'vitest';
import type { SimpleClosingDto, WatchDto } from '@kaj/contract';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { apiAs, cell, chooseDepartment, departmentId, employmentOf, gridRows, placeByApi } from './planning-support.ts';

const running = useKajAndBrowser();

// Half past midnight in Copenhagen on the night summer time ends (25 October 2026, 03:00 CEST → 02:00 CET):
// on a PC set to UTC it is still 22:30 on the 24th, in New York 18:30.
const NOW = new Date('2026-10-24T22:30:00Z');
// A night watch N1 (22:00–06:00) on the 24th runs across the change.
const NIGHT = '2026-10-24';
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
  await page.locator('[data-testid="plan-range-title"][data-start="2026-10-01"]').waitFor({ timeout: 5_000 }).catch(() => undefined);
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

describe('Copenhagen time whatever the PC’s zone', () => {
  it('shows the same dates and times on a PC set to UTC or New York as in Copenhagen, the night summer time ends', async () => {
    const api = await apiAs(running.kaj, 'admin@kaj.example');
    const deck = await departmentId(api, 'Havørnen', 'Dæk');
    const sofie = await employmentOf(api, deck, '2026-10-01', '2026-10-31', 'Sofie', 'Lund');
    // The demo locks the months behind today: October is reopened for Sofie, so the night watch can be placed.
    const [october] = await api<SimpleClosingDto[]>('Plan/GetSimpleClosings', {}, { period: '2026-10-01', employmentIds: [sofie] });
    if (october?.locked) await api('Plan/UnlockClosing', {}, [october.closingId]);
    const nightWatch = async () =>
      (await gridRows(api, deck, '2026-10-01', '2026-10-31'))
        .flatMap((row) => row.employments)
        .find((each) => each.employmentId === sofie)
        ?.watchDays.flatMap((day): WatchDto[] => day.watches)
        .find((watch) => watch.code === 'N1' && watch.startDate === NIGHT);
    // A retried test finds the watch placed already.
    if (!(await nightWatch())) await placeByApi(api, 'N1', sofie, [NIGHT], '2026-10-01', '2026-10-31');
    const night = (await nightWatch())!;
    // When the watch was saved, as Copenhagen's clock read it.
    const savedAt = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Copenhagen', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(night.lastChanged));

    const copenhagen = await shownIn('Europe/Copenhagen', sofie);
    expect(copenhagen).toMatchObject({
      greeting: expect.stringMatching(/^Godmorgen, /),
      monthShown: '2026-10-01',
      today: '2026-10-25',
      drawerTitle: 'Vagt N1 – 24. okt. 2026',
      start: '22:00',
      end: '06:00',
      changed: expect.stringContaining(`kl. ${savedAt}`),
      crewListDate: '25. okt. 2026',
      crewListTime: '00:30',
    });
    for (const zone of ZONES.slice(1)) expect(await shownIn(zone, sofie), zone).toEqual(copenhagen);
  }, 180_000);
});
