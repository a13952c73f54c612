import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { CrewListWithMembersDto } from '@kaj/contract';
import { newPage, useKajAndBrowser } from '../src/harness.ts';
import { logIn } from '../src/login.ts';
import { apiAs } from './planning-support.ts';

const running = useKajAndBrowser();
const PDF = '/tmp/records-crew-list.pdf';

describe('the crew list on paper', () => {
  it('prints the list of 30 people aboard on exactly one A4 page, with the FAL Form 5 columns', async () => {
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const today = dayjs().format('YYYY-MM-DD');
    const ship = (await api<{ shipId: number; name: string }[]>('Plan/GetCrewListShips')).find((each) => each.name === 'M/F Havørnen')!;
    const created = await api<CrewListWithMembersDto>('Plan/CreateCrewList', { date: today, time: '12:00', shipid: ship.shipId }, null);
    const [first] = created.members.filter((member) => member.employeeID !== null);
    if (first) {
      await api('Employee/SaveCrewIdentity', { employeeId: first.employeeID! }, {
        nationality: 'Dansk',
        birthPlace: 'Svendborg',
        identityDocumentType: 'seamansBook',
        identityDocumentNumber: 'DK 204518',
        identityDocumentExpiry: dayjs().add(3, 'year').format('YYYY-MM-DD'),
      });
    }
    // Pilots, technicians and passengers in the crew's care: external members up to 30.
    for (let n = created.members.length; n < 30; n++) {
      await api('Plan/AddExtCrewMember', { listid: created.crewListId, name: `Tekniker ${String(n + 1).padStart(2, '0')} Hansen-Jørgensen`, validUntil: today }, null);
    }

    const page = await newPage(running.browser, running.kaj, { width: 1400, height: 900 });
    await logIn(page, 'planner@kaj.example');
    await page.goto('/reports/crewlist');
    await page.getByText('M/F Havørnen').first().waitFor();
    await page.getByRole('combobox', { name: 'Lister på datoen' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Kl. 12:00 (30 personer)' }).last().click();
    const rows = page.locator('.crew-list-print tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(30);
    for (const title of ['Efternavn', 'Fornavne', 'Stilling', 'Nationalitet', 'Født', 'Identitetsdokument']) await page.locator('.crew-list-print th').filter({ hasText: title }).first().waitFor();
    if (first) await page.locator('.crew-list-print').getByText('Søfartsbog DK 204518', { exact: false }).waitFor();

    await page.emulateMedia({ media: 'print' });
    writeFileSync(PDF, await page.pdf({ format: 'A4', printBackground: true }));
    const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [PDF], { encoding: 'utf8' }))?.[1];
    expect(pages).toBe('1');
    execFileSync('pdftoppm', ['-png', '-r', '70', '-singlefile', PDF, '/tmp/records-crew-list']);
  }, 180_000);

  it('adds one of the company’s own people and an external member from the screen', async () => {
    const api = await apiAs(running.kaj, 'planner@kaj.example');
    const today = dayjs().format('YYYY-MM-DD');
    const ship = (await api<{ shipId: number; name: string }[]>('Plan/GetCrewListShips')).find((each) => each.name === 'M/F Havørnen')!;
    const created = await api<CrewListWithMembersDto>('Plan/CreateCrewList', { date: today, time: '03:00', shipid: ship.shipId }, null);
    const aboard = new Set(created.members.map((member) => member.employeeID));
    const ashore = (await api<{ employeeId: number; firstName: string; lastName: string }[]>('Employee/GetEmployees')).find((each) => !aboard.has(each.employeeId))!;

    const page = await newPage(running.browser, running.kaj, { width: 1400, height: 900 });
    await logIn(page, 'planner@kaj.example');
    await page.goto('/reports/crewlist');
    await page.getByText('M/F Havørnen').first().waitFor();
    await page.getByRole('combobox', { name: 'Lister på datoen' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: `Kl. 03:00 (${created.members.length} personer)` }).last().click();
    const rows = page.locator('.crew-list-print tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(created.members.length);

    const name = `${ashore.firstName} ${ashore.lastName}`;
    await page.getByRole('combobox', { name: 'Medarbejder' }).fill(ashore.lastName);
    await page.locator('.ant-select-item-option').filter({ hasText: name }).first().click();
    await page.getByRole('button', { name: 'Tilføj medarbejder' }).click();
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(created.members.length + 1);
    await page.locator('.crew-list-print').getByText(ashore.lastName, { exact: false }).first().waitFor();

    await page.getByPlaceholder('Navn').fill('  Lods Per Hansen ');
    await page.getByRole('button', { name: 'Tilføj', exact: true }).click();
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(created.members.length + 2);
    await page.locator('.crew-list-print').getByText('Lods Per Hansen', { exact: false }).first().waitFor();
  }, 180_000);
});
