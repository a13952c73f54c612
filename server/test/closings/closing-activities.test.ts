import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ClosingEmployeeDto } from '@kaj/contract';
import { normPeriods, payAccounts } from '../../src/db/schema/index.ts';
import { client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildShip, plannerOf } from '../support/organisation.ts';
import { buildPayAccount, buildRule, giveRule } from '../support/pay-config.ts';
import { signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { addWatch, approveMonth, buildCrew, recalculate } from './closing-fixtures.ts';

const test = useTestApp();

const OCTOBER = '2026-10-01';

/** `account: opening + activity [closing activities] = closing` for the accounts named. */
function lines(dto: ClosingEmployeeDto, names: ReadonlyMap<number, string>): string[] {
  return dto.activities
    .filter((row) => names.has(row.payAccountId))
    .map((row) => {
      const moves = row.closingActivities.map((activity) => `${activity.typeName.replace(/ \d+$/, '')} ${activity.value}`).join(', ');
      return `${names.get(row.payAccountId)}: ${row.openingBalance} + ${row.activity}${moves ? ` [${moves}]` : ''} = ${row.closingBalance}`;
    });
}

describe('expiry with overflow', () => {
  /*
   * The crew of the worked example (Afspadsering 24 after September, 9,75 earned in October, paid out in October).
   * Here the 2026 balance of Afspadsering expires on 30 September and overflows into another account. At the end of
   * September the 24 is still there (opening of October). On 1 October it leaves (Overført ved udløb -24) and arrives
   * in the overflow account (Modtaget ved udløb 24). The payout then finds 24 + 9,75 - 24 = 9,75 and pays it; the
   * derived holiday allowance is 0,125 × 9,75 = 1,21875 → 1,22.
   */
  it('moves what is left at the expiry date as closing activities, and the payout sees the balance after it', async () => {
    const crew = await buildCrew(test);
    const overflow = await buildPayAccount(test.db, { name: `Overført afspadsering ${crew.employment.id}` });
    await test.db.update(payAccounts).set({ useForOverflowId: overflow.id }).where(eq(payAccounts.id, crew.afspadsering.id));
    await test.db.execute(sql`update pay_account_balances set expiry_date = '2026-09-30'
      where employee_id = ${crew.employee.id} and pay_account_id = ${crew.afspadsering.id}`);
    const names = new Map([
      [crew.afspadsering.id, 'Afspadsering'],
      [overflow.id, 'Overført'],
      [crew.feriegodtgoerelse.id, 'Feriegodtgørelse'],
    ]);
    const october = (await crew.planner.get('Plan/GetClosing', { employmentId: crew.employment.id, period: OCTOBER, showall: false })).json() as ClosingEmployeeDto;
    expect(lines(october, names)).toEqual([
      'Afspadsering: 24 + 9.75 [Overført ved udløb -24, Udbetaling -9.75] = 0',
      'Feriegodtgørelse: 0 + 0 [Feriegodtgørelse 1.22] = 1.22',
      'Overført: 0 + 0 [Modtaget ved udløb 24] = 24',
    ]);

    // Locked, the payout is written as an activity but the expiry is not: the balances make it from the expiry date.
    await approveMonth(crew, crew.employment.id, '2026-09-01', '2026-10-31');
    expect((await crew.planner.post('Plan/LockClosing', ['2026-09-01', OCTOBER].map((period) => ({ employmentId: crew.employment.id, period })))).statusCode).toBe(200);
    const written = await test.db.execute(sql`select t.key, a.value::text from pay_account_activities a join pay_account_closing_activity_types t on t.id = a.closing_activity_type_id
      where a.employment_id = ${crew.employment.id} order by a.id`);
    expect((written as unknown as { rows: { key: string | null; value: string }[] }).rows).toEqual([
      { key: 'payout', value: '-9.750000' },
      { key: null, value: '1.220000' },
    ]);
  });
});

describe('norm move at the end of a norm period', () => {
  /*
   * A norm period of one week from Monday 5 October 2026 (to Sunday 11 October) with a target of 2 hours a week:
   * target 2 × 7 / 7 = 2. The week's Normtimer: the watch of 5 October, 07:00-13:30 = 6,5. The excess 6,5 - 2 = 4,5
   * leaves Normtimer (Normoverførsel -4,5) and 4,5 × 0,5 = 2,25 arrives in Overtid (Normoverførsel modtaget).
   */
  it('moves the excess over the target out of the source account and × factor into the target account', async () => {
    const agreement = await buildAgreement(test.db);
    const normtimer = await buildPayAccount(test.db, { name: `Normtimer ${agreement.id}` });
    const overtid = await buildPayAccount(test.db, { name: `Overtid ${agreement.id}` });
    const hours = await buildRule(test.db, { payAccountId: normtimer.id, calcOrder: 10, details: { kind: 'hourlySave', factor: 1, saveMonthOffset: 0 } });
    const norm = await buildRule(test.db, {
      payAccountId: null,
      calcOrder: 50,
      details: {
        kind: 'periodActivity',
        months: null,
        weeks: 1,
        monthWeeks: null,
        targetActivity: 2,
        minActivity: null,
        maxActivity: null,
        sourcePayAccountId: normtimer.id,
        moveToPayAccountId: overtid.id,
        factor: 0.5,
        hasTimeLoss: false,
      },
    });
    await giveRule(test.db, agreement.id, hours.id);
    await giveRule(test.db, agreement.id, norm.id);
    const { ship, deck } = await buildShip(test.db);
    const employee = await buildEmployee(test.db);
    const employment = await buildEmployment(test.db, { employeeId: employee.id, agreementId: agreement.id, departmentId: deck.id, startDate: '2026-10-01' });
    await addWatch(test, employment.id, '2026-10-05', '07:00', '13:30');
    await recalculate(test, [employment.id], OCTOBER);
    await test.db.insert(normPeriods).values({ employmentId: employment.id, payAccountRuleId: norm.id, startDate: '2026-10-05' });
    const planner = client(test, (await plannerOf(test, [ship.id])).token);

    const october = (await planner.get('Plan/GetClosing', { employmentId: employment.id, period: OCTOBER, showall: false })).json() as ClosingEmployeeDto;
    const names = new Map([
      [normtimer.id, 'Normtimer'],
      [overtid.id, 'Overtid'],
    ]);
    expect(lines(october, names)).toEqual(['Normtimer: 0 + 6.5 [Normoverførsel -4.5] = 2', 'Overtid: 0 + 0 [Normoverførsel modtaget 2.25] = 2.25']);
    // A month in which no norm period ends moves nothing.
    const november = (await planner.get('Plan/GetClosing', { employmentId: employment.id, period: '2026-11-01', showall: false })).json() as ClosingEmployeeDto;
    expect(november.activities.flatMap((row) => row.closingActivities)).toEqual([]);

    // Locked, the moves are activities of October dated the norm period's last day, so the next week's norm does not count them.
    const admin = client(test, (await signedIn(test, ['Admin'])).token);
    expect((await admin.post('Plan/Approve', { employmentIds: [employment.id] }, { start: OCTOBER, end: '2026-10-31' })).statusCode).toBe(200);
    expect((await planner.post('Plan/LockClosing', [{ employmentId: employment.id, period: OCTOBER }])).statusCode).toBe(200);
    const written = await test.db.execute(sql`select t.key, a.date::text, a.period::text, a.value::text from pay_account_activities a
      join pay_account_closing_activity_types t on t.id = a.closing_activity_type_id where a.employment_id = ${employment.id} order by a.id`);
    expect((written as unknown as { rows: unknown[] }).rows).toEqual([
      { key: 'normMoveOut', date: '2026-10-11', period: OCTOBER, value: '-4.500000' },
      { key: 'normMoveIn', date: '2026-10-11', period: OCTOBER, value: '2.250000' },
    ]);
  });
});
