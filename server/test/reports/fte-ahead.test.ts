import { describe, expect, it } from 'vitest';
import { budgetAccounts, budgetFte, realisedWatchProperties } from '../../src/db/schema/index.ts';
import { buildTemplate, buildWatch } from '../planning/grid-fixtures.ts';
import { client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildProperty, buildShip, plannerOf } from '../support/organisation.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { sheetValues } from './sheet-values.ts';

// The FTE report's months ahead (issue 20): budget beside the FTE of the month's watches, realised for months that are
// over and planned from the current month on, by the realised FTE's exact arithmetic.

const test = useTestApp({ KAJ_NOW: '2026-11-20T12:00' });

/**
 * Today is 20 November 2026. Andersen (7,40 hours a day) on the deck's budget line (1 FTE in October, 1,5 in
 * November, 2 in December):
 * - October, over, 22 workdays (162,8 full-time hours): 5 realised watches of 8 hours, 40 / 162,8 = 0,2457 → 0,25.
 * - November, the current month, 21 workdays (155,4 hours): one worked watch (16th) and two planned (25th, 26th) of
 *   8 hours, 24 / 155,4 = 0,1544 → 0,15; a planned sick day counts for nothing.
 * - December, 22 workdays (25 December is a holiday, 24 and 31 are workdays): 11 planned watches of 14 h 48 min,
 *   11 × 888 = 9.768 minutes = 22 × 444, exactly 1,00; a cancelled watch counts for nothing.
 */
async function deckWithPlan() {
  const { ship, deck } = await buildShip(test.db, 'M/F Havørnen');
  const agreementId = (await buildAgreement(test.db)).id;
  const template = await buildTemplate(test.db);
  const fixedBudget = await buildProperty(test.db, 'budget', { name: 'Fast besætning' });
  const deckCrew = await buildProperty(test.db, 'positionGroup', { name: 'Dæksmandskab', code: null });
  const sick = await buildProperty(test.db, 'absence', { name: 'Syg' });
  const [account] = await test.db.insert(budgetAccounts).values({ name: 'Fast besætning', sortOrder: 10, propertyId: fixedBudget.id }).returning();
  const budget: Record<number, string> = { 10: '1', 11: '1.5', 12: '2' };
  await test.db
    .insert(budgetFte)
    .values(Array.from({ length: 12 }, (_, index) => ({ year: 2026, month: index + 1, departmentPropertyId: deck.id, budgetAccountId: account!.id, positionGroupId: deckCrew.id, value: budget[index + 1] ?? '0' })));
  const andersen = await buildEmployment(test.db, { employeeId: (await buildEmployee(test.db, { lastName: 'Andersen' })).id, agreementId, departmentId: deck.id, propertyIds: [fixedBudget.id, deckCrew.id] });
  const watch = (date: string, endTime = '15:00', cancelled = false) => buildWatch(test.db, { employmentId: andersen.id, template, date, startTime: '07:00', endTime, cancelled });
  for (const date of ['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08', '2026-10-09']) await watch(date);
  for (const date of ['2026-11-16', '2026-11-25', '2026-11-26']) await watch(date);
  const sickDay = await watch('2026-11-27');
  await test.db.insert(realisedWatchProperties).values({ realisedWatchId: sickDay.realisedWatchId, propertyId: sick.id });
  for (let day = 1; day <= 11; day += 1) await watch(`2026-12-${String(day).padStart(2, '0')}`, '21:48');
  await watch('2026-12-14', '15:00', true);
  const planner = client(test, (await plannerOf(test, [ship.id])).token);
  return { deck, planner };
}

const line = { department: expect.any(String), departmentName: 'Dæk', budgetAccount: 'Fast besætning', positionGroup: 'Dæksmandskab' };

describe('FTE ahead', () => {
  it('sets the budget beside realised FTE for a month that is over and planned FTE from the current month on', async () => {
    const { deck, planner } = await deckWithPlan();
    const answer = await planner.get('Report/GetFteAhead', { period: '2026-10-01', department: deck.id });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual([
      { period: '2026-10-01', source: 'realised', ...line, budgetFte: 1, hours: 40, fte: 0.25, difference: -0.75 },
      { period: '2026-11-01', source: 'planned', ...line, budgetFte: 1.5, hours: 24, fte: 0.15, difference: -1.35 },
      { period: '2026-12-01', source: 'planned', ...line, budgetFte: 2, hours: 162.8, fte: 1, difference: -1 },
    ]);
  });

  it('writes the same months in the workbook\'s sheet "Fremad"', async () => {
    const { deck, planner } = await deckWithPlan();
    const answer = await planner.get('Report/GetFte', { period: '2026-10-01', department: deck.id, closeDay: 31 });
    expect(answer.statusCode).toBe(200);
    expect((await sheetValues(answer.rawPayload, 'Fremad')).map((row) => [row[0], row[1], row[3], row[6], row[7], row[8], row[9]])).toEqual([
      ['Måned', 'Grundlag', 'Afdelingsnavn', 'Budget FTE', 'Timer', 'FTE', 'Afvigelse FTE'],
      ['2026-10', 'Realiseret', 'Dæk', 1, 40, 0.25, -0.75],
      ['2026-11', 'Planlagt', 'Dæk', 1.5, 24, 0.15, -1.35],
      ['2026-12', 'Planlagt', 'Dæk', 2, 162.8, 1, -1],
    ]);
  });

  it('refuses a department outside reach', async () => {
    const { planner } = await deckWithPlan();
    const outside = await buildShip(test.db);
    expect((await planner.get('Report/GetFteAhead', { period: '2026-11-01', department: outside.ship.id })).statusCode).toBe(403);
  });
});
