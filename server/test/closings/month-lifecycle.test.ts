import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ClosingEmployeeDto } from '@kaj/contract';
import { parseClockSetting, setClock } from '../../src/clock.ts';
import { queryRows } from '../../src/db/raw.ts';
import { employees, exportPackages } from '../../src/db/schema/index.ts';
import { buildEmployee, buildEmployment } from '../support/organisation.ts';
import { buildPayAccount, buildRule, giveRule } from '../support/pay-config.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { addWatch, approveMonth, buildCrew, closingState, type Crew } from './closing-fixtures.ts';

// The month's lifecycle at a set business clock (issue 14.3): nothing that has not happened is approved or locked.
// The clock stands at Tuesday 24 November 2026, 12:00 in Copenhagen, unless a test moves it.

const NOW = '2026-11-24T12:00';
const test = useTestApp({ KAJ_NOW: NOW });
afterEach(() => setClock(parseClockSetting(NOW)));

const NOVEMBER = '2026-11-01';
const at = (moment: string) => setClock(parseClockSetting(moment));

const lock = (crew: Crew, employmentId: number, periods: string[]) => crew.planner.post('Plan/LockClosing', periods.map((period) => ({ employmentId, period })));
const approve = (crew: Crew, employmentId: number, start: string, end: string) => crew.admin.post('Plan/Approve', { employmentIds: [employmentId] }, { start, end });
const approvalCount = async (employmentId: number) =>
  (await queryRows<{ n: number }>(test.db, sql`select count(*)::int as n from approvals where employment_id = ${employmentId}`))[0]!.n;

/** The crew of the worked example with September and October approved and locked, and two watches in November: the 23rd (ended) and today 08:00-16:00. */
async function crewInNovember() {
  const crew = await buildCrew(test);
  await addWatch(test, crew.employment.id, '2026-11-23', '08:00', '16:00');
  await addWatch(test, crew.employment.id, '2026-11-24', '08:00', '16:00');
  await approveMonth(crew, crew.employment.id, '2026-09-01', '2026-10-31');
  expect((await lock(crew, crew.employment.id, ['2026-09-01', '2026-10-01'])).statusCode).toBe(200);
  return crew;
}

describe('approving', () => {
  it('refuses a watch that has not ended, naming it, and approves the days before it; once it has ended it is approved', async () => {
    const crew = await crewInNovember();
    const name = `Hans ${crew.employee.lastName}`;
    const before = await approvalCount(crew.employment.id);
    const refused = await approve(crew, crew.employment.id, NOVEMBER, '2026-11-30');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'watch_not_ended',
      message: `1 vagt er ikke slut endnu og kan ikke godkendes: ${name} (slutter 24.11.2026 kl. 16:00). Vælg en periode, der slutter før.`,
    });
    expect(await approvalCount(crew.employment.id)).toBe(before);

    expect((await approve(crew, crew.employment.id, NOVEMBER, '2026-11-23')).statusCode).toBe(200);
    at('2026-11-24T16:00');
    expect((await approve(crew, crew.employment.id, NOVEMBER, '2026-11-30')).statusCode).toBe(200);
    expect(await approvalCount(crew.employment.id)).toBe(before + 2);
  });
});

