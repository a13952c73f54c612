import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';


const running = useKajAndBrowser();

async function adminOnAgreements(): Promise<Page> {
  const page = await newPage(running.browser, running.kaj, { width: 1600, height: 1000 });
  await logIn(page, 'admin@kaj.example');
  await page.goto('/administration/agreements');
  await page.getByTestId('agreement-node-SØ').click();
  await page.getByRole('heading', { name: 'SØ · Søfart (fælles regler)' }).waitFor();
  return page;
}

/** The row of the rules table whose rule is called `name` (the link in the row). */
function ruleRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/**
 * Types a time into an antd time picker, whose Enter takes it and closes the panel. No Escape after it: once the
 * panel has closed, an Escape reaches the drawer, which asks whether to close without saving (on a loaded machine
 * the panel was sometimes already closed, and the question covered the form).
 */
async function typeTime(page: Page, field: Locator, time: string) {
  await field.click();
  await page.keyboard.type(time);
  await page.keyboard.press('Enter');
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').waitFor({ state: 'hidden' });
  expect(await field.inputValue()).toBe(time);
}

/** The first test's tries: a retry makes an agreement of its own, as the code of the first try is taken. */
let tries = 0;

describe('agreements and pay-account rules', () => {
  // A whole working session of an administrator, so it gets more time than one screen's test.
  it('creates a child agreement that inherits, overrides a rule, adds an evening supplement and keeps both after a reload', { timeout: 120_000 }, async () => {
    tries += 1;
    const code = tries === 1 ? 'FÆRGE-AFT' : `FÆRGE-AFT-${tries}`;
    const page = await adminOnAgreements();

    await page.getByRole('button', { name: 'Ny underoverenskomst' }).click();
    const create = page.getByRole('dialog', { name: 'Ny overenskomst' });
    await create.getByLabel('Kode').fill(code);
    await create.getByLabel('Navn').fill('Færgepersonale, aftenhold');
    await create.getByRole('button', { name: 'Opret' }).click();
    await page.getByRole('heading', { name: `${code} · Færgepersonale, aftenhold` }).waitFor();
    expect(new URL(page.url()).searchParams.get('id')).not.toBeNull();

    // The parent's rules are there, marked as inherited from SØ.
    const night = ruleRow(page, 'Nattillæg 23-06');
    await night.waitFor();
    expect(await night.getByText('Arvet fra SØ').count()).toBe(1);
    expect(await ruleRow(page, 'Normtimer').getByText('Arvet fra SØ').count()).toBe(1);

    // Override the night supplement with a higher factor.
    await night.getByRole('button', { name: 'Overstyr Nattillæg 23-06' }).click();
    const override = page.getByRole('dialog', { name: `Overstyr Nattillæg 23-06 i ${code}` });
    await override.getByLabel('Navn').fill('Nattillæg 23-06, aftenhold');
    await override.getByLabel('Faktor', { exact: true }).fill('1,5');
    await override.getByRole('button', { name: 'Gem regel' }).click();
    const overridden = ruleRow(page, 'Nattillæg 23-06, aftenhold');
    await overridden.getByText('Overstyrer Nattillæg 23-06').waitFor();
    expect(await ruleRow(page, 'Nattillæg 23-06').count()).toBe(0);

    // A new period rule: evening supplement 17:00-23:00 on workdays.
    await page.getByRole('button', { name: 'Ny regel' }).click();
    const editor = page.getByRole('dialog', { name: `Ny regel i ${code}` });
    await editor.getByLabel('Navn').fill('Aftentillæg kl. 17-23');
    await editor.getByLabel('Beregningsrækkefølge').fill('45');
    await editor.getByLabel('Lønkonto').click();
    await page.keyboard.type('Aftentillæg');
    await page.keyboard.press('Enter');
    await typeTime(page, editor.getByLabel('Fra kl.'), '17:00');
    await typeTime(page, editor.getByLabel('Til kl.'), '23:00');
    await editor.getByRole('checkbox', { name: 'Hverdage', exact: true }).check();
    await editor.getByRole('button', { name: 'Gem regel' }).click();
    await ruleRow(page, 'Aftentillæg kl. 17-23').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: `${code} · Færgepersonale, aftenhold` }).waitFor();
    const evening = ruleRow(page, 'Aftentillæg kl. 17-23');
    await evening.waitFor();
    expect(await evening.innerText()).toContain('17:00-23:00 · hverdage · faktor 1');
    expect(await evening.getByText('Arvet fra').count()).toBe(0);
    expect(await ruleRow(page, 'Nattillæg 23-06, aftenhold').getByText('Overstyrer Nattillæg 23-06').count()).toBe(1);
    expect(await ruleRow(page, 'Normtimer').getByText('Arvet fra SØ').count()).toBe(1);

    // The saved rule opens with what was entered.
    await evening.getByRole('link', { name: 'Aftentillæg kl. 17-23' }).click();
    const saved = page.getByRole('dialog', { name: 'Rediger Aftentillæg kl. 17-23' });
    await saved.getByLabel('Fra kl.').waitFor();
    expect(await saved.getByLabel('Fra kl.').inputValue()).toBe('17:00');
    expect(await saved.getByLabel('Til kl.').inputValue()).toBe('23:00');
    expect(await saved.getByRole('checkbox', { name: 'Hverdage', exact: true }).isChecked()).toBe(true);
    expect(await saved.getByRole('checkbox', { name: 'Lørdage', exact: true }).isChecked()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId(`agreement-node-${code}`).waitFor();
    await page.context().close();
  });

  it('keeps hours per day and the DIS flag on an agreement, shows what it inherits, and checks the bounds in the form', async () => {
    const page = await adminOnAgreements();
    await page.getByRole('button', { name: 'Ny underoverenskomst' }).click();
    const create = page.getByRole('dialog', { name: 'Ny overenskomst' });
    await create.getByLabel('Kode').fill('HALV-DIS');
    await create.getByLabel('Navn').fill('Halvdagsfærge, DIS');
    await expect(create.getByLabel('Timer pr. dag').getAttribute('placeholder')).resolves.toBe('Arves: 7,40 fra SØ');
    await create.getByLabel('Timer pr. dag').fill('30');
    await create.getByRole('button', { name: 'Opret' }).click();
    await create.getByText('Timer pr. dag skal være fra 1 til 24').waitFor();
    await create.getByLabel('Timer pr. dag').fill('7,5');
    await create.getByRole('checkbox', { name: 'DIS-overenskomst' }).check();
    await create.screenshot({ path: '/tmp/facts-agreement-form.png' });
    await create.getByRole('button', { name: 'Opret' }).click();
    await page.getByRole('heading', { name: 'HALV-DIS · Halvdagsfærge, DIS' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'HALV-DIS · Halvdagsfærge, DIS' }).waitFor();
    await page.getByRole('button', { name: 'Rediger' }).click();
    const edit = page.getByRole('dialog', { name: 'Rediger HALV-DIS' });
    await expect(edit.getByLabel('Timer pr. dag').inputValue()).resolves.toBe('7,50');
    await expect(edit.getByRole('checkbox', { name: 'DIS-overenskomst' }).isChecked()).resolves.toBe(true);
    await page.context().close();
  });

  it('refuses a period rule without times in the browser, and shows the server’s reason for a refused delete', async () => {
    const page = await adminOnAgreements();

    await page.getByRole('button', { name: 'Ny regel' }).click();
    const editor = page.getByRole('dialog', { name: 'Ny regel i SØ' });
    await editor.getByLabel('Navn').fill('Uden tider');
    await editor.getByRole('button', { name: 'Gem regel' }).click();
    await editor.getByText('Perioden skal have et fra-tidspunkt').waitFor();
    expect(await editor.getByText('Perioden skal have et til-tidspunkt').count()).toBe(1);
    expect(await editor.getByText('Vælg den lønkonto, reglen bogfører på.').count()).toBe(1);
    await editor.getByRole('button', { name: 'Annuller' }).click();
    await page.getByRole('dialog', { name: 'Luk uden at gemme?' }).getByRole('button', { name: 'Luk uden at gemme' }).click();

    await page.getByRole('button', { name: 'Slet SØ' }).click();
    await page.getByRole('dialog', { name: 'Slet SØ?' }).getByRole('button', { name: 'Slet' }).click();
    const refused = page.getByRole('dialog', { name: 'SØ kan ikke slettes' });
    await refused.getByText(/Overenskomsten har underoverenskomster/).waitFor();
    await refused.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('agreement-node-SØ').waitFor();
    await page.context().close();
  });
});
