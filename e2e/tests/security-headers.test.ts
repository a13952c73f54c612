import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';

// The built client under the server's strict Content Security Policy: every screen renders with no
// violation (antd's CSS-in-JS included), and the headers are on every answer.

const running = useKajAndBrowser();

/** Collects the page's CSP violations, as the browser reports them. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return violations;
}

const SCREENS = [
  '/home',
  '/planning',
  '/planning/rest-cards',
  '/planning/closings',
  '/planning/exports',
  '/administration/employees',
  '/administration/watch-codes',
  '/administration/agreements',
  '/administration/pay-account-rules',
  '/administration/export-prices',
  '/administration/users',
  '/reports',
  '/reports/fte',
  '/reports/workschedule',
  '/help',
];

describe('Content Security Policy', () => {
  it('sends the security headers with the app and the API', async () => {
    for (const path of ['/login', '/api/App/AppSettings']) {
      const response = await fetch(`${running.kaj.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  // Fifteen screens in one session: more time than one screen's test.
  it('lets every screen of the built client run without a single violation', { timeout: 300_000 }, async () => {
    const page = await newPage(running.browser, running.kaj);
    const violations = await watchViolations(page);
    await page.goto('/login');
    await logIn(page, 'admin@kaj.example');
    for (const path of SCREENS) {
      await page.goto(path);
      // The screen is drawn once a heading is on it (live updates and notifications keep the network busy).
      await page.locator('#root h1, #root h2, #root h3, #root h4').first().waitFor();
      await page.waitForTimeout(300);
      expect((await page.locator('#root').innerText()).trim(), path).not.toBe('');
    }
    expect(violations).toEqual([]);
  });

  it('lets an employee on a phone use their own plan without a violation', async () => {
    const page = await newPage(running.browser, running.kaj, { width: 390, height: 844 });
    const violations = await watchViolations(page);
    await page.goto('/login');
    await logIn(page, 'employee@kaj.example');
    await page.goto('/planning');
    await page.locator('#root h1, #root h2, #root h3, #root h4').first().waitFor();
    await page.waitForTimeout(300);
    expect(violations).toEqual([]);
  });
});