describe('locking', () => {
  it('refuses the current month until its last day has ended in Copenhagen, changing nothing', async () => {
    const crew = await crewInNovember();
    at('2026-11-30T23:59');
    await approveMonth(crew, crew.employment.id, NOVEMBER, '2026-11-30');
    const before = await closingState(test, crew.employment.id);
    const refused = await lock(crew, crew.employment.id, [NOVEMBER]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`Afslutningen kan ikke låses. Hans ${crew.employee.lastName}, november 2026: måneden er ikke slut og kan låses fra 1.12.2026.`);
    expect(await closingState(test, crew.employment.id)).toEqual(before);

    at('2026-12-01T00:00');
    expect((await lock(crew, crew.employment.id, [NOVEMBER])).statusCode).toBe(200);
  });

  it('locks the month of an employment that ended in it once its last day has ended', async () => {
    const crew = await crewInNovember();
    const leaver = await buildEmployee(test.db, { firstName: 'Lise', lastName: `Leaver ${crew.employment.id}` });
    const employment = await buildEmployment(test.db, { employeeId: leaver.id, agreementId: crew.agreement.id, departmentId: crew.deck.id, startDate: '2026-11-01', endDate: '2026-11-20' });
    await addWatch(test, employment.id, '2026-11-18', '08:00', '16:00');
    at('2026-11-20T22:00');
    await approveMonth(crew, employment.id, NOVEMBER, '2026-11-20');
    const refused = await lock(crew, employment.id, [NOVEMBER]);
    expect(refused.json().message).toBe(
      `Afslutningen kan ikke låses. Lise ${leaver.lastName}, november 2026: ansættelsens sidste dag (20.11.2026) er ikke slut; måneden kan låses fra 21.11.2026.`,
    );
    at('2026-11-21T00:00');
    const locked = await lock(crew, employment.id, [NOVEMBER]);
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toMatchObject([{ employmentId: employment.id, period: NOVEMBER, locked: true }]);
  });

  it('leaves the mid-month export to its own calls: the 1st to the 15th of the current month without locking', async () => {
    const crew = await crewInNovember();
    const [pkg] = await test.db.insert(exportPackages).values({ name: `Midt i måneden ${crew.employment.id}` }).returning();
    await test.db.execute(sql`update ${employees} set export_package_id = ${pkg!.id} where id = ${crew.employee.id}`);
    const pay = await crew.admin.post('Employee/CreateLessorExportPayMidMonth', {}, { period: NOVEMBER, exportPackageID: pkg!.id });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(await closingState(test, crew.employment.id)).toMatchObject({ closings: 2, locked: 2 });
  });
});

/*
 * The reported October (issue 14.4): a holiday accrual of 2,08 a month that no recalculation had reached when the month
 * was locked. Locked, October showed 0 for everyone; after unlock → lock one employee alone had October's 2,08, and
 * November then carried 4,16. The lock now freezes what the engine computes, and the open month shows exactly that.
 */
describe('the reported October', () => {
  it('shows the accrual in the open month, freezes it at the first lock, and the same after unlock and lock', async () => {
    const crew = await buildCrew(test);
    const ferie = await buildPayAccount(test.db, { name: `Ferie ${crew.employment.id}`, unit: 'days' });
    const accrual = await buildRule(test.db, {
      payAccountId: ferie.id,
      calcOrder: 5,
      details: { kind: 'monthlySave', value: 2.08, saveStartMonth: 9, saveMonthOffset: 0, expiresInMonths: 16, relativeToPayAccount: true },
    });
    // Given to the agreement straight in the table: no recalculation reaches the months (as the demo's months were).
    await giveRule(test.db, crew.agreement.id, accrual.id);
    const ferieLine = async (period: string) => {
      const dto = (await crew.planner.get('Plan/GetClosing', { employmentId: crew.employment.id, period, showall: false })).json() as ClosingEmployeeDto;
      const row = dto.activities.find((account) => account.payAccountId === ferie.id);
      return row ? `${row.openingBalance} + ${row.activity} = ${row.closingBalance}` : 'ingen';
    };
    expect(await ferieLine('2026-09-01')).toBe('0 + 2.08 = 2.08');
    await approveMonth(crew, crew.employment.id, '2026-09-01', '2026-10-31');
    const [september] = (await lock(crew, crew.employment.id, ['2026-09-01'])).json() as { closingId: number }[];
    expect(await ferieLine('2026-09-01')).toBe('0 + 2.08 = 2.08');
    expect(await ferieLine('2026-10-01')).toBe('2.08 + 2.08 = 4.16');
    const [october] = (await lock(crew, crew.employment.id, ['2026-10-01'])).json() as { closingId: number }[];
    expect(await ferieLine('2026-10-01')).toBe('2.08 + 2.08 = 4.16');

    expect((await crew.planner.post('Plan/UnlockClosing', [october!.closingId, september!.closingId])).statusCode).toBe(200);
    expect((await lock(crew, crew.employment.id, ['2026-09-01', '2026-10-01'])).statusCode).toBe(200);
    expect(await ferieLine('2026-10-01')).toBe('2.08 + 2.08 = 4.16');
    expect(await ferieLine(NOVEMBER)).toBe('4.16 + 2.08 = 6.24');
  });
});
