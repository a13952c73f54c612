// The grid keeps each employee's pay figures by the versions triggers give their inputs (pay-engine/figure-cache.ts):
// every input, changed straight in the database as another server or a recalculation would, shows in the next read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { periodEnd, periodOf, periodStart } from '@kaj/domain';
import { todayInCopenhagen } from '../../src/clock.ts';
import { queryRows } from '../../src/db/raw.ts';
import { employmentFigures, keptFigureFields, type RowFigures } from '../../src/areas/pay-engine/index.ts';
import { openDemoDatabase } from '../support/demo-database.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { addWatch, propertyId } from './pay-engine-fixtures.ts';

let test: TestApp;
/** This month by the app's clock, set once the app has started (an earlier file in the worker may have set another clock). */
let range: { start: string; end: string };
/** An employee of the demo with balances, norms and contract balances, and their one employment. */
let employeeId: number;
let employmentId: number;

/** The kept figures of the employee, after checking they are what computing them afresh gives. */
async function kept(): Promise<RowFigures> {
  const figures = JSON.parse(`{${(await keptFigureFields(test.db, [employmentId], range)).get(employeeId)!.toString()}}`) as RowFigures;
  expect(figures).toEqual((await employmentFigures(test.db, [{ employeeId, employmentIds: [employmentId] }], range)).get(employeeId));
  return figures;
}

/** The figures read twice (the second kept), the change made, and the next read. */
async function acrossChange(change: () => Promise<unknown>): Promise<{ before: RowFigures; after: RowFigures }> {
  await kept();
  const before = await kept();
  await change();
  return { before, after: await kept() };
}

beforeAll(async () => {
  test = await createTestApp({}, openDemoDatabase);
  const month = periodStart(periodOf(todayInCopenhagen()));
  range = { start: month, end: periodEnd(month) };
  const candidates = await queryRows<{ id: number; employee_id: number }>(
    test.db,
    sql`select e.id, e.employee_id from employments e join norm_periods n on n.employment_id = e.id
        where (select count(*) from employments o where o.employee_id = e.employee_id) = 1 order by e.id`,
  );
  const figures = await employmentFigures(test.db, candidates.map((row) => ({ employeeId: Number(row.employee_id), employmentIds: [Number(row.id)] })), range);
  const [chosen] = [...figures].filter(([, row]) => row.norms.length > 0 && row.contractBalances.length > 0 && row.saldi.length > 0);
  if (!chosen) throw new Error('The demo has no employee with balances, norms and contract balances');
  employeeId = chosen[0];
  employmentId = chosen[1].norms[0]!.employmentId;
});
afterAll(() => test.close());

describe('the pay figures the grid keeps', () => {
  it('gives the kept figures back while nothing changes, and the same as computed afresh', async () => {
    const first = await kept();
    expect(await kept()).toEqual(first);
  });

  it('shows new activity (a recalculation, a closing) in the next read', async () => {
    const [account] = await queryRows<{ id: number }>(test.db, sql`select id from pay_accounts where name = 'Normtimer'`);
    const { before, after } = await acrossChange(() =>
      test.db.execute(sql`insert into pay_account_activities (employment_id, pay_account_id, date, period, value) values (${employmentId}, ${account!.id}, ${range.start}, ${range.start}, 7.5)`),
    );
    const normHours = (figures: RowFigures) => figures.payAccountValues.find((value) => value.payAccountId === Number(account!.id))?.value ?? 0;
    expect(normHours(after)).toBe(normHours(before) + 7.5);
    expect(after.contractBalances[0]!.balance).not.toBe(before.contractBalances[0]!.balance);
  });

  it('shows a stored balance’s new expiry date', async () => {
    const { after } = await acrossChange(() =>
      test.db.execute(sql`update pay_account_balances set expiry_date = balance_year + interval '2 years' where employee_id = ${employeeId}`),
    );
    expect(after.saldi.every((saldo) => saldo.expiryDate !== null)).toBe(true);
  });

  it('shows a correction of a contract balance, and its author’s new name', async () => {
    const ruleId = (await kept()).contractBalances[0]!.payAccountRuleMeanActivityBalanceId;
    const [author] = await queryRows<{ id: number }>(test.db, sql`select id from users order by id limit 1`);
    const { before, after } = await acrossChange(() =>
      test.db.execute(sql`insert into contract_balance_corrections (employment_id, pay_account_rule_id, start_date, end_date, value, comment, created_by)
                          values (${employmentId}, ${ruleId}, ${range.start}, ${range.end}, 3, 'Rettet', ${author!.id})`),
    );
    expect(after.contractBalances[0]!.balance).toBe(before.contractBalances[0]!.balance + 3);
    const renamed = await acrossChange(() => test.db.execute(sql`update users set first_name = 'Omdøbt', last_name = 'Forfatter' where id = ${author!.id}`));
    expect(renamed.after.contractBalances[0]!.corrections.at(-1)!.by).toBe('Omdøbt Forfatter');
  });

  it('shows the time lost to an absence watch in the norm', async () => {
    const sick = await propertyId(test.db, 'absence', 'Syg');
    const normStart = (await kept()).norms[0]!.startDate;
    const { before, after } = await acrossChange(() => addWatch(test.db, employmentId, normStart, '06:00', '12:00', [sick]));
    expect(after.norms[0]!.timeLoss).toBe(before.norms[0]!.timeLoss + 6);
  });

  it('shows a norm period ended, and the employment’s new weekly hours', async () => {
    const ended = await acrossChange(() => test.db.execute(sql`delete from norm_periods where employment_id = ${employmentId}`));
    expect(ended.before.norms.length).toBeGreaterThan(0);
    expect(ended.after.norms).toEqual([]);
    const partTime = await acrossChange(() => test.db.execute(sql`update employments set weekly_hours = 18.5 where id = ${employmentId}`));
    expect(partTime.after.multiplier).toBeLessThan(partTime.before.multiplier);
  });

  it('shows a renamed pay account and a renamed rule (the shared configuration)', async () => {
    const { after } = await acrossChange(async () => {
      await test.db.execute(sql`update pay_accounts set name = name || ' (ny)'`);
      await test.db.execute(sql`update pay_account_rules set name = name || ' (ny)'`);
    });
    expect(after.payAccountValues.every((value) => value.name.endsWith(' (ny)'))).toBe(true);
    expect(after.contractBalances[0]!.name).toMatch(/ \(ny\)$/);
  });

  it('gives the employee a new version on every change of an input, and the configuration one on a change of agreements and property types', async () => {
    const versionOf = async (id: number) =>
      (await queryRows<{ version: string }>(test.db, sql`select version::text from pay_figure_versions where employee_id = ${id}`))[0]?.version;
    const employeeBefore = await versionOf(employeeId);
    const [property] = await queryRows<{ id: number }>(test.db, sql`select id from properties where id not in (select property_id from employment_properties where employment_id = ${employmentId}) limit 1`);
    await test.db.execute(sql`insert into employment_properties (employment_id, property_id) values (${employmentId}, ${property!.id})`);
    expect(await versionOf(employeeId)).not.toBe(employeeBefore);
    const configurationBefore = await versionOf(0);
    await test.db.execute(sql`update agreements set hours_per_day = hours_per_day where id = (select agreement_id from employments where id = ${employmentId})`);
    const afterAgreement = await versionOf(0);
    expect(afterAgreement).not.toBe(configurationBefore);
    await test.db.execute(sql`update property_types set name = name where key = 'absence'`);
    expect(await versionOf(0)).not.toBe(afterAgreement);
    await kept();
  });
});
