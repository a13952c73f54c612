import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { properties } from '../../server/src/db/schema/index.ts';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';


const running = useKajAndBrowser();

/** A node of the property tree, found by its name and code as the tree shows them. */
const node = (page: Page, text: string) => page.getByRole('treeitem').filter({ hasText: text });
const panel = (page: Page) => page.getByTestId('property-panel');

async function addBelow(page: Page, parent: string, name: string, code: string, another = false) {
  await node(page, parent).click();
  await panel(page).getByRole('button', { name: 'Tilføj underliggende' }).click();
  await panel(page).getByLabel('Navn').fill(name);
  await panel(page).getByLabel('Kode').fill(code);
  await panel(page).getByRole('button', { name: another ? 'Opret og tilføj en til' : 'Opret', exact: true }).click();
  await page.getByText(`${name} er oprettet.`).last().waitFor();
}

/** The path the edit panel shows above its form, e.g. "Østersø Færger / M/F Hammershus / Dæk". */
async function pathOf(page: Page, text: string): Promise<string> {
  await node(page, text).click();
  await panel(page).getByRole('button', { name: 'Slet' }).waitFor();
  return (await panel(page).locator('.ant-typography-secondary').first().innerText()).trim();
}

describe('the departments screen', () => {
  it('lets an admin build, move, rename and keep a department tree, refuses deleting a used department, and keeps a timetable', async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'admin@kaj.example');
    await page.goto('/administration/departments');
    await node(page, 'M/F Havørnen').waitFor();

    // A new ship with Dæk and Maskine below it, and a galley put in the wrong place.
    await addBelow(page, 'Østersø Færger', 'M/F Hammershus', 'HAM');
    await panel(page).getByText('Rediger M/F Hammershus').waitFor();
    await panel(page).getByRole('button', { name: 'Tilføj underliggende' }).click();
    await panel(page).getByLabel('Navn').fill('Dæk');
    await panel(page).getByLabel('Kode').fill('HAM-DAEK');
    await panel(page).getByRole('button', { name: 'Opret og tilføj en til' }).click();
    await page.getByText('Dæk er oprettet.').waitFor();
    await panel(page).getByLabel('Navn').fill('Maskine');
    await panel(page).getByLabel('Kode').fill('HAM-MASK');
    await panel(page).getByRole('button', { name: 'Opret', exact: true }).click();
    await page.getByText('Maskine er oprettet.').waitFor();
    await addBelow(page, 'Østersø Færger', 'Kabys', 'HAM-KAB');
    expect(await pathOf(page, 'HAM-KAB')).toBe('Østersø Færger / Kabys');

    // Drag the galley onto the new ship.
    const ship = node(page, 'M/F Hammershus');
    const box = await ship.boundingBox();
    if (!box) throw new Error('Skibet vises ikke');
    await node(page, 'HAM-KAB').dragTo(ship, { targetPosition: { x: box.width / 3, y: box.height * 0.75 } });
    await page.getByText('Kabys er flyttet under M/F Hammershus.').waitFor();
    expect(await pathOf(page, 'HAM-KAB')).toBe('Østersø Færger / M/F Hammershus / Kabys');

    // Rename it, and make it a catering department (the catering report counts it by the flag).
    await panel(page).getByLabel('Navn').fill('Cafeteria');
    await panel(page).getByRole('switch', { name: 'Cateringafdeling' }).click();
    await panel(page).screenshot({ path: '/tmp/facts-department-panel.png' });
    await panel(page).getByRole('button', { name: 'Gem' }).click();
    await page.getByText('Cafeteria er gemt.').waitFor();
    const [galley] = await running.kaj.db.select({ isCatering: properties.isCatering }).from(properties).where(eq(properties.code, 'HAM-KAB'));
    expect(galley?.isCatering).toBe(true);
    await node(page, 'HAM-KAB').filter({ hasText: 'Cafeteria' }).waitFor();

    // Havørnen's deck has employments: the server refuses, the panel says why, and the department stays.
    await node(page, 'HAV-DAEK').click();
    await panel(page).getByRole('button', { name: 'Slet' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Slet' }).click();
    const refusal = panel(page).getByTestId('delete-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toContain('Egenskaben kan ikke slettes, fordi den bruges på');
    expect(await node(page, 'HAV-DAEK').count()).toBe(1);

    // A timetable for the new ship with one line and one day.
    await page.getByRole('tab', { name: 'Tidsplaner' }).click();
    await page.getByRole('button', { name: 'Ny tidsplan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny tidsplan' });
    await dialog.getByLabel('Navn').fill('Sejlplan Rønne–Ystad');
    await dialog.getByLabel('Afdelinger').click();
    await page.keyboard.type('Hammershus');
    await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: 'M/F Hammershus' }).click();
    await dialog.getByText('Navn', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Opret' }).click();
    await page.getByText('Sejlplan Rønne–Ystad er oprettet.').waitFor();
    await page.getByLabel('Ny linjes tekst').fill('Rønne–Ystad');
    await page.getByRole('button', { name: 'Tilføj linje' }).click();
    const day3 = page.getByRole('button', { name: /^Rønne–Ystad, 3\. \p{L}+/u });
    await day3.click();
    const saved = page.waitForResponse((response) => response.url().includes('SaveTimeTableEntry') && response.ok());
    await page.getByRole('textbox', { name: /^Rønne–Ystad, 3\./ }).fill('Rønne 06:30, Ystad 08:00');
    await page.keyboard.press('Enter');
    await saved;

    // After a reload everything is there.
    await page.reload();
    await page.getByRole('button', { name: /^Rønne–Ystad, 3\. \p{L}+: Rønne 06:30, Ystad 08:00$/u }).waitFor();
    await page.getByText('Østersø Færger / M/F Hammershus').waitFor();
    await page.getByRole('tab', { name: 'Afdelingstræ' }).click();
    expect(await pathOf(page, 'HAM-DAEK')).toBe('Østersø Færger / M/F Hammershus / Dæk');
    expect(await pathOf(page, 'HAM-MASK')).toBe('Østersø Færger / M/F Hammershus / Maskine');
    expect(await pathOf(page, 'HAM-KAB')).toBe('Østersø Færger / M/F Hammershus / Cafeteria');

    await node(page, 'M/F Hammershus').click();
    await panel(page).getByRole('button', { name: 'Slet' }).waitFor();
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('shows the job groups, and the other property types through the selector', async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'admin@kaj.example');
    await page.goto('/administration/job-groups');
    await node(page, 'Officerer').waitFor();
    await page.getByLabel('Egenskabstype').click();
    await page.locator('.ant-select-item-option[title="Fravær"]').click();
    await node(page, 'Barsel').waitFor();
    expect(new URL(page.url()).searchParams.get('type')).not.toBeNull();
  });

  it("sets a planner's departments in the user editor", async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'admin@kaj.example');
    await page.goto('/administration/users');
    await page.getByRole('button', { name: 'Rediger Per Planlægger' }).click();
    const drawer = page.getByRole('dialog', { name: 'Rediger Per Planlægger' });
    const field = drawer.getByLabel('Afdelinger som planlægger');
    await drawer.getByText('Østersø Færger / M/F Havørnen').waitFor();
    await field.click();
    await page.keyboard.type('Søløven');
    await page.locator('.ant-select-tree-checkbox').last().waitFor();
    await page.locator('.ant-select-tree-treenode').filter({ hasText: 'M/F Søløven · SOL' }).locator('.ant-select-tree-checkbox').click();
    await drawer.getByText('Afdelinger som planlægger').click();
    await drawer.getByRole('button', { name: 'Gem' }).click();
    await page.getByText('Per Planlægger er gemt.').waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Rediger Per Planlægger' }).click();
    await drawer.getByText('Østersø Færger / M/F Søløven').waitFor();
    await drawer.getByText('Østersø Færger / M/F Havørnen').waitFor();
  });

  it('hides Afdelinger from a planner and sends them away from the screen', async () => {
    const page = await newPage(running.browser, running.kaj);
    await logIn(page, 'planner@kaj.example');
    await page.goto('/administration');
    const items = page.getByTestId('administration-menu').getByRole('menuitem');
    await items.first().waitFor();
    expect(await items.allInnerTexts()).not.toContain('Afdelinger');
    await page.goto('/administration/departments');
    await page.waitForURL((url) => url.pathname === '/home');
  });
});
