import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EmployeeDto, NormDto } from '@kaj/contract';
import { addDays, normRangeOf, periodEnd, periodOf, periodStart, type PeriodActivityDetail } from '@kaj/domain';
import { todayInCopenhagen } from '../../src/clock.ts';
import { queryRows } from '../../src/db/raw.ts';
import { client, type Client } from '../support/client.ts';
import { openDemoDatabase } from '../support/demo-database.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';

// Issue 14, point 7: the demo starts the seafarers' 3-month norm periods, so the grid shows norms from the start.

let test: TestApp;
let admin: Client;
beforeAll(async () => {
  test = await createTestApp({}, openDemoDatabase);
  admin = client(test, (await signedIn(test, ['Admin'])).token);
});
afterAll(() => test.close());

/** This month by the app's clock, read once the app has started (an earlier file in the worker may have set another clock). */
let month: string;
beforeAll(() => {
  month = periodStart(periodOf(todayInCopenhagen()));
});

describe('the demo’s norm periods', () => {
  it('start with this month’s first whole week for every employment whose agreement has the norm rule, and none for the others', async () => {
    const rows = await queryRows<{ employment_id: number; start_date: string; end_date: string | null; detail: PeriodActivityDetail }>(
      test.db,
      sql`select n.employment_id, n.start_date::text, n.end_date::text, r.detail
          from norm_periods n join employments e on e.id = n.employment_id
          join pay_account_rules r on r.id = n.pay_account_rule_id order by n.employment_id`,
    );
    const [employments] = await queryRows<{ count: number }>(test.db, sql`select count(*)::int as count from employments`);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.length).toBeLessThanOrEqual(Number(employments!.count));
    const aligned = normRangeOf(rows[0]!.detail, month).start;
    for (const row of rows) expect([row.start_date, row.end_date]).toEqual([aligned, null]);
  });

  it('shows in the grid month by month, with the employment it belongs to', async () => {
    const [department] = await queryRows<{ id: number }>(test.db, sql`select d.id from properties d join properties s on s.id = d.parent_id where s.name = 'M/F Havørnen' and d.name = 'Dæk'`);
    const grid = await admin.post('Plan/GetEmployeesPeriod', { propertyIds: [], showHidden: false }, { departmentid: department!.id, start: month, end: periodEnd(month) });
    expect(grid.statusCode, grid.body).toBe(200);
    const rows = grid.json() as EmployeeDto[];
    const withNorm = rows.filter((row) => row.norms.length > 0);
    expect(withNorm.length).toBeGreaterThan(0);
    const norm = withNorm[0]!.norms[0]!;
    expect(withNorm[0]!.employments.map((employment) => employment.employmentId)).toContain(norm.employmentId);
    expect(norm).toMatchObject({ name: 'Normperiode på 3 måneder', endDate: null, max: expect.any(Number) });
    const months = (await admin.get('Plan/GetNorms', { payAccountRulePeriodDefID: norm.payAccountRulePeriodDefId })).json() as NormDto[];
    expect(months.length).toBeGreaterThanOrEqual(3);
    expect(months.every((each) => each.employmentId === norm.employmentId)).toBe(true);
  });

  it('a second start on the same day is refused; a later start ends the running period the day before', async () => {
    const [row] = await queryRows<{ employment_id: number; start_date: string }>(test.db, sql`select employment_id, start_date::text from norm_periods order by id limit 1`);
    const employmentid = Number(row!.employment_id);
    const query = { employmentid, start: month, end: periodEnd(month) };
    const again = await admin.get('Plan/SetNormStart', { ...query, startdate: row!.start_date });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Der starter allerede en normperiode den dag.');
    const later = await admin.get('Plan/SetNormStart', { ...query, startdate: periodEnd(month) });
    expect(later.statusCode, later.body).toBe(200);
    const periods = await queryRows<{ start_date: string; end_date: string | null }>(test.db, sql`select start_date::text, end_date::text from norm_periods where employment_id = ${employmentid} order by start_date`);
    expect(periods.map((period) => [period.start_date, period.end_date])).toEqual([
      [row!.start_date, addDays(periodEnd(month), -1)],
      [periodEnd(month), null],
    ]);
  });
});
