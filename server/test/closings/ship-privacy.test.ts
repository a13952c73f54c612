import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EmployeeDto, EmployeeRecordDto, SimpleClosingDto } from '@kaj/contract';
import { closings, employees } from '../../src/db/schema/index.ts';
import { client } from '../support/client.ts';
import { plannerOf } from '../support/organisation.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { approveMonth, buildCrew } from './closing-fixtures.ts';

const test = useTestApp();

const SEPTEMBER = '2026-09-01';
const range = { start: SEPTEMBER, end: '2026-09-30' };

// The shared Ship login (issue 17): it sees the crew, their watches and the closings' state, not pay balances,
// export values or contact data.
describe('what the shared Ship login sees', () => {
  it('reads the closings’ state, and is refused their figures, balances, norms and personal data', async () => {
    const crew = await buildCrew(test);
    await test.db.update(employees).set({ telephone: '12345678', email: 'hans@example.dk' }).where(eq(employees.id, crew.employee.id));
    await approveMonth(crew, crew.employment.id, SEPTEMBER, range.end);
    expect((await crew.planner.post('Plan/LockClosing', [{ employmentId: crew.employment.id, period: SEPTEMBER }], { comment: 'September' })).statusCode).toBe(200);
    const [closing] = await test.db.select().from(closings).where(eq(closings.employmentId, crew.employment.id));
    const ship = client(test, (await plannerOf(test, [crew.ship.id], 'Ship')).token);

    const states = await ship.post('Plan/GetSimpleClosings', { period: SEPTEMBER, departmentId: crew.ship.id });
    expect(states.statusCode, states.body).toBe(200);
    expect((states.json() as SimpleClosingDto[]).map((row) => [row.employmentId, row.locked, row.comment])).toEqual([[crew.employment.id, true, 'September']]);

    const refused = [
      await ship.get('Plan/GetClosing', { employmentId: crew.employment.id, period: SEPTEMBER, showall: false }),
      await ship.get('Plan/GetClosingById', { closingId: closing!.id }),
      await ship.get('Plan/GetClosingMid', { employmentId: crew.employment.id, calcFrom: SEPTEMBER, calcTo: '2026-09-15' }),
      await ship.post('Plan/GetBalance', null, { employeeId: crew.employee.id }),
      await ship.get('Plan/GetNorms', { payAccountRulePeriodDefID: 1 }),
      await ship.get('Employee/GetEmployeeById', { id: crew.employee.id }),
      await ship.get('Employee/GetNextOfKinByEmployeeId', { employeeId: crew.employee.id }),
      await ship.get('Employee/GetNamedInfo', { employeeId: crew.employee.id, infoName: 'CPR' }),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual(refused.map(() => 403));
    // The planner of the ship still reads the figures.
    const figures = await crew.planner.get('Plan/GetClosing', { employmentId: crew.employment.id, period: SEPTEMBER, showall: false });
    expect(figures.statusCode, figures.body).toBe(200);
    expect(figures.json().activities.length).toBeGreaterThan(0);
  });

  it('gets the grid with the watches but without balances, pay activity, norms or contact data', async () => {
    const crew = await buildCrew(test);
    await test.db.update(employees).set({ telephone: '12345678', email: 'hans@example.dk' }).where(eq(employees.id, crew.employee.id));
    const ship = client(test, (await plannerOf(test, [crew.ship.id], 'Ship')).token);
    const gridOf = async (as: typeof ship) => {
      const answer = await as.post('Plan/GetEmployeesPeriod', { propertyIds: [], showHidden: false }, { departmentid: crew.ship.id, ...range });
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json() as EmployeeDto[]).find((row) => row.employeeId === crew.employee.id)!;
    };
    const seen = await gridOf(ship);
    const watches = seen.employments[0]!.watchDays.flatMap((day) => day.watches).filter((watch) => watch.realisedWatchId !== null);
    expect(watches.map((watch) => watch.startDate)).toEqual(['2026-09-07', '2026-09-08']);
    expect([seen.saldi, seen.payAccountValues, seen.norms, seen.contractBalances, seen.telephone, seen.email]).toEqual([[], [], [], [], null, null]);

    const planned = await gridOf(crew.planner);
    expect(planned.payAccountValues.length).toBeGreaterThan(0);
    expect([planned.telephone, planned.email]).toEqual(['12345678', 'hans@example.dk']);
  });

  it('finds the crew by name and number without their telephone or e-mail', async () => {
    const crew = await buildCrew(test);
    await test.db.update(employees).set({ telephone: '12345678', email: 'hans@example.dk', code: '4711' }).where(eq(employees.id, crew.employee.id));
    const ship = client(test, (await plannerOf(test, [crew.ship.id], 'Ship')).token);
    const contactOf = async (as: typeof ship) => {
      const answers = [
        await as.get('Employee/GetEmployees'),
        await as.get('Employee/GetEmployeeByName', { name: crew.employee.lastName }),
        await as.get('Employee/GetEmployeeByCode', { code: '4711' }),
      ];
      return answers.map((answer) => {
        expect(answer.statusCode, answer.body).toBe(200);
        const rows = [answer.json() as EmployeeRecordDto | EmployeeRecordDto[]].flat();
        const row = rows.find((each) => each.employeeId === crew.employee.id)!;
        return [row.telephone, row.email];
      });
    };
    expect(await contactOf(ship)).toEqual([[null, null], [null, null], [null, null]]);
    expect(await contactOf(crew.planner)).toEqual(Array.from({ length: 3 }, () => ['12345678', 'hans@example.dk']));
  });
});
