import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const folder = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/** Writes `docs/screenshots/<name>.png` once nothing loads any more, with the mouse out of the way. */
export async function documentScreen(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  await page.getByTestId('loading-overlay').waitFor({ state: 'detached' });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${folder}${name}.png`, ...options });
}
