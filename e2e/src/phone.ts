import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningKaj } from './harness.ts';

/** Screenshots of the phone screens land here (not committed), to be looked at. */
const folder = fileURLToPath(new URL('../artifacts/phone/', import.meta.url));

/** A phone as the employee holds it: 390 × 844, touch, mobile layout. */
export async function newPhonePage(browser: Browser, kaj: RunningKaj): Promise<Page> {
  const context = await browser.newContext({
    baseURL: kaj.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
  });
  return context.newPage();
}

/** Nothing on the page is wider than the screen: no sideways scrolling on a phone. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `the page is ${scrollWidth} px wide on a ${innerWidth} px screen`).toBeLessThanOrEqual(innerWidth);
}

/** Checks the width and keeps a screenshot of the whole page under e2e/artifacts/phone. */
export async function checkPhoneScreen(page: Page, name: string): Promise<void> {
  // Let "Indlæser", the route's slide and a drawer's opening finish, so the picture shows what a person sees.
  await page.locator('.loading-overlay').waitFor({ state: 'hidden' });
  await page.waitForTimeout(500);
  await expectNoHorizontalOverflow(page);
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}${name}.png`, fullPage: true });
}
