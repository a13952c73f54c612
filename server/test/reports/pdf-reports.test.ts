import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTemplate, buildWatch } from '../planning/grid-fixtures.ts';
import { client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildShip, plannerOf } from '../support/organisation.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { pdfText } from './pdf-text.ts';

let test: TestApp;
let template: Awaited<ReturnType<typeof buildTemplate>>;
beforeAll(async () => {
  test = await createTestApp();
  template = await buildTemplate(test.db, { code: 'D1' });
});
afterAll(() => test.close());

/** Two deck hands of M/F Havørnen with a watch each on 3 November 2026, and a planner of the ship. */
async function deckCrew() {
  const { ship, deck } = await buildShip(test.db, 'M/F Havørnen');
  const agreementId = (await buildAgreement(test.db)).id;
  const employ = async (firstName: string, lastName: string) =>
    buildEmployment(test.db, { employeeId: (await buildEmployee(test.db, { firstName, lastName })).id, agreementId, departmentId: deck.id });
  const jens = await employ('Jens', 'Ærø');
  const lise = await employ('Lise', 'Østergaard');
  await buildWatch(test.db, { employmentId: jens.id, template, date: '2026-11-03', startTime: '07:00', endTime: '15:30' });
  await buildWatch(test.db, { employmentId: lise.id, template, date: '2026-11-04', startTime: '07:00', endTime: '15:00' });
  const planner = client(test, (await plannerOf(test, [ship.id])).token);
  return { deck, jens, lise, planner };
}

function expectPdf(answer: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) {
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(answer.rawPayload);
}

describe('work card', () => {
  it("prints each chosen employee's days with watches, times, hours and the total", async () => {
    const { jens, lise, planner } = await deckCrew();
    const answer = await planner.post('Report/GetWorkcard', [jens.id, lise.id], { start: '2026-11-03', end: '2026-11-04' });
    const text = expectPdf(answer);
    expect(text).toContain('Arbejdskort: Jens Ærø');
    expect(text).toContain('3.11.2026tirD107:00-15:308,50');
    expect(text).toContain('4.11.2026ons');
    expect(text).toContain('I alt8,50');
    expect(text).toContain('Arbejdskort: Lise Østergaard');
    expect(text).toContain('4.11.2026onsD107:00-15:008,00');
    expect(answer.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });

  it('refuses employments outside reach', async () => {
    const { jens } = await deckCrew();
    const stranger = client(test, (await plannerOf(test, [(await buildShip(test.db)).ship.id])).token);
    expect((await stranger.post('Report/GetWorkcard', [jens.id], { start: '2026-11-03', end: '2026-11-04' })).statusCode).toBe(403);
  });
});

describe('work schedule', () => {
  it("prints the department's employees by days with the chosen columns", async () => {
    const { deck, planner } = await deckCrew();
    const answer = await planner.post('Report/GetWorkSchedule', {}, {
      start: '2026-11-02',
      end: '2026-11-04',
      departmentid: deck.id,
      header: 'Dæk uge 45',
      showEmployeeIndex: true,
      showWeekNum: true,
      showWatchDetailsTime: true,
      showExplanations: true,
      fontSize: 8,
    });
    const text = expectPdf(answer);
    expect(text).toContain('Dæk uge 45');
    expect(text).toContain('Uge454545');
    expect(text).toContain('mantirons');
    expect(text).toContain('Nr.Navn020304');
    expect(text).toContain('1Jens ÆrøD107:0015:30');
    expect(text).toContain('2Lise ØstergaardD107:0015:00');
    expect(text).toContain('Forklaringer');
  });

  it('refuses a font size outside 6-14', async () => {
    const { deck, planner } = await deckCrew();
    const answer = await planner.post('Report/GetWorkSchedule', {}, { start: '2026-11-02', end: '2026-11-04', departmentid: deck.id, fontSize: 20 });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe("Parameteren 'fontSize' er ugyldig: den skal være mellem 6 og 14.");
  });
});
