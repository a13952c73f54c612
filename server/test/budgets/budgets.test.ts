import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { budgetFte } from '../../src/db/schema/index.ts';
import { client, type Client } from '../support/client.ts';
import { buildDepartment, buildProperty } from '../support/organisation.ts';
import { buildPayAccount } from '../support/pay-config.ts';
import { callApi, createTestApp, signedIn, type TestApp } from '../support/test-app.ts';

let test: TestApp;
let admin: Client;
let adminToken: string;
let deck: { id: number };
let engine: { id: number };
let officers: { id: number };
let crew: { id: number };
let fixedId: number;
let reliefId: number;
beforeAll(async () => {
  test = await createTestApp();
  adminToken = (await signedIn(test, ['Admin'])).token;
  admin = client(test, adminToken);
  const ship = await buildDepartment(test.db, { name: 'M/F Budget', code: 'BUD', selectable: false });
  deck = await buildDepartment(test.db, { name: 'Dæk', code: 'BUD-DAEK', parentId: ship.id });
  engine = await buildDepartment(test.db, { name: 'Maskine', code: 'BUD-MASK', parentId: ship.id });
  officers = await buildProperty(test.db, 'positionGroup', { name: 'Officerer', code: 'OFF' });
  crew = await buildProperty(test.db, 'positionGroup', { name: 'Menige', code: null });
  const budgetProperty = await buildProperty(test.db, 'budget', { name: 'Fast besætning' });
  const normTimer = await buildPayAccount(test.db, { name: 'Normtimer' });
  fixedId = (await admin.post('Budget/SaveBudgetAccount', { name: 'Fast besætning', budgetGroup: 'Besætning', sortOrder: 1, propertyId: budgetProperty.id })).json().budgetAccountId;
  reliefId = (await admin.post('Budget/SaveBudgetAccount', { name: 'Afløsere', sortOrder: 2, type: 'payAccount', payAccountId: normTimer.id })).json().budgetAccountId;
});
afterAll(() => test.close());

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Maj', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dec'];

/** An .xlsx with the header and the rows given, base64-encoded as the import takes it. */
async function workbook(rows: (string | number | null | ExcelJS.CellFormulaValue)[][], header = ['Afdeling', 'Budgetkonto', 'Stillingsgruppe', ...MONTHS]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Budget');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

const twelve = (value: number) => Array.from({ length: 12 }, () => value);
const fteRows = async () => (await test.db.select().from(budgetFte)).map(({ id: _id, ...row }) => row).sort((a, b) => a.month - b.month || a.departmentPropertyId - b.departmentPropertyId);

describe('budget accounts', () => {
  it('lists, edits and deletes budget accounts, refusing bad ones and one the budget uses', async () => {
    const listed = (await admin.get('Budget/GetBudgetAccounts')).json();
    expect(listed.map((account: { name: string }) => account.name)).toEqual(['Fast besætning', 'Afløsere']);
    expect(listed[0]).toMatchObject({ budgetGroup: 'Besætning', type: 'normHours', payAccountId: null });
    const position = await buildProperty(test.db, 'position', { name: 'Matros' });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'afløsere' }, 'Der findes allerede en budgetkonto med navnet "afløsere".'],
      [{ name: 'Målt', type: 'payAccount' }, 'En budgetkonto, der måles på en lønkonto, skal have lønkontoen.'],
      [{ name: 'Forkert', propertyId: position.id }, 'Egenskaben "Matros" er ikke en budgetegenskab.'],
    ];
    for (const [body, message] of cases) expect((await admin.post('Budget/SaveBudgetAccount', body)).json().message).toBe(message);
    const temporary = (await admin.post('Budget/SaveBudgetAccount', { name: 'Midlertidig' })).json();
    const renamed = await admin.post('Budget/SaveBudgetAccount', { ...temporary, name: 'Omdøbt', budgetGroup: '' });
    expect(renamed.json()).toMatchObject({ budgetAccountId: temporary.budgetAccountId, name: 'Omdøbt', budgetGroup: null });
    expect((await admin.post('Budget/DeleteBudgetAccount', undefined, { id: temporary.budgetAccountId })).statusCode).toBe(204);
  });

  it('lets only Admin near budgets', async () => {
    const planner = client(test, (await signedIn(test, ['Planner'])).token);
    expect((await planner.get('Budget/GetBudgetAccounts')).statusCode).toBe(403);
    expect((await planner.get('Budget/GetBudgetFte', { year: 2026 })).statusCode).toBe(403);
    expect((await planner.post('Budget/ImportBudgetFte', { content: 'x' }, { year: 2026 })).statusCode).toBe(403);
  });
});

