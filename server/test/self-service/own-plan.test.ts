import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildShip } from '../support/organisation.ts';
import { signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { buildTemplate, buildWatch } from '../planning/grid-fixtures.ts';

const test = useTestApp();

async function employeeWithLogin() {
  const { deck } = await buildShip(test.db);
  const agreement = await buildAgreement(test.db);
  const employee = await buildEmployee(test.db, { firstName: 'Mads', lastName: 'Holm' });
  const employment = await buildEmployment(test.db, { employeeId: employee.id, agreementId: agreement.id, departmentId: deck.id, startDate: '2025-01-01' });
  const session = await signedIn(test, ['Employee']);
  await test.db.update(users).set({ employeeId: employee.id }).where(eq(users.id, session.user.id));
  return { employee, employment, app: client(test, session.token) };
}

describe('the employee app', () => {
  it('answers the caller’s own rows with their watches, and nobody else’s', async () => {
    const { employee, employment, app } = await employeeWithLogin();
    const other = await employeeWithLogin();
    const template = await buildTemplate(test.db, { code: 'D1' });
    await buildWatch(test.db, { employmentId: employment.id, template, date: '2026-11-03', startTime: '07:00', endTime: '15:00' });
    await buildWatch(test.db, { employmentId: other.employment.id, template, date: '2026-11-03', startTime: '07:00', endTime: '15:00' });

    const answer = await app.post('App/GetEmployeesPeriod', undefined, { start: '2026-11-01', end: '2026-11-30' });
    expect(answer.statusCode).toBe(200);
    const rows = answer.json() as { employeeId: number; totalTime: number; employments: { employmentId: number; watchDays: { date: string; watches: { code: string }[] }[] }[] }[];
    expect(rows.map((row) => row.employeeId)).toEqual([employee.id]);
    expect(rows[0]!.totalTime).toBe(480);
    expect(rows[0]!.employments[0]!.watchDays.find((day) => day.date === '2026-11-03')!.watches.map((watch) => watch.code)).toEqual(['D1']);
  });

  it('shows the caller’s account, and the calendar through the App controller', async () => {
    const { employee, employment, app } = await employeeWithLogin();
    const account = await app.get('App/MyAccount');
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({ employeeId: employee.id, firstName: 'Mads', lastName: 'Holm', employments: [{ employmentId: employment.id }] });

    const month = await app.get('App/GetMonthYear', { month: 12, year: 2026 });
    const days = month.json() as { date: string; isHoliday: boolean; title: string | null }[];
    expect(days).toHaveLength(31);
    expect(days.find((day) => day.date === '2026-12-25')).toMatchObject({ isHoliday: true, title: 'Juledag' });
  });

  it('answers a user without an employee with no rows, and no account', async () => {
    const lone = client(test, (await signedIn(test, ['Employee'])).token);
    expect((await lone.post('App/GetEmployeesPeriod', undefined, { start: '2026-11-01', end: '2026-11-30' })).json()).toEqual([]);
    const account = await lone.get('App/MyAccount');
    expect(account.statusCode).toBe(404);
    expect(account.json().message).toBe('Din bruger er ikke knyttet til en medarbejder.');
  });
});
