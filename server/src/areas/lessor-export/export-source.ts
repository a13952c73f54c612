import { sql } from 'drizzle-orm';
import { periodEnd, type IsoDate, type Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { intArray } from '../pay-engine/sql-values.ts';

// What a Lessor export of a package and month reads: the employments of the package's employees that run
// in the month with their closing, and the frozen export values of the closings it may carry.

export interface SourceEmployment {
  employmentId: number;
  employeeId: number;
  employeeCode: string | null;
  employeeName: string;
  startDate: IsoDate;
  agreementCode: string;
  /** A DIS employment: its agreement exports DIS wage types (docs/decisions.md). */
  isDis: boolean;
  departmentCode: string | null;
  closingId: number | null;
  locked: boolean;
  excluded: boolean;
  lessorExportId: number | null;
}

/** An export value of an employment: frozen in a closing, or computed from open data (mid-month). */
export interface SourceValue {
  closingId: number | null;
  employmentId: number;
  startDate: IsoDate;
  endDate: IsoDate;
  value: string;
  account: string;
  accountName: string;
  inDays: boolean;
  /** Set on an absence account: the code the absence line carries. */
  absenceCode: string | null;
  departmentCode: string | null;
}

export interface SourcePrice {
  account: string;
  agreementCode: string | null;
  departmentCode: string | null;
  isDis: boolean;
  validFrom: IsoDate;
  value: string;
}

/** The employments of the package running in the period, employees by name; `employeeIds` narrows them. */
export async function packageEmployments(db: Db, packageId: number, period: Period, employeeIds?: readonly number[] | null): Promise<SourceEmployment[]> {
  const chosen = employeeIds?.length ? sql`and emp.id = any(${intArray(employeeIds)})` : sql``;
  const rows = await queryRows<{
    employment_id: number;
    employee_id: number;
    code: string | null;
    first_name: string;
    last_name: string;
    start_date: string;
    agreement_code: string;
    is_dis: boolean;
    department_code: string | null;
    closing_id: number | null;
    locked: boolean | null;
    excluded: boolean | null;
    lessor_export_id: number | null;
  }>(
    db,
    sql`select e.id as employment_id, emp.id as employee_id, nullif(trim(emp.code), '') as code, emp.first_name, emp.last_name,
          e.start_date::text, a.code as agreement_code,
          exists (select 1 from agreement_export_accounts aea join export_accounts ea on ea.id = aea.export_account_id
                  where aea.agreement_id = e.agreement_id and ea.is_dis) as is_dis,
          (select p.code from employment_properties ep join properties p on p.id = ep.property_id
             join property_types t on t.id = p.property_type_id
           where ep.employment_id = e.id and t.key = 'department' order by p.id limit 1) as department_code,
          c.id as closing_id, c.locked, c.excluded, c.lessor_export_id
        from employees emp
        join employments e on e.employee_id = emp.id and e.master_id is null
        join agreements a on a.id = e.agreement_id
        left join closings c on c.employment_id = e.id and c.period = ${period}
        where emp.export_package_id = ${packageId} and emp.master_id is null
          and e.start_date <= ${periodEnd(period)} and (e.end_date is null or e.end_date >= ${period}) ${chosen}
        order by emp.last_name, emp.first_name, emp.id, e.start_date, e.id`,
  );
  return rows.map((row) => ({
    employmentId: Number(row.employment_id),
    employeeId: Number(row.employee_id),
    employeeCode: row.code,
    employeeName: `${row.first_name} ${row.last_name}`,
    startDate: row.start_date,
    agreementCode: row.agreement_code,
    isDis: Boolean(row.is_dis),
    departmentCode: row.department_code,
    closingId: row.closing_id === null ? null : Number(row.closing_id),
    locked: Boolean(row.locked),
    excluded: Boolean(row.excluded),
    lessorExportId: row.lessor_export_id === null ? null : Number(row.lessor_export_id),
  }));
}

/** A locked closing an export carries: not excluded and in no export yet. */
export const isExportable = (employment: SourceEmployment) => employment.closingId !== null && employment.locked && !employment.excluded && employment.lessorExportId === null;

/** The frozen export values of the closings, in one query. */
export async function closingValues(db: Db, closingIds: readonly number[]): Promise<SourceValue[]> {
  if (closingIds.length === 0) return [];
  const rows = await queryRows<{
    closing_id: number;
    employment_id: number;
    start_date: string;
    end_date: string;
    value: string;
    account: string;
    name: string;
    in_days: boolean;
    is_absence: boolean;
    absence_code: string | null;
    department_code: string | null;
  }>(
    db,
    sql`select v.closing_id, c.employment_id, v.start_date::text, v.end_date::text, v.value::text, ea.account, ea.name, ea.in_days,
          ea.vacation_property_id is not null as is_absence, coalesce(nullif(vp.code, ''), ea.account) as absence_code, dp.code as department_code
        from closing_export_values v
        join closings c on c.id = v.closing_id
        join export_accounts ea on ea.id = v.export_account_id
        left join properties vp on vp.id = ea.vacation_property_id
        left join properties dp on dp.id = v.department_property_id
        where v.closing_id = any(${intArray(closingIds)})
        order by v.closing_id, ea.account, v.start_date, v.id`,
  );
  return rows.map((row) => ({
    closingId: Number(row.closing_id),
    employmentId: Number(row.employment_id),
    startDate: row.start_date,
    endDate: row.end_date,
    value: row.value,
    account: row.account,
    accountName: row.name,
    inDays: Boolean(row.in_days),
    absenceCode: row.is_absence ? row.absence_code : null,
    departmentCode: row.department_code,
  }));
}

/** The export prices of the wage types. */
export async function exportPricesOf(db: Db, accounts: readonly string[]): Promise<SourcePrice[]> {
  if (accounts.length === 0) return [];
  const rows = await queryRows<{ account: string; agreement_code: string | null; department_code: string | null; is_dis: boolean; valid_from: string; value: string }>(
    db,
    sql`select account, agreement_code, department_code, is_dis, valid_from::text, value::text from export_prices
        where account = any(${`{${accounts.map((account) => JSON.stringify(account)).join(',')}}`}::text[])`,
  );
  return rows.map((row) => ({
    account: row.account,
    agreementCode: row.agreement_code,
    departmentCode: row.department_code,
    isDis: Boolean(row.is_dis),
    validFrom: row.valid_from,
    value: row.value,
  }));
}
