import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agreements, budgetAccounts, budgetFte, employments, realisedWatchProperties } from '../../src/db/schema/index.ts';
import { buildTemplate, buildWatch } from '../planning/grid-fixtures.ts';
import { client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildProperty, buildShip, plannerOf } from '../support/organisation.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { sheetValues } from './sheet-values.ts';

const test = useTestApp();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
      ['Afdeling', 'Afdelingsnavn', 'Budgetkonto', 'Stillingsgruppe', 'Budget FTE', 'Ansat FTE', 'Realiseret timer', 'Realiseret FTE', 'Afvigelse FTE'],
      [deck.code, 'Dæk', 'Fast besætning', 'Dæksmandskab', 1.5, 1, 40, 0.54, -0.96],
      // A line without budget has no budget FTE and no difference (ExcelJS leaves the empty last cell out).
      [deck.code, 'Dæk', 'Uden budgetkonto', 'Dæksmandskab', undefined, 1, 16, 0.22],
    ]);
    expect(await sheetValues(answer.rawPayload, 'Grundlag')).toEqual([
      ['Periode', '2026-11'],
      ['Til og med', '15.11.2026'],
      ['Arbejdsdage', 10],
      ['Realiseret FTE', 'realiserede normtimer / (overenskomstens timer pr. dag × arbejdsdage), pr. ansættelse'],
      ['Ansat FTE', 'ugetimer / (timer pr. dag × 5) × ansatte arbejdsdage / arbejdsdage; fuldtid er 1'],
      ['Fremad', 'normtimer i hele måneden / (timer pr. dag × månedens arbejdsdage); realiseret for måneder, der er forbi, ellers planlagt (realiseret til i dag og planlagt resten)'],
    ]);

    const wholeShip = await sheetValues((await planner.get('Report/GetFte', { period: '2026-11-01', department: ship.id, closeDay: 15 })).rawPayload, 'FTE');
    expect(wholeShip.map((row) => [row[1], row[4], row[7]])).toEqual([
      ['Afdelingsnavn', 'Budget FTE', 'Realiseret FTE'],
      ['Dæk', 1.5, 0.54],
      ['Dæk', undefined, 0.22],
      ['Maskine', 2, 0.11],
    ]);
  });

  /*
   * A 30 h/week employment on an agreement of 7,5 hours a day (37,5 a week), employed from 9 November: its contracted
   * FTE to the 15th is 30 / 37,5 × 5 employed workdays / 10 = 0,40; its 5 × 6 = 30 realised hours are
   * 30 / (7,5 × 10) = 0,40 FTE.
   */
  it("counts a part-timer by her weekly hours and her agreement's hours per day", async () => {
    const { ship, deck } = await buildShip(test.db, 'M/F Søløven');
    const agreement = await buildAgreement(test.db);
    await test.db.update(agreements).set({ hoursPerDay: '7.50' }).where(eq(agreements.id, agreement.id));
    const template = await buildTemplate(test.db);
    const employment = await buildEmployment(test.db, { employeeId: (await buildEmployee(test.db, { lastName: 'Deltid' })).id, agreementId: agreement.id, departmentId: deck.id, startDate: '2026-11-09' });
    await test.db.update(employments).set({ weeklyHours: '30' }).where(eq(employments.id, employment.id));
    for (const date of ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13']) {
      await buildWatch(test.db, { employmentId: employment.id, template, date, startTime: '08:00', endTime: '14:00' });
    }
    const planner = client(test, (await plannerOf(test, [ship.id])).token);
    const rows = await sheetValues((await planner.get('Report/GetFte', { period: '2026-11-01', department: deck.id, closeDay: 15 })).rawPayload, 'FTE');
    expect(rows[1]).toEqual([deck.code, 'Dæk', 'Uden budgetkonto', 'Uden stillingsgruppe', undefined, 0.4, 30, 0.4]);
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
