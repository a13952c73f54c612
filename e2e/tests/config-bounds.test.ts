import { describe, expect, it } from 'vitest';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';

// The bounds of the pay configuration come from the contract: the rule editor refuses a factor of −99,999
// with the server's own Danish message, and the server refuses it too.

const running = useKajAndBrowser();

describe('bounds on the pay configuration', () => {
  it('refuses a factor outside -10 to 10 in the rule editor, with the contract message, and saves nothing', async () => {
    const page = await newPage(running.browser, running.kaj, { width: 1600, height: 1000 });
    await logIn(page, 'admin@kaj.example');
    await page.goto('/administration/agreements');
    await page.getByTestId('agreement-node-SØ').click();
    await page.getByRole('heading', { name: 'SØ · Søfart (fælles regler)' }).waitFor();
    await page.getByRole('button', { name: 'Rediger Nattillæg 23-06' }).click();
    const editor = page.getByRole('dialog').filter({ hasText: 'Nattillæg 23-06' });
    const factor = editor.getByLabel('Faktor', { exact: true });
    const before = await factor.inputValue();
    await factor.fill('-99,999');
    await editor.getByRole('button', { name: 'Gem regel' }).click();
    await editor.getByText('Faktoren skal være fra -10 til 10').waitFor();
    await page.screenshot({ path: '/tmp/hardening-factor-bound.png' });
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByTestId('agreement-node-SØ').click();
    await page.getByRole('button', { name: 'Rediger Nattillæg 23-06' }).click();
    expect(await page.getByRole('dialog').filter({ hasText: 'Nattillæg 23-06' }).getByLabel('Faktor', { exact: true }).inputValue()).toBe(before);
  });
});
