import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './harness.ts';

/** Logs in through the login form as a person would, and waits for the landing page. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD, landing = '/home') {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log Ind' }).click();
  await page.waitForURL((url) => url.pathname === landing);
  expect(new URL(page.url()).pathname).toBe(landing);
}
