import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { eq } from 'drizzle-orm';
import { agreementExportAccounts, employees, exportAccounts, exportPackages, exportPrices } from '../../server/src/db/schema/index.ts';
import { buildAgreement, buildDepartment } from '../../server/test/support/organisation.ts';
import { buildPayAccount, buildRule, giveRule } from '../../server/test/support/pay-config.ts';
import type { RunningKaj } from '../src/harness.ts';
import { apiAs, placeByApi } from './planning-support.ts';

// A small world of its own for the recalculation tests (issue 14): last month, a department, an agreement with one
// hourly supplement exported as a wage type with a price, and an employee with two day watches in the month.

export const month = dayjs().locale('da').subtract(1, 'month').startOf('month');
export const start = month.format('YYYY-MM-DD');
export const end = month.endOf('month').format('YYYY-MM-DD');
export const day = (n: number) => month.date(n).format('YYYY-MM-DD');
export const WAGE_TYPE = '1399';

/** Factor 1 on 2 × 8 hours: 16 in the month, exported as 1399 at 40,00 kr. Names are unique per call (a retried test arranges again). */
export async function arrangePayWorld(kaj: RunningKaj) {
  const n = String(Date.now() % 100_000);
  const names = { department: `Livscyklus ${n}`, rule: `Aftentillæg livscyklus ${n}` };
  const { db } = kaj;
  const admin = await apiAs(kaj, 'admin@kaj.example');
  const department = await buildDepartment(db, { name: names.department, code: `LC${n}` });
  const agreement = await buildAgreement(db, `LC${n}`);
  const account = await buildPayAccount(db, { name: `Aftentillæg ${n}`, unit: 'hours' });
  const rule = await buildRule(db, { name: names.rule, payAccountId: account.id, details: { kind: 'hourlySave', factor: 1, saveMonthOffset: 0 } });
  await giveRule(db, agreement.id, rule.id);
  const [exportAccount] = await db.insert(exportAccounts).values({ name: 'Aftentillæg', account: WAGE_TYPE, payAccountId: account.id }).returning();
  await db.insert(agreementExportAccounts).values({ agreementId: agreement.id, exportAccountId: exportAccount!.id });
  await db.insert(exportPrices).values({ account: WAGE_TYPE, agreementCode: agreement.code, validFrom: '2020-01-01', value: '40.00' });
  const [exportPackage] = await db.insert(exportPackages).values({ name: `Livscyklus ${n}`, fileLayout: 'lessor5' }).returning();
  const code = `8${n}`;
  const employee = await admin<{ employeeId: number }>('Employee/SaveEmployee', {}, { firstName: 'Lise', lastName: `Livscyklus ${n}` });
  await db.update(employees).set({ code, exportPackageId: exportPackage!.id }).where(eq(employees.id, employee.employeeId));
  const employment = await admin<{ employmentId: number }>('Employee/SaveEmployment', {}, { employeeId: employee.employeeId, agreementId: agreement.id, startDate: start, propertyIds: [department.id] });
  await placeByApi(admin, 'D1', employment.employmentId, [day(3), day(4)], start, end);
  return { admin, ...names, departmentId: department.id, ruleId: rule.id, accountName: account.name, employmentId: employment.employmentId, code, packageName: exportPackage!.name };
}
