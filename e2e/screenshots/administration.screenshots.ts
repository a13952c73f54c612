import { describe, it } from 'vitest';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { documentScreen } from './document.ts';

// The documentation's pictures of logging in and of the administration screens, over the demo company.
const running = useKajAndBrowser();

describe('screenshots: login and administration', () => {
  it('login, home and users', async () => {
    const page = await newPage(running.browser, running.kaj);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Log ind' }).waitFor();
    await documentScreen(page, 'login');
    await logIn(page, 'admin@kaj.example');
    await page.getByText('Log ud').waitFor();
    await page.waitForLoadState('networkidle');
    await documentScreen(page, 'home-admin');
    await page.goto('/administration/users');
    await page.getByText('planner@kaj.example').waitFor();
    await documentScreen(page, 'users');
  });

  it('an employee with the employments tab open', async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'admin@kaj.example');
    await page.goto('/administration/employees');
    await page.getByRole('link', { name: 'Sofie Lund' }).click();
    const editor = page.getByRole('dialog', { name: /Sofie Lund/ });
    await editor.getByRole('tab', { name: /Ansættelser/ }).click();
    await editor.getByTestId('employments-table').getByText('M/F Havørnen › Dæk').waitFor();
    await page.waitForLoadState('networkidle');
    await documentScreen(page, 'employee-editor');
  });

  it('the department tree with a ship chosen', async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'admin@kaj.example');
    await page.goto('/administration/departments');
    await page.getByRole('tab', { name: 'Afdelingstræ' }).click();
    await page.getByRole('treeitem').filter({ hasText: 'M/F Havørnen' }).first().click();
    await page.getByTestId('property-panel').getByRole('button', { name: 'Slet' }).waitFor();
    await documentScreen(page, 'property-tree');
  });

  it('the editor of a night watch code', async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'admin@kaj.example');
    await page.goto('/administration/watch-codes');
    await page.getByTestId('watch-code-N1').waitFor();
    await page.getByRole('button', { name: 'Rediger vagtkode N1' }).click();
    const editor = page.getByRole('dialog', { name: 'Rediger vagtkode N1' });
    await editor.getByTestId('watch-code-preview').getByText(/t betalt/).waitFor();
    await documentScreen(page, 'watch-code-editor');
  });

  it('the agreement tree with a rule open', async () => {
    const page = await newPage(running.browser, running.kaj, { width: 1600, height: 1000 });
    await logIn(page, 'admin@kaj.example');
    await page.goto('/administration/agreements');
    await page.getByTestId('agreement-node-SØ').click();
    await page.getByRole('heading', { name: 'SØ · Søfart (fælles regler)' }).waitFor();
    await page.getByRole('row').getByRole('link', { name: 'Nattillæg 23-06', exact: true }).click();
    const editor = page.getByRole('dialog', { name: 'Rediger Nattillæg 23-06' });
    await editor.getByLabel('Fra kl.').waitFor();
    await documentScreen(page, 'agreement-tree-rule-editor');
  });
});
