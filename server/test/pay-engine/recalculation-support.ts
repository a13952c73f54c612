import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/raw.ts';
import type { TestApp } from '../support/test-app.ts';
import type { Crew } from '../closings/closing-fixtures.ts';

// Helpers of the recalculation tests (issue 14.1): the figures a save should change, and the rule body the screen sends.

/** The sum of the employment's activities on a pay account in a month, as text ('0' when none). */
export async function accountSum(test: TestApp, employmentId: number, payAccountId: number, period: string): Promise<string> {
  const [row] = await queryRows<{ value: string }>(
    test.db,
    sql`select coalesce(trim(trailing '.' from trim(trailing '0' from sum(value)::text)), '0') as value from pay_account_activities
        where employment_id = ${employmentId} and pay_account_id = ${payAccountId} and period = ${period}::date`,
  );
  return row!.value;
}

/** Removes the employment's activities of open months: a save that recalculates brings them back. */
export async function spoilOpenMonths(test: TestApp, employmentId: number): Promise<void> {
  await test.db.execute(sql`delete from pay_account_activities a where a.employment_id = ${employmentId}
    and not exists (select 1 from closings c where c.employment_id = a.employment_id and c.period = a.period and c.locked)`);
}

/** SavePayAccountRule's body for the crew's hourly rule with another factor. */
export const hourlyRule = (crew: Crew, factor: number) => ({
  payAccountRuleId: crew.hourly.id,
  name: crew.hourly.name,
  payAccountId: crew.afspadsering.id,
  calcOrder: 10,
  details: { kind: 'hourlySave', factor, saveMonthOffset: 0 },
});
