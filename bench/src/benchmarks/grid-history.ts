import { sql } from 'drizzle-orm';
import { buildApp } from '../../../server/src/app.ts';
import { buildUser, login, testConfig } from '../../../server/test/support/test-app.ts';
import { openDemoDatabase } from '../../../server/test/support/demo-database.ts';
import { giveReach } from '../../../server/test/support/organisation.ts';
import { queryRows } from '../../../server/src/db/raw.ts';
import { idArray } from '../../../server/src/db/sql-values.ts';
import { time } from '../measure.ts';
import { EMPLOYMENTS, RANGE, seedDepartment } from './grid-department.ts';

/** Before the benchmark's month: two years of a day watch every day, each month approved, and of pay activity. */
const HISTORY = { from: '2024-02-01', to: '2026-01-31', months: 24 };

/**
 * The cold grid read of `gridPeriod`'s department (300 × 31, every row built and every pay figure computed) with
 * its first month only, and again after two years of approved watches and pay activity are added before it: a
 * month's read should not grow with the years behind it (the approvals of 219,300 watches, the balances made from
 * all activity).
 */
export async function gridHistory() {
  const database = await openDemoDatabase();
  const app = await buildApp(testConfig({ NODE_ENV: 'production' }), database);
  try {
    const { db } = database;
    const { departmentId } = await seedDepartment(db, EMPLOYMENTS);
    const planner = await buildUser(db, { roles: ['Planner'] });
    await giveReach(db, planner.id, 'Planner', [departmentId]);
    const authorization = `Bearer ${await login(app, planner.email)}`;
    const url = `/api/Plan/GetEmployeesPeriod?start=${RANGE.start}&end=${RANGE.end}&departmentid=${departmentId}`;
    const everyRowAgain = async () => {
      await db.execute(sql`select bump_grid_row_versions(${idArray([0])})`);
      await db.execute(sql`select bump_pay_figure_versions(array[0])`);
    };
    const coldRead = () =>
      time(
        20,
        async () => {
          const answer = await app.inject({ method: 'POST', url, headers: { authorization, 'accept-encoding': 'br' }, payload: {} });
          if (answer.statusCode !== 200) throw new Error(`GetEmployeesPeriod svarede ${answer.statusCode}`);
        },
        3,
        everyRowAgain,
      );
    const monthOnly = await coldRead();

    const ids = sql`(select employment_id from employment_properties where property_id = ${departmentId})`;
    await db.execute(sql`
      insert into realised_watches (employment_id, watch_template_id, start_date, start_time, end_time, start_at, end_at, total_time)
      select e.id, (select id from watch_templates where code = 'BD'), d::date, '07:00', '15:00',
        (d::date + time '07:00') at time zone 'Europe/Copenhagen', (d::date + time '15:00') at time zone 'Europe/Copenhagen', 480
      from employments e cross join generate_series(${HISTORY.from}::date, ${HISTORY.to}::date, interval '1 day') d where e.id in ${ids}`);
    await db.execute(sql`
      with approval as (
        insert into approvals (employment_id, approval_level_id)
        select e.id, (select id from approval_levels order by level limit 1) from employments e cross join generate_series(1, ${HISTORY.months}) m where e.id in ${ids}
        returning id, employment_id),
      numbered as (select id, employment_id, row_number() over (partition by employment_id order by id) as m from approval)
      insert into approval_watches (approval_id, realised_watch_id)
      select n.id, w.id from numbered n join realised_watches w on w.employment_id = n.employment_id
        and w.start_date >= ${HISTORY.from}::date + (n.m - 1) * interval '1 month' and w.start_date < ${HISTORY.from}::date + n.m * interval '1 month'`);
    // Two years of pay activity as the month's, month by month: the balances at the month's end are made from all of it.
    await db.execute(sql`
      insert into pay_account_activities (employment_id, pay_account_id, pay_account_rule_id, date, period, value)
      select a.employment_id, a.pay_account_id, a.pay_account_rule_id, (a.date - k * interval '1 month')::date, (a.period - k * interval '1 month')::date, a.value
      from pay_account_activities a cross join generate_series(1, ${HISTORY.months}) k
      where a.employment_id in ${ids} and a.period = ${RANGE.start}::date`);
    await db.execute(sql`analyze`);
    const [history] = await queryRows<{ watches: number; activities: number }>(db, sql`
      select (select count(*) from approval_watches aw join realised_watches w on w.id = aw.realised_watch_id where w.employment_id in ${ids} and w.start_date < ${RANGE.start})::int as watches,
        (select count(*) from pay_account_activities where employment_id in ${ids} and date < ${RANGE.start}::date)::int as activities`);
    const withHistory = await coldRead();
    return {
      data: { employments: EMPLOYMENTS, range: RANGE, approvedWatchesBefore: history!.watches, payActivitiesBefore: history!.activities },
      monthOnly: { ...monthOnly, note: 'server side, in process: the cold read of gridPeriod with no history before the month' },
      withTwoYears: { ...withHistory, note: 'the same after two years of approved watches and their pay activity before the month' },
    };
  } finally {
    await app.close();
  }
}
