import { describe, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';

const folder = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

const running = useKajAndBrowser();

describe('screenshots of the screens of the foundation', () => {
  it('takes the login, home and users screens', async () => {
    const page = await newPage(running.browser, running.kaj);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log ind' }).waitFor();
    await page.screenshot({ path: `${folder}login.png` });
    await logIn(page, 'admin@kaj.example');
    await page.getByText('Log ud').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${folder}home-admin.png` });
    await page.goto('/administration/users');
    await page.getByText('planner@kaj.example').waitFor();
    await page.screenshot({ path: `${folder}users.png` });
  });
});
