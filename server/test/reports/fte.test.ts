import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { budgetAccounts, budgetFte, realisedWatchProperties } from '../../src/db/schema/index.ts';
import { buildTemplate, buildWatch } from '../planning/grid-fixtures.ts';
import { client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildProperty, buildShip, plannerOf } from '../support/organisation.ts';
import { useTestApp } from '../support/use-test-app.ts';

const test = useTestApp();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sheetValues(data: Buffer, name: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.getWorksheet(name)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/**
 * November 2026 up to the 15th has 10 workdays (2–6 and 9–13), so full time is 10 × 7,4 = 74 hours.
 * Andersen (budget Fast besætning, Dæksmandskab) works 5 × 8 hours = 40 hours → 40 / 74 = 0,54 FTE against 1,5
 * budgeted; his sick day, a cancelled watch and a watch on the 16th count for nothing. Berg (no budget property,
 * Dæksmandskab) works 2 × 8 hours → 16 / 74 = 0,22. The engine's line belongs to another department.
 */
async function novemberDeck() {
  const { ship, deck, engine } = await buildShip(test.db, 'M/F Havørnen');
  const agreementId = (await buildAgreement(test.db)).id;
  const template = await buildTemplate(test.db);
  const fixedBudget = await buildProperty(test.db, 'budget', { name: 'Fast besætning' });
  const deckCrew = await buildProperty(test.db, 'positionGroup', { name: 'Dæksmandskab', code: null });
  const engineCrew = await buildProperty(test.db, 'positionGroup', { name: 'Maskinmandskab', code: null });
  const sick = await buildProperty(test.db, 'absence', { name: 'Syg' });
  const [account] = await test.db.insert(budgetAccounts).values({ name: 'Fast besætning', sortOrder: 10, propertyId: fixedBudget.id }).returning();
  const budgetRow = (departmentPropertyId: number, positionGroupId: number, value: string) =>
    Array.from({ length: 12 }, (_, index) => ({ year: 2026, month: index + 1, departmentPropertyId, budgetAccountId: account!.id, positionGroupId, value: index === 10 ? value : '9' }));
  await test.db.insert(budgetFte).values([...budgetRow(deck.id, deckCrew.id, '1.5'), ...budgetRow(engine.id, engineCrew.id, '2')]);

  const andersen = await buildEmployment(test.db, { employeeId: (await buildEmployee(test.db, { lastName: 'Andersen' })).id, agreementId, departmentId: deck.id, propertyIds: [fixedBudget.id, deckCrew.id] });
  const berg = await buildEmployment(test.db, { employeeId: (await buildEmployee(test.db, { lastName: 'Berg' })).id, agreementId, departmentId: deck.id, propertyIds: [deckCrew.id] });
  const carl = await buildEmployment(test.db, { employeeId: (await buildEmployee(test.db, { lastName: 'Carl' })).id, agreementId, departmentId: engine.id, propertyIds: [fixedBudget.id, engineCrew.id] });
  const day = (employmentId: number, date: string, cancelled = false) => buildWatch(test.db, { employmentId, template, date, startTime: '07:00', endTime: '15:00', cancelled });
  for (const date of ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']) await day(andersen.id, date);
  const sickDay = await day(andersen.id, '2026-11-09');
  await test.db.insert(realisedWatchProperties).values({ realisedWatchId: sickDay.realisedWatchId, propertyId: sick.id });
  await day(andersen.id, '2026-11-10', true);
  await day(andersen.id, '2026-11-16');
  await day(berg.id, '2026-11-02');
  await day(berg.id, '2026-11-03');
  await day(carl.id, '2026-11-02');
  const planner = client(test, (await plannerOf(test, [ship.id])).token);
  return { ship, deck, planner };
}

describe('FTE report', () => {
  it('sets budget FTE beside realised FTE per department, budget account and position group', async () => {
    const { ship, deck, planner } = await novemberDeck();
    const answer = await planner.get('Report/GetFte', { period: '2026-11-01', department: deck.id, closeDay: 15 });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(XLSX);
    expect(await sheetValues(answer.rawPayload, 'FTE')).toEqual([
      ['Afdeling', 'Afdelingsnavn', 'Budgetkonto', 'Stillingsgruppe', 'Budget FTE', 'Realiseret timer', 'Realiseret FTE', 'Afvigelse FTE'],
      [deck.code, 'Dæk', 'Fast besætning', 'Dæksmandskab', 1.5, 40, 0.54, -0.96],
      // A line without budget has no budget FTE and no difference (ExcelJS leaves the empty last cell out).
      [deck.code, 'Dæk', 'Uden budgetkonto', 'Dæksmandskab', undefined, 16, 0.22],
    ]);
    expect(await sheetValues(answer.rawPayload, 'Grundlag')).toEqual([
      ['Periode', '2026-11'],
      ['Til og med', '15.11.2026'],
      ['Arbejdsdage', 10],
      ['Fuldtidstimer', 74],
      ['Beregning', 'Realiseret FTE = realiserede normtimer / fuldtidstimer (37 timer om ugen × arbejdsdage / 5)'],
    ]);

    const wholeShip = await sheetValues((await planner.get('Report/GetFte', { period: '2026-11-01', department: ship.id, closeDay: 15 })).rawPayload, 'FTE');
    expect(wholeShip.map((row) => [row[1], row[4], row[6]])).toEqual([
      ['Afdelingsnavn', 'Budget FTE', 'Realiseret FTE'],
      ['Dæk', 1.5, 0.54],
      ['Dæk', undefined, 0.22],
      ['Maskine', 2, 0.11],
    ]);
  });

  it('refuses a close day outside the month and a department outside reach', async () => {
    const { planner } = await novemberDeck();
    const outside = await buildShip(test.db);
    const late = await planner.get('Report/GetFte', { period: '2026-11-01', closeDay: 31 });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Lukkedagen skal ligge mellem 1 og 30.');
    expect((await planner.get('Report/GetFte', { period: '2026-11-01', closeDay: 30, department: outside.ship.id })).statusCode).toBe(403);
  });
});
