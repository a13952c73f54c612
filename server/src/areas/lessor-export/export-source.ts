import { sql } from 'drizzle-orm';
import { periodEnd, type IsoDate, type Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { idArray, jsonRows } from '../../db/sql-values.ts';
import { agreementFacts } from '../agreements/agreement-facts.ts';

// What a Lessor export of a package and month reads: the employments of the package's employees that run
// in the month with their closing, and the frozen export values of the closings it may carry.

export interface SourceEmployment {
  employmentId: number;
  employeeId: number;
  employeeCode: string | null;
  employeeName: string;
  startDate: IsoDate;
  agreementId: number;
  agreementCode: string;
  /** In the Danish International Ship Register: its agreement, or one above it, has the DIS flag. */
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
  /** Set on an absence account: the code the absence line carries and the absence property. */
  absenceCode: string | null;
  absencePropertyId: number | null;
  /** Set on one day of absence read from the watches: the paid hours of that day's watches with the absence. */
  absenceHours: string | null;
  departmentCode: string | null;
  /** The line's own rate (km at a state rate), instead of the export prices. */
  rate: string | null;
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
  const chosen = employeeIds?.length ? sql`and emp.id = any(${idArray(employeeIds)})` : sql``;
  const rows = await queryRows<{
    employment_id: number;
    employee_id: number;
    code: string | null;
    first_name: string;
    last_name: string;
    start_date: string;
    agreement_id: number;
    agreement_code: string;
    department_code: string | null;
    closing_id: number | null;
    locked: boolean | null;
    excluded: boolean | null;
    lessor_export_id: number | null;
  }>(
    db,
    sql`select e.id as employment_id, emp.id as employee_id, nullif(trim(emp.code), '') as code, emp.first_name, emp.last_name,
          e.start_date::text, e.agreement_id, a.code as agreement_code,
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
  const agreementIds = [...new Set(rows.map((row) => Number(row.agreement_id)))];
  const facts = await agreementFacts(db, agreementIds);
  const disAgreements = new Set(agreementIds.filter((agreementId) => facts.get(agreementId)?.isDis === true));
  return rows.map((row) => ({
    employmentId: Number(row.employment_id),
    employeeId: Number(row.employee_id),
    employeeCode: row.code,
    employeeName: `${row.first_name} ${row.last_name}`,
    startDate: row.start_date,
    agreementId: Number(row.agreement_id),
    agreementCode: row.agreement_code,
    isDis: disAgreements.has(Number(row.agreement_id)),
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
    absence_property_id: number | null;
    absence_code: string | null;
    department_code: string | null;
    rate: string | null;
  }>(
    db,
    sql`select v.closing_id, c.employment_id, v.start_date::text, v.end_date::text, v.value::text, ea.account, ea.name, ea.in_days,
          ea.vacation_property_id as absence_property_id, coalesce(nullif(vp.code, ''), ea.account) as absence_code, dp.code as department_code,
          v.rate::text as rate
        from closing_export_values v
        join closings c on c.id = v.closing_id
        join export_accounts ea on ea.id = v.export_account_id
        left join properties vp on vp.id = ea.vacation_property_id
        left join properties dp on dp.id = v.department_property_id
        where v.closing_id = any(${idArray(closingIds)})
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
    absenceCode: row.absence_property_id === null ? null : row.absence_code,
    absencePropertyId: row.absence_property_id === null ? null : Number(row.absence_property_id),
    absenceHours: null,
    departmentCode: row.department_code,
    rate: row.rate,
  }));
}

/**
 * Absence values as the days behind them: each day in the value's dates on which the employment has a realised
 * watch (not cancelled) with the absence property, with the paid hours of those watches. A value without such
 * days (entered as a figure) stays as it is.
 */
export async function absenceByDay(db: Db, values: readonly SourceValue[]): Promise<SourceValue[]> {
  const requests = values.flatMap((value, index) =>
    value.absencePropertyId === null ? [] : [{ i: index, e: value.employmentId, p: value.absencePropertyId, f: value.startDate, t: value.endDate }],
  );
  if (requests.length === 0) return [...values];
  const rows = await queryRows<{ i: number; day: string; hours: string }>(
    db,
    sql`select r.i, w.start_date::text as day, round(sum(w.total_time) / 60.0, 6)::text as hours
        from json_to_recordset(${jsonRows(requests)}) as r(i int, e int, p int, f date, t date)
        join realised_watches w on w.employment_id = r.e and w.start_date between r.f and r.t and not w.cancelled
        join realised_watch_properties wp on wp.realised_watch_id = w.id and wp.property_id = r.p
        group by r.i, w.start_date
        order by r.i, w.start_date`,
  );
  const days = new Map<number, { day: string; hours: string }[]>();
  for (const row of rows) days.set(Number(row.i), [...(days.get(Number(row.i)) ?? []), row]);
  return values.flatMap((value, index) => {
    const found = days.get(index);
    if (!found) return [value];
    return found.map((day) => ({ ...value, startDate: day.day, endDate: day.day, value: '1', absenceHours: day.hours }));
  });
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
