import { describe, expect, it } from 'vitest';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';

const running = useKajAndBrowser();

describe('the login screen', () => {
  it('shows the validation messages only after a submit attempt', async () => {
    const page = await newPage(running.browser, running.kaj);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log ind' }).isVisible()).resolves.toBe(true);
    expect(await page.getByText('Email skal udfyldes').count()).toBe(0);
    await page.getByRole('button', { name: 'Log Ind' }).click();
    await page.getByText('Email skal udfyldes').waitFor();
    await page.getByText('Password skal udfyldes').waitFor();
    await page.getByLabel('Email').fill('ikke-en-mail');
    await page.getByText('Email skal være en valid email adress').waitFor();
  });

  it('shows an error for a wrong password and stays on the login page', async () => {
    const page = await newPage(running.browser, running.kaj);
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@kaj.example');
    await page.getByLabel('Password').fill('Forkert123');
    await page.getByRole('button', { name: 'Log Ind' }).click();
    await page.getByText('Forkert email eller password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('takes the demo admin to /home, and a signed-in user from /login straight back to /home', async () => {
    const page = await newPage(running.browser, running.kaj);
    await page.goto('/');
    await logIn(page, 'admin@kaj.example');
    await page.getByText('Log ud').waitFor();
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/home');
  });

  it('keeps the session on a PC whose clock is a year ahead, across a reload and a move to another page', async () => {
    const page = await newPage(running.browser, running.kaj);
    // A ship's PC long offline: its clock says next year, while the token's validity is the server's time.
    await page.clock.install({ time: Date.now() + 365 * 24 * 3_600_000 });
    await logIn(page, 'planner@kaj.example');
    await page.getByText('Log ud').waitFor();
    await page.reload();
    await page.getByText('Log ud').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await page.getByRole('link', { name: 'Rapporter' }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/reports'));
    await page.getByText('Log ud').waitFor();
    await page.context().close();
  });

  it('shows the footer with the years and the company name', async () => {
    const page = await newPage(running.browser, running.kaj);
    await page.goto('/login');
    await page.getByText('2017-2022').waitFor();
    await page.getByText('Østersø Færger A/S').first().waitFor();
  });
});
