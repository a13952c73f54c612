import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/src/db/client.ts';
import { queryRows } from '../../../server/src/db/raw.ts';
import { createTestApp, signedIn } from '../../../server/test/support/test-app.ts';

const EMPLOYEES = 1_000;
const WAGE_TYPES = 20;
const MONTH = '2026-10-01';
const RUNS = 5;

/**
 * CreateLessorExport over HTTP for a package of 1,000 employees whose October closings are locked with 20
 * wage types each (18 pay accounts, half of them priced, and 2 absence accounts): 20,000 export values read,
 * priced and stored in one transaction. Each run deletes the export again (not timed), freeing the closings.
 */
export async function lessorExport() {
  const test = await createTestApp();
  try {
    const packageId = await seedPackage(test.db);
    const headers = { authorization: `Bearer ${(await signedIn(test, ['Admin'])).token}` };
    const samples: number[] = [];
    let lines = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      const created = await test.app.inject({ method: 'GET', url: '/api/Employee/CreateLessorExport', headers, query: { period: '2026-11-01', thisMonth: 'false', exportPackageID: String(packageId) } });
      samples.push(performance.now() - start);
      if (created.statusCode !== 200) throw new Error(`CreateLessorExport svarede ${created.statusCode}: ${created.body}`);
      const body = created.json<{ lessorExportId: number; payLineCount: number; absenceLineCount: number }>();
      lines = body.payLineCount + body.absenceLineCount;
      await test.app.inject({ method: 'GET', url: '/api/Employee/DeleteLessorExport', headers, query: { lessorExportId: String(body.lessorExportId), exportPackageID: String(packageId) } });
    }
    samples.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms);
    return { createExport: { employees: EMPLOYEES, lines, runs: RUNS, medianMs: round(samples[Math.floor(RUNS / 2)]!), maxMs: round(samples.at(-1)!), limitMs: 2000 } };
  } finally {
    await test.close();
  }
}

/** The package, its employees, employments, locked closings and export values, all set-based. */
async function seedPackage(db: Db): Promise<number> {
  const [ids] = await queryRows<{ agreement_id: number; department_id: number; absence_id: number; package_id: number; pay_account_id: number }>(
    db,
    sql`with agreement as (insert into agreements (code, name, hours_per_day) values ('BENCH', 'Benchmark', 7.40) returning id),
      department as (insert into properties (property_type_id, name, code) select id, 'Bench-dæk', 'BDÆK' from property_types where key = 'department' returning id),
      absence as (insert into properties (property_type_id, name, code) select id, 'Bench-ferie', 'BFE' from property_types where key = 'absence' returning id),
      pay_account as (insert into pay_accounts (name, unit) values ('Bench-timer', 'hours') returning id),
      package as (insert into export_packages (name) values ('Bench') returning id)
      select agreement.id as agreement_id, department.id as department_id, absence.id as absence_id, package.id as package_id, pay_account.id as pay_account_id
      from agreement, department, absence, package, pay_account`,
  );
  if (!ids) throw new Error('benchmark data not created');
  const { agreement_id: agreementId, department_id: departmentId, absence_id: absenceId, package_id: packageId, pay_account_id: payAccountId } = ids;
  await db.execute(sql`insert into export_accounts (name, account, pay_account_id, vacation_property_id, in_days, count_calendar_days)
    select 'Lønart ' || n, (2000 + n)::text, case when n <= ${WAGE_TYPES - 2} then ${payAccountId}::int end,
      case when n > ${WAGE_TYPES - 2} then ${absenceId}::int end, n > ${WAGE_TYPES - 2}, n > ${WAGE_TYPES - 2}
    from generate_series(1, ${WAGE_TYPES}) n`);
  await db.execute(sql`insert into agreement_export_accounts (agreement_id, export_account_id) select ${agreementId}, id from export_accounts where account like '20%'`);
  await db.execute(sql`insert into export_prices (account, agreement_code, valid_from, value)
    select (2000 + n)::text, 'BENCH', '2026-01-01', 25 + n from generate_series(1, ${WAGE_TYPES - 2}, 2) n`);
  await db.execute(sql`insert into employees (code, first_name, last_name, export_package_id)
    select 'B' || n, 'Fornavn' || n, 'Efternavn', ${packageId} from generate_series(1, ${EMPLOYEES}) n`);
  await db.execute(sql`insert into employments (employee_id, agreement_id, start_date) select id, ${agreementId}, '2024-01-01' from employees where export_package_id = ${packageId}`);
  await db.execute(sql`insert into employment_properties (employment_id, property_id) select id, ${departmentId} from employments where agreement_id = ${agreementId}`);
  await db.execute(sql`insert into closings (employment_id, period, locked, locked_at) select id, ${MONTH}, true, now() from employments where agreement_id = ${agreementId}`);
  await db.execute(sql`insert into closing_export_values (closing_id, export_account_id, department_property_id, start_date, end_date, value)
    select c.id, x.id, ${departmentId}, ${MONTH}, '2026-10-31', (c.id % 37 + x.id % 11 + 1) / 4.0
    from closings c cross join export_accounts x
    where c.period = ${MONTH} and x.account like '20%'`);
  await db.execute(sql`analyze`);
  return Number(packageId);
}