describe('budget FTE', () => {
  it("saves and reads one department's lines for a year", async () => {
    const lines = [
      { budgetAccountId: fixedId, positionGroupId: officers.id, months: twelve(4) },
      { budgetAccountId: reliefId, positionGroupId: crew.id, months: [1, 1, 1, 1, 1.5, 2.25, 2.25, 2, 1, 1, 1, 1] },
    ];
    const saved = await admin.post('Budget/SaveBudgetFte', { lines }, { year: 2025, departmentid: deck.id });
    expect(saved.json()).toEqual([
      { year: 2025, departmentPropertyId: deck.id, departmentCode: 'BUD-DAEK', departmentName: 'Dæk', budgetAccountId: fixedId, positionGroupId: officers.id, months: twelve(4) },
      expect.objectContaining({ budgetAccountId: reliefId, positionGroupId: crew.id, months: lines[1]!.months }),
    ]);
    expect((await admin.get('Budget/GetBudgetFte', { year: 2025, departmentid: engine.id })).json()).toEqual([]);
    const duplicate = await admin.post('Budget/SaveBudgetFte', { lines: [lines[0], lines[0]] }, { year: 2025, departmentid: deck.id });
    expect(duplicate.json().message).toBe('Hver budgetkonto og stillingsgruppe kan kun have én linje.');
    const notGroup = await admin.post('Budget/SaveBudgetFte', { lines: [{ ...lines[0], positionGroupId: deck.id }] }, { year: 2025, departmentid: deck.id });
    expect(notGroup.json().message).toBe('Egenskaben "Dæk" er ikke en stillingsgruppe.');
    const short = await admin.post('Budget/SaveBudgetFte', { lines: [{ ...lines[0], months: [1, 2] }] }, { year: 2025, departmentid: deck.id });
    expect(short.json().message).toContain('Der skal være en værdi for hver af årets 12 måneder');
    expect((await admin.get('Budget/GetBudgetFte', { year: 2025 })).json()).toHaveLength(2);
    const inUse = await admin.post('Budget/DeleteBudgetAccount', undefined, { id: fixedId });
    expect(inUse.json().message).toBe('Budgetkontoen "Fast besætning" indgår i FTE-budgettet og kan ikke slettes.');
  });

  it("imports a year's budget from an Excel sheet, replacing that year only, and writes it back in the same layout", async () => {
    await admin.post('Budget/SaveBudgetFte', { lines: [{ budgetAccountId: fixedId, positionGroupId: officers.id, months: twelve(9) }] }, { year: 2027, departmentid: engine.id });
    const content = await workbook([
      ['BUD-DAEK', 'Fast besætning', 'OFF', ...twelve(3)],
      [],
      ['bud-mask', 'afløsere', 'Menige', 0.5, '0,75', null, 1, 1, 1, 1, 1, 1, 1, { formula: '1+1', result: 2 }, 10 / 3],
    ]);
    const imported = await admin.post('Budget/ImportBudgetFte', { fileName: 'budget.xlsx', content }, { year: 2026 });
    expect(imported.json()).toEqual({ year: 2026, lineCount: 2, departmentCount: 2 });
    const lines = (await admin.get('Budget/GetBudgetFte', { year: 2026 })).json();
    expect(lines).toEqual([
      expect.objectContaining({ departmentCode: 'BUD-DAEK', budgetAccountId: fixedId, positionGroupId: officers.id, months: twelve(3) }),
      expect.objectContaining({ departmentCode: 'BUD-MASK', budgetAccountId: reliefId, positionGroupId: crew.id, months: [0.5, 0.75, 0, 1, 1, 1, 1, 1, 1, 1, 2, 3.33] }),
    ]);
    expect((await admin.get('Budget/GetBudgetFte', { year: 2027 })).json()).toHaveLength(1);

    const file = await callApi(test.app, 'GET', '/api/Budget/GetBudgetFteWorkbook', { token: adminToken, query: { year: 2026 } });
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toBe('attachment; filename="budget-fte-2026.xlsx"');
    const again = await admin.post('Budget/ImportBudgetFte', { content: file.rawPayload.toString('base64') }, { year: 2026 });
    expect(again.json()).toEqual({ year: 2026, lineCount: 2, departmentCount: 2 });
    expect((await admin.get('Budget/GetBudgetFte', { year: 2026 })).json()).toEqual(lines);
  });

  it('refuses a sheet with bad rows, naming each by its row number, and writes nothing of it', async () => {
    const before = await fteRows();
    const content = await workbook([
      ['BUD-DAEK', 'Fast besætning', 'OFF', ...twelve(1)],
      ['XX-UKENDT', 'Fast besætning', 'OFF', ...twelve(1)],
      ['BUD-DAEK', 'Findes ikke', 'Menige', ...twelve(1)],
      ['BUD', 'Afløsere', 'OFF', ...twelve(1)],
      ['BUD-MASK', 'Afløsere', 'OFF', 1, 'en', -2, ...twelve(1).slice(3)],
      ['BUD-DAEK', 'Fast besætning', 'off', ...twelve(2)],
      ['', 'Afløsere', '', ...twelve(1)],
    ]);
    const response = await admin.post('Budget/ImportBudgetFte', { content }, { year: 2026 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Budgettet blev ikke indlæst; intet er gemt. ' +
        'Række 3: afdelingen "XX-UKENDT" findes ikke. ' +
        'Række 4: budgetkontoen "Findes ikke" findes ikke. ' +
        'Række 5: afdelingen "BUD" samler kun andre afdelinger og kan ikke have et budget. ' +
        'Række 6: Feb er ikke et tal ("en"); Mar kan ikke være negativ. ' +
        'Række 7: samme afdeling, budgetkonto og stillingsgruppe som række 2. ' +
        'Række 8: afdelingen skal udfyldes; stillingsgruppen skal udfyldes.',
    );
    expect(await fteRows()).toEqual(before);
  });

  it('refuses a file that is no workbook, a sheet with other headers and one without lines', async () => {
    const before = await fteRows();
    const garbage = await admin.post('Budget/ImportBudgetFte', { content: Buffer.from('ikke et regneark').toString('base64') }, { year: 2026 });
    expect(garbage.json().message).toBe('Filen kan ikke læses som et Excel-ark (.xlsx).');
    const header = await admin.post('Budget/ImportBudgetFte', { content: await workbook([], ['Afd', 'Konto']) }, { year: 2026 });
    expect(header.json().message).toBe(
      'Budgettet blev ikke indlæst; intet er gemt. Række 1: overskrifterne skal være Afdeling, Budgetkonto, Stillingsgruppe og Jan, Feb, Mar, Apr, Maj, Jun, Jul, Aug, Sep, Okt, Nov, Dec.',
    );
    const empty = await admin.post('Budget/ImportBudgetFte', { content: await workbook([]) }, { year: 2026 });
    expect(empty.json().message).toBe('Arket har ingen budgetlinjer; intet er gemt.');
    expect((await admin.post('Budget/ImportBudgetFte', { content: await workbook([]) }, { year: 1999 })).json().message).toBe('Året skal være 2000-2100.');
    expect(await fteRows()).toEqual(before);
  });
});
