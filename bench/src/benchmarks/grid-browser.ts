/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, launchBrowser, newPage, startKaj } from '../../../e2e/src/harness.ts';
import { seedDepartment } from './grid-department.ts';

/** The month of the seeded department: 300 employments × 31 days, about 25 realised watches each. */
const RANGE = { start: '2026-03-01', end: '2026-03-31' };
const RUNS = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(sorted.length / 2)] ?? 0) * 10) / 10;
};

/** Milliseconds from the end of the GetEmployeesPeriod response until the frame showing the grid is painted. */
async function renderAfterData(page: Page): Promise<number> {
  await page.goto('/planning');
  // The grid marks `kaj:plan-grid-painted` after the frame that shows its rows is painted.
  await page.waitForFunction(() => performance.getEntriesByName('kaj:plan-grid-painted').length > 0, undefined, { timeout: 60_000 });
  return page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((each) => each.name.includes('GetEmployeesPeriod')) as PerformanceResourceTiming;
    return (performance.getEntriesByName('kaj:plan-grid-painted')[0]?.startTime ?? 0) - entry.responseEnd;
  });
}

/** Scrolls the grid down for two seconds, a step per frame; answers frames a second and the longest frame. */
function scrollFrames(page: Page): Promise<{ fps: number; longestFrameMs: number }> {
  return page.evaluate(
    () =>
      new Promise<{ fps: number; longestFrameMs: number }>((resolve) => {
        const grid = document.querySelector<HTMLElement>('.plan-grid')!;
        const frames: number[] = [];
        const step = (time: number) => {
          frames.push(time);
          grid.scrollTop += 60;
          grid.scrollLeft = (frames.length % 40) * 10;
          if (time - frames[0]! < 2000) requestAnimationFrame(step);
          else {
            const gaps = frames.slice(1).map((each, index) => each - frames[index]!);
            resolve({ fps: Math.round(((frames.length - 1) / ((time - frames[0]!) / 1000)) * 10) / 10, longestFrameMs: Math.round(Math.max(...gaps) * 10) / 10 });
          }
        };
        requestAnimationFrame(step);
      }),
  );
}

/** Milliseconds from a click on a free cell (code chosen in the palette) until the server has confirmed the watch and the frame showing it is painted. */
async function placeUntilShown(page: Page, index: number): Promise<number> {
  return page.evaluate(
    (nth) =>
      new Promise<number>((resolve, reject) => {
        const free = [...document.querySelectorAll<HTMLElement>('.plan-row .plan-cell:not(.is-outside)')].filter((cell) => !cell.querySelector('.plan-chip'));
        const cell = free[nth * 7];
        if (!cell) return reject(new Error('Ingen ledig celle'));
        let clickedAt = 0;
        // Placed means confirmed: the chip is drawn at once as pending and loses the mark when the server answers.
        new MutationObserver((_, observer) => {
          if (!cell.querySelector('.plan-chip') || cell.querySelector('.plan-chip.is-pending')) return;
          observer.disconnect();
          // A task queued from the next animation frame runs after that frame is painted.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt), 0));
        }).observe(cell, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
        const options = { bubbles: true, button: 0 };
        clickedAt = performance.now();
        cell.dispatchEvent(new MouseEvent('mousedown', options));
        cell.dispatchEvent(new MouseEvent('mouseup', options));
        cell.dispatchEvent(new MouseEvent('click', options));
      }),
    index,
  );
}

/** The planning grid in Chromium: render after data, scroll frame rate, and placing a watch until shown. */
export async function gridBrowser() {
  const [kaj, browser] = await Promise.all([startKaj(), launchBrowser()]);
  try {
    const { departmentId } = await seedDepartment(kaj.db);
    // A laptop's width: the month (1,418 px) is wider than the grid, so the scrolling goes both ways.
    const page = await newPage(browser, kaj, { width: 1366, height: 900 });
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@kaj.example');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log Ind' }).click();
    await page.waitForURL((url) => url.pathname === '/home');
    // The screen opens on the department and month the user saw last.
    const login = await fetch(`${kaj.url}/api/Authenticate/Login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin@kaj.example', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    await fetch(`${kaj.url}/api/Setting/SaveUserSetting`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ entityName: 'planning.grid', selection: JSON.stringify({ departmentId, range: RANGE, draft: false }) }),
    });

    // tsx (esbuild, keepNames) wraps named functions in __name(); the functions sent to the page need it too.
    await page.addInitScript('window.__name = (fn) => fn');
    const renders: number[] = [];
    for (let run = 0; run < RUNS; run++) renders.push(await renderAfterData(page));
    const rows = await page.getAttribute('.plan-grid', 'aria-rowcount');
    const scrollsSideways = await page.evaluate(() => {
      const grid = document.querySelector<HTMLElement>('.plan-grid')!;
      return grid.scrollWidth > grid.clientWidth;
    });
    if (!scrollsSideways) throw new Error('Gitteret er ikke bredere end skærmen: rulningen måles kun lodret');
    const scroll = await scrollFrames(page);
    await page.evaluate(() => document.querySelector<HTMLElement>('.plan-grid')!.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Vagtkode BD' }).click();
    const placings: number[] = [];
    for (let run = 0; run < RUNS; run++) placings.push(await placeUntilShown(page, run));

    return {
      grid: { rows: Number(rows), days: 31 },
      renderAfterDataMs: { median: median(renders), max: Math.round(Math.max(...renders)), target: '< 300' },
      scroll: { fps: scroll.fps, longestFrameMs: scroll.longestFrameMs, target: '> 50 fps' },
      placeUntilConfirmedMs: { median: median(placings), max: Math.round(Math.max(...placings)), target: '< 100' },
    };
  } finally {
    await browser.close();
    await kaj.close();
  }
}
