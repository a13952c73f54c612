import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, periodOf } from '@kaj/domain';
import { todayInCopenhagen } from '../../src/clock.ts';
import { DEMO_PASSWORD } from '../../src/demo/demo-password.ts';
import { client } from '../support/client.ts';
import { openDemoDatabase } from '../support/demo-database.ts';
import { createTestApp, login, type TestApp } from '../support/test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({}, openDemoDatabase);
});
afterAll(() => test.close());

const as = async (email: string) => client(test, await login(test.app, email, DEMO_PASSWORD));

describe('the demo’s self-service', () => {
  it('has absence wishes waiting for Havørnen’s planner and a trip of Sofie Lund with its allowance', async () => {
    const planner = await as('planner@kaj.example');
    const ships = (await planner.get('Plan/GetCrewListShips')).json() as { shipId: number; name: string }[];
    expect(ships.map((ship) => ship.name)).toEqual(['M/F Havørnen']);
    const wishes = (await planner.post('Plan/GetOutstandingAbsenceWishes', {}, { departmentid: ships[0]!.shipId })).json() as { employeeName: string; propertyName: string }[];
    expect(wishes.map((wish) => [wish.employeeName, wish.propertyName])).toEqual([
      ['Sofie Lund', 'Ferie'],
      ['Kasper Nørgaard', 'Afspadsering'],
    ]);

    const sofie = await as('employee@kaj.example');
    const today = todayInCopenhagen();
    const trips = (await sofie.get('App/GetMilages', { start: periodOf(today), end: addDays(periodOf(today), 27) })).json();
    // 2 × 84,5 km = 169 km at the 2026 rate 3,94 kr = 665,86 kr.
    expect(trips).toMatchObject([{ purpose: 'Sikkerhedskursus i Svendborg', kmTotal: 169, amount: 665.86 }]);
  });
});
