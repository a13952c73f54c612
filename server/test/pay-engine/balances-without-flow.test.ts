// The grid's and the closings' balances (employeeBalances without explanation) leave out the activity of flow
// accounts that can never reach a balance: the balances must be those the balance view computes from every activity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { buildAgreement, buildDepartment, buildEmployee, buildEmployment } from '../support/organisation.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { payAccountActivities, payAccountBalances, payAccounts } from '../../src/db/schema/index.ts';
import { loadAccounts } from '../../src/areas/pay-engine/engine-inputs.ts';
import { employeeBalances } from '../../src/areas/pay-engine/balances-repository.ts';

let test: TestApp;
afterAll(() => test.close());

async function account(db: Db, values: { name: string; carriesBalance: boolean; useForOverflowId?: number; parentId?: number; useParentBalance?: boolean }) {
  const [row] = await db.insert(payAccounts).values({ unit: 'hours', ...values }).returning({ id: payAccounts.id });
  return row!.id;
}

let request: { employeeId: number; employmentIds: number[] };
let accounts: { time: number; overflowingFlow: number; supplement: number; intoTime: number; intoSupplement: number };

beforeAll(async () => {
  test = await createTestApp();
  const db = test.db;
  const time = await account(db, { name: 'Afspadsering', carriesBalance: true });
  const overflowingFlow = await account(db, { name: 'Månedens overtid', carriesBalance: false, useForOverflowId: time });
  const supplement = await account(db, { name: 'Nattillæg', carriesBalance: false });
  // Sub-accounts posting into their parent's balance: one that carries, and one that does not.
  const intoTime = await account(db, { name: 'Afspadsering, helligdage', carriesBalance: false, parentId: time, useParentBalance: true });
  const intoSupplement = await account(db, { name: 'Nattillæg, weekend', carriesBalance: false, parentId: supplement, useParentBalance: true });
  accounts = { time, overflowingFlow, supplement, intoTime, intoSupplement };
  const employee = await buildEmployee(db);
  const employment = await buildEmployment(db, { employeeId: employee.id, agreementId: (await buildAgreement(db)).id, departmentId: (await buildDepartment(db)).id });
  request = { employeeId: employee.id, employmentIds: [employment.id] };
  const activity = (payAccountId: number, date: string, value: string) => ({ employmentId: employment.id, payAccountId, date, period: `${date.slice(0, 8)}01`, value });
  await db.insert(payAccountActivities).values([
    activity(time, '2026-10-01', '7.5'),
    activity(overflowingFlow, '2026-10-02', '3'),
    activity(supplement, '2026-10-02', '6.25'),
    activity(time, '2026-10-20', '-2'),
    activity(supplement, '2026-10-21', '8'),
    activity(intoTime, '2026-10-22', '1.25'),
    activity(intoSupplement, '2026-10-22', '4'),
  ]);
  // The month's overtime expires on the 10th into the time off account, before the spending of the 20th.
  await db.insert(payAccountBalances).values({ employeeId: employee.id, payAccountId: overflowingFlow, balanceYear: '2026-10-01', expiryDate: '2026-10-10' });
});

describe('balances without explanation', () => {
  it('are those computed from every activity, a flow account expiring into a balance and a sub-account posting into one included', async () => {
    const loaded = await loadAccounts(test.db);
    const summed = (await employeeBalances(test.db, [request], async () => loaded, '2026-10-31', false)).get(request.employeeId)!;
    const explained = (await employeeBalances(test.db, [request], async () => loaded, '2026-10-31', true)).get(request.employeeId)!;
    const carried = explained.filter((balance) => loaded.get(balance.payAccountId)?.carriesBalance);
    expect(summed.map(({ payAccountId, balanceYear, balance }) => ({ payAccountId, balanceYear, balance }))).toEqual(
      carried.map(({ payAccountId, balanceYear, balance }) => ({ payAccountId, balanceYear, balance })),
    );
    // 7.5 earned, 3 received from the month's overtime, 2 spent, 1.25 earned on a holiday.
    expect(summed).toEqual([expect.objectContaining({ payAccountId: accounts.time, balance: 9_750_000n })]);
  });

  it('take spendings of one day in the order of their ids, as the explained balances do, whatever order the database gives them in', async () => {
    const db = test.db;
    const employee = await buildEmployee(db);
    const employment = await buildEmployment(db, { employeeId: employee.id, agreementId: (await buildAgreement(db)).id, departmentId: (await buildDepartment(db)).id });
    await db.insert(payAccountActivities).values({ employmentId: employment.id, payAccountId: accounts.time, date: '2026-10-01', period: '2026-10-01', value: '3' });
    // Two spendings of 5 on one day, each leaving what the 3 do not cover in its own balance year. The one with the
    // higher id is stored first, so the table's order is not the ids'.
    const spend = (id: number, balanceYear: string) =>
      db.execute(sql`insert into pay_account_activities (id, employment_id, pay_account_id, date, period, value, balance_year) overriding system value
        values (${id}, ${employment.id}, ${accounts.time}, '2026-10-05', '2026-10-01', -5, ${balanceYear})`);
    await spend(900_000_002, '2027-01-01');
    await spend(900_000_001, '2028-01-01');
    const loaded = await loadAccounts(db);
    const one = { employeeId: employee.id, employmentIds: [employment.id] };
    const shown = (balances: readonly { payAccountId: number; balanceYear: string; balance: bigint }[]) =>
      balances.filter((balance) => balance.payAccountId === accounts.time).map(({ balanceYear, balance }) => ({ balanceYear, balance }));
    const summed = shown((await employeeBalances(db, [one], async () => loaded, '2026-10-31', false)).get(employee.id)!);
    const explained = shown((await employeeBalances(db, [one], async () => loaded, '2026-10-31', true)).get(employee.id)!);
    // Id 900000001 first: it takes the 3 and leaves 2 in 2028; then 900000002 finds nothing and leaves 5 in 2027.
    expect(explained).toEqual([
      { balanceYear: '2026-01-01', balance: 0n },
      { balanceYear: '2027-01-01', balance: -5_000_000n },
      { balanceYear: '2028-01-01', balance: -2_000_000n },
    ]);
    expect(summed).toEqual(explained);
  });
});
