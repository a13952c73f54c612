import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/src/db/client.ts';
import { queryRows } from '../../../server/src/db/raw.ts';
import { recalculateEmployments } from '../../../server/src/areas/pay-engine/index.ts';
import { RULES } from './recalculation.ts';

/** The department of the issue's speed target: 300 employments × 31 days, about 25 realised watches each. */
export const EMPLOYMENTS = 300;
export const RANGE = { start: '2026-03-01', end: '2026-03-31' };

/**
 * One department with its crew (beside any other, as the demo's) and a month of watches, written set-based: three codes (day, evening, night
 * across midnight) rotating weekly, a watch on 25 of 31 days per employment from a week before the month (rest hours read it),
 * a supplement with a value on every fifth watch and an approval of the first week.
 */
const seed = (departmentId: number, agreementId: number, supplementId: number, employments: number) => [
  sql`
  with people as (
    insert into employees (code, first_name, last_name)
    select 'B' || n, 'Fornavn' || n, 'Efternavn' || lpad(n::text, 4, '0') from generate_series(1, ${employments}) n
    returning id),
  jobs as (
    insert into employments (employee_id, agreement_id, start_date) select id, ${agreementId}, '2024-01-01' from people returning id)
  insert into employment_properties (employment_id, property_id) select id, ${departmentId} from jobs`,
  sql`insert into watch_templates (code, color) values ('BD', '#4caf50'), ('BA', '#ffeb3b'), ('BN', '#1f4e79')`,
  sql`
  insert into watch_details (watch_template_id, start_time, end_time, total_time)
  select id, t.s, t.e, t.m from watch_templates join (values ('BD', '07:00'::time, '15:00'::time, 480), ('BA', '15:00', '23:00', 480), ('BN', '23:00', '07:00', 480)) t(code, s, e, m)
    on t.code = watch_templates.code`,
  sql`
  insert into planned_watches (employment_id, watch_template_id, start_date)
  select e.id, (select id from watch_templates where code = (array['BD', 'BA', 'BN'])[1 + (e.id + d / 7) % 3]), date '2026-02-22' + d
  from employments e cross join generate_series(0, 37) d
  where e.agreement_id = ${agreementId} and (e.id + d) % 31 < 25`,
  sql`
  insert into realised_watches (employment_id, planned_watch_id, watch_template_id, watch_detail_id, start_date, start_time, end_time, start_at, end_at, total_time)
  select pw.employment_id, pw.id, pw.watch_template_id, wd.id, pw.start_date, wd.start_time, wd.end_time,
    (pw.start_date + wd.start_time) at time zone 'Europe/Copenhagen',
    (pw.start_date + case when wd.end_time <= wd.start_time then 1 else 0 end + wd.end_time) at time zone 'Europe/Copenhagen',
    wd.total_time
  from planned_watches pw join watch_details wd on wd.watch_template_id = pw.watch_template_id
  join employments e on e.id = pw.employment_id where e.agreement_id = ${agreementId}`,
  sql`
  insert into realised_watch_properties (realised_watch_id, property_id, value)
  select w.id, ${supplementId}, 2.5 from realised_watches w join employments e on e.id = w.employment_id where e.agreement_id = ${agreementId} and w.id % 5 = 0`,
  sql`
  with approval as (
    insert into approvals (employment_id, approval_level_id)
    select id, (select id from approval_levels order by level limit 1) from employments where agreement_id = ${agreementId} returning id, employment_id)
  insert into approval_watches (approval_id, realised_watch_id)
  select a.id, rw.id from approval a join realised_watches rw on rw.employment_id = a.employment_id where rw.start_date between '2026-03-01' and '2026-03-07'`,
];

/**
 * Seeds the department (set-based) into a database with the demo's pay rules, gives its agreement the twelve rules
 * of the recalculation benchmark and calculates its pay from February on, so each row has a month of pay activity.
 * Answers its id with what was written.
 */
export async function seedDepartment(db: Db, employments = EMPLOYMENTS) {
  const [department] = await queryRows<{ id: number }>(db, sql`
    insert into properties (property_type_id, name, code) select id, 'Bænkskibet', 'BENCH' from property_types where key = 'department' returning id`);
  const [agreement] = await queryRows<{ id: number }>(db, sql`insert into agreements (code, name, hours_per_day) values ('BENCH', 'Bænk', 7.40) returning id`);
  const [supplement] = await queryRows<{ id: number }>(db, sql`
    insert into properties (property_type_id, name, code) select id, 'Overtid', 'OT' from property_types where key = 'supplement' returning id`);
  for (const statement of seed(department!.id, agreement!.id, supplement!.id, employments)) await db.execute(statement);
  await db.execute(sql`insert into agreement_pay_account_rules (agreement_id, pay_account_rule_id)
    select ${agreement!.id}, id from pay_account_rules where name in (${sql.join(RULES.map((name) => sql`${name}`), sql`, `)})`);
  const employmentIds = (await queryRows<{ id: number }>(db, sql`select id from employments where agreement_id = ${agreement!.id}`)).map((row) => Number(row.id));
  await db.transaction((tx) => recalculateEmployments(tx, employmentIds, '2026-02-01'));
  await db.execute(sql`analyze`);
  const [seeded] = await queryRows<{ employments: number; watches_in_month: number; activities_in_month: number }>(db, sql`
    select (select count(*) from employments where agreement_id = ${agreement!.id})::int as employments,
      (select count(*) from realised_watches w join employments e on e.id = w.employment_id
        where e.agreement_id = ${agreement!.id} and w.start_date between ${RANGE.start} and ${RANGE.end})::int as watches_in_month,
      (select count(*) from pay_account_activities a join employments e on e.id = a.employment_id
        where e.agreement_id = ${agreement!.id} and a.date between ${RANGE.start} and ${RANGE.end})::int as activities_in_month`);
  return { departmentId: department!.id, seeded: seeded! };
}

