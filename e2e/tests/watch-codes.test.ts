import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';


const running = useKajAndBrowser();

async function openWatchCodes(email: string): Promise<Page> {
  const page = await newPage(running.browser, running.kaj);
  await logIn(page, email);
  await page.goto('/administration/watch-codes');
  await page.getByRole('heading', { name: 'Vagtkoder' }).waitFor();
  await page.getByTestId('watch-code-D1').waitFor();
  return page;
}

/** Fills one watch of the editor: its times and, if given, one property. */
async function fillWatch(editor: Locator, label: string, start: string, end: string, property?: string) {
  const watch = editor.getByRole('group', { name: label });
  await watch.getByLabel('Start').fill(start);
  await watch.getByLabel('Slut').fill(end);
  await watch.getByLabel('Slut').press('Tab');
  if (property) {
    await watch.getByRole('button', { name: 'Tilføj egenskab' }).click();
    const picker = watch.getByRole('combobox', { name: `${label}, egenskab 1` });
    await picker.fill(property);
    await picker.press('Enter');
    await watch.getByTitle(property).waitFor();
  }
}

describe('watch codes', () => {
  it('lets an admin create a night code with two watches across midnight, and lists it with its times', async () => {
    const page = await openWatchCodes('admin@kaj.example');
    await page.getByRole('button', { name: 'Opret vagtkode' }).first().click();
    const editor = page.getByRole('dialog', { name: 'Opret vagtkode' });
    await editor.getByLabel('Kode').fill('N12');
    await editor.getByLabel('Beskrivelse').fill('Nattevagt 18–06 med ubetalt spisepause 23:00–23:30');
    await editor.getByLabel('Farve').click();
    await page.locator('.ant-popover input').fill('1f4e79');
    await editor.getByLabel('Kode').click();
    await editor.getByText('#1F4E79').waitFor();
    await fillWatch(editor, 'Vagt 1', '18:00', '23:00', 'Sejlads');
    await editor.getByRole('button', { name: 'Tilføj vagt' }).click();
    // Typed the way planners type: "2330" becomes 23:30 when the field is left.
    await fillWatch(editor, 'Vagt 2', '2330', '0600', 'Sejlads');
    await expect(editor.getByRole('group', { name: 'Vagt 2' }).getByLabel('Start').inputValue()).resolves.toBe('23:30');

    // The preview shows the code as the grid will, with the second watch ending the next day.
    const preview = editor.getByTestId('watch-code-preview');
    await preview.getByText('11,50 t betalt').waitFor();
    expect(await preview.innerText()).toContain('23:30–06:00');

    await editor.getByRole('button', { name: 'Opret vagtkode' }).click();
    await page.getByText('Vagtkoden N12 er oprettet.').waitFor();

    const tile = page.getByTestId('watch-code-N12');
    await tile.getByText('11,50 t').waitFor();
    const text = await tile.innerText();
    expect(text).toContain('18:00–23:00');
    expect(text).toContain('23:30–06:00');
    expect(text).toContain('+1');
    expect(text).toContain('Fælles');

    // Opened again, it has both watches with their properties.
    await page.getByRole('button', { name: 'Rediger vagtkode N12' }).click();
    const again = page.getByRole('dialog', { name: 'Rediger vagtkode N12' });
    await expect(again.getByRole('group', { name: 'Vagt 2' }).getByLabel('Slut').inputValue()).resolves.toBe('06:00');
    await again.getByRole('group', { name: 'Vagt 2' }).getByText('Sejlads').waitFor();
    await again.getByTestId('watch-code-preview').getByText('11,50 t betalt').waitFor();
    await page.getByText('Vagtkoden N12 er oprettet.').waitFor({ state: 'detached' });
    await again.getByRole('button', { name: 'Annuller' }).click();
    await again.waitFor({ state: 'hidden' });
  });

  it('checks the form in the browser before anything is sent', async () => {
    const page = await openWatchCodes('admin@kaj.example');
    await page.getByRole('button', { name: 'Opret vagtkode' }).first().click();
    const editor = page.getByRole('dialog', { name: 'Opret vagtkode' });
    await fillWatch(editor, 'Vagt 1', '22:00', '25:00');
    await editor.getByRole('group', { name: 'Vagt 1' }).getByLabel('Betalt tid').fill('9:00');
    await editor.getByRole('button', { name: 'Opret vagtkode' }).click();
    await editor.getByText('Koden skal udfyldes').waitFor();
    await editor.getByText('Tidspunktet skal skrives TT:MM').waitFor();
    await editor.getByRole('group', { name: 'Vagt 1' }).getByLabel('Slut').fill('06:00');
    await editor.getByText('Den betalte tid kan højst være vagtens længde (8:00)').waitFor();
  });

  it('refuses a second active code with the same code, with the server’s message, and keeps what was typed', async () => {
    const page = await openWatchCodes('admin@kaj.example');
    await page.getByRole('button', { name: 'Opret vagtkode' }).first().click();
    const editor = page.getByRole('dialog', { name: 'Opret vagtkode' });
    await editor.getByLabel('Kode').fill('N1');
    await editor.getByLabel('Beskrivelse').fill('Endnu en nattevagt');
    await fillWatch(editor, 'Vagt 1', '22:00', '06:00');
    await editor.getByRole('button', { name: 'Opret vagtkode' }).click();
    await editor.getByRole('alert').filter({ hasText: 'Der findes allerede en aktiv vagtkode N1.' }).waitFor();
    await expect(editor.getByLabel('Beskrivelse').inputValue()).resolves.toBe('Endnu en nattevagt');
    await expect(editor.getByRole('group', { name: 'Vagt 1' }).getByLabel('Start').inputValue()).resolves.toBe('22:00');
  });

  it('deactivates a code with a replacement and shows it as inactive', async () => {
    const page = await openWatchCodes('admin@kaj.example');
    await page.getByTestId('watch-code-N12').waitFor();
    await page.getByRole('button', { name: 'Handlinger for N12' }).click();
    await page.getByRole('menuitem', { name: 'Deaktivér …' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deaktivér N12' });
    const replacement = dialog.getByRole('combobox', { name: 'Erstattes af' });
    await replacement.fill('N1');
    await replacement.press('Enter');
    await dialog.getByText('Nattevagt 22-06').waitFor();
    await dialog.getByRole('button', { name: 'Deaktivér' }).click();
    await page.getByText('N12 er deaktiveret.').waitFor();

    const tile = page.getByTestId('watch-code-N12');
    await tile.getByText('Inaktiv · erstattes af N1').waitFor();
    await page.getByText('Aktive', { exact: true }).click();
    await page.getByTestId('watch-code-N12').waitFor({ state: 'detached' });
    await page.getByText('Inaktive', { exact: true }).click();
    await page.getByTestId('watch-code-N12').waitFor();
    expect(await page.getByTestId('watch-code-D1').count()).toBe(0);
  });

  it('lets a planner open the screen with the shared codes and their own palette, and only look at another planner’s', async () => {
    const page = await openWatchCodes('planner@kaj.example');
    for (const code of ['D1', 'D2', 'N1', 'FE', 'SY']) {
      await expect(page.getByTestId(`watch-code-${code}`).getByText('Fælles').isVisible()).resolves.toBe(true);
    }
    await page.getByTestId('watch-code-V04').getByText('Min palet').waitFor();
    expect(await page.getByTestId('watch-code-V04').innerText()).toContain('00:00–04:00, 12:00–16:00');

    await page.getByRole('combobox', { name: 'Palet' }).click();
    await page.getByTitle('Pia Planlægger-Godkender (1)').click();
    await page.getByTestId('watch-code-T7').waitFor();
    expect(await page.getByTestId('watch-code-T7').innerText()).toContain('06:00–18:00 · 84,00 t · 7 dage');
    await page.getByRole('button', { name: 'Vis vagtkode T7' }).click();
    const viewer = page.getByRole('dialog', { name: 'Vagtkode T7' });
    await viewer.getByText('Du kan se den, men kun planlæggeren selv eller en administrator kan ændre den.').waitFor();
    await expect(viewer.getByLabel('Kode').isDisabled()).resolves.toBe(true);
    expect(await viewer.getByRole('button', { name: 'Gem' }).count()).toBe(0);
  });
});
