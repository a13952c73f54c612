import { createServer } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Db } from '../../server/src/db/client.ts';
import { buildApp } from '../../server/src/app.ts';
import { testConfig } from '../../server/test/support/test-app.ts';
import { openDemoDatabase } from '../../server/test/support/demo-database.ts';

export { DEMO_PASSWORD } from '../../server/src/demo/demo-password.ts';

export interface RunningKaj {
  url: string;
  db: Db;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The built app on a free port over a database of its own with the demo company. */
export async function startKaj(environment: Record<string, string> = {}): Promise<RunningKaj> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const database = await openDemoDatabase();
  // KAJ_WEB_DIST lets several builds of the web client be tested side by side.
  const webDist: Record<string, string> = process.env.KAJ_WEB_DIST ? { KAJ_WEB_DIST: process.env.KAJ_WEB_DIST } : {};
  const config = testConfig({ KAJ_DEMO: '1', APP_URL: url, ...webDist, ...environment });
  const app = await buildApp(config, database);
  await app.listen({ port, host: '127.0.0.1' });
  return { url, db: database.db, close: () => app.close() };
}

/** A browser of its own (a benchmark); the tests share one with `sharedBrowser`. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A page in a context of its own, a Danish browser; `timezoneId` is the PC's zone (Copenhagen unless said). */
export async function newPage(browser: Browser, kaj: RunningKaj, viewport = { width: 1366, height: 860 }, timezoneId = 'Europe/Copenhagen'): Promise<Page> {
  const context = await browser.newContext({ baseURL: kaj.url, viewport, locale: 'da-DK', timezoneId });
  return context.newPage();
}

let shared: Promise<Browser> | undefined;

/**
 * One browser for every test file of the run: vitest runs the browser tests one file after the other in one process
 * (`isolate: false`), and each file works in contexts of its own, which it closes at its end. A crashed browser is
 * launched again. Playwright closes the browser when the process ends.
 */
async function sharedBrowser(): Promise<Browser> {
  const current = shared && (await shared.catch(() => undefined));
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  return shared;
}

export interface KajAndBrowser {
  kaj: RunningKaj;
  browser: Browser;
}

/** Starts Kaj (with `environment`, e.g. KAJ_NOW; and the run's browser, the first time) before the tests of a file; after them stops Kaj and closes the file's browser contexts. */
export function useKajAndBrowser(environment: Record<string, string> = {}): Readonly<KajAndBrowser> {
  const running = {} as KajAndBrowser;
  beforeAll(async () => {
    [running.kaj, running.browser] = await Promise.all([startKaj(environment), sharedBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(running.browser?.contexts().map((context) => context.close()) ?? []);
    await running.kaj?.close();
  });
  return running;
}
