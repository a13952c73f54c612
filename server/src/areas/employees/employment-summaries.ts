import { sql } from 'drizzle-orm';
import type { EmployeeListRecordDto, EmployeeRecordDto, EmploymentSummaryDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { todayInCopenhagen } from '../../clock.ts';

interface SummaryRow {
  employee_id: number;
  employment_id: number;
  start_date: string;
  end_date: string | null;
  is_secondary: boolean;
  calculation_order: number;
  description: string | null;
  agreement_name: string;
  department_id: number | null;
  department_name: string | null;
  position_name: string | null;
}

type Summary = EmploymentSummaryDto & { calculationOrder: number };

const isoDay = (value: string | Date | null): string | null => (value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** The employments a list shows: those running today (the primary first); else the next to start; else the one that ended last. */
export function shownEmployments(all: readonly Summary[], today: string): Summary[] {
  const current = all.filter((e) => e.startDate <= today && (e.endDate === null || e.endDate >= today));
  if (current.length) return [...current].sort((a, b) => Number(a.isSecondary) - Number(b.isSecondary) || a.calculationOrder - b.calculationOrder);
  const future = all.filter((e) => e.startDate > today).sort((a, b) => a.startDate.localeCompare(b.startDate));
  if (future[0]) return [future[0]];
  const ended = [...all].sort((a, b) => (b.endDate ?? '').localeCompare(a.endDate ?? ''));
  return ended[0] ? [ended[0]] : [];
}

/** Adds each employee's shown employments with agreement, department and position names, in one query for all. */
export async function withEmploymentSummaries(db: Db, records: EmployeeRecordDto[], today = todayInCopenhagen()): Promise<EmployeeListRecordDto[]> {
  if (records.length === 0) return [];
  const ids = sql.join(
    records.map((record) => sql`${record.employeeId}`),
    sql`, `,
  );
  const ofType = (key: string, column: string) => sql`(
    select p.${sql.raw(column)} from employment_properties ep
    join properties p on p.id = ep.property_id
    join property_types t on t.id = p.property_type_id
    where ep.employment_id = e.id and t.key = ${key}
    order by p.id limit 1)`;
  const rows = await queryRows<SummaryRow>(db, sql`
    select e.employee_id, e.id as employment_id, e.start_date, e.end_date, e.is_secondary, e.calculation_order, e.description,
      a.name as agreement_name,
      ${ofType('department', 'id')} as department_id,
      ${ofType('department', 'name')} as department_name,
      ${ofType('position', 'name')} as position_name
    from employments e
    join agreements a on a.id = e.agreement_id
    where e.employee_id in (${ids})`);
  const byEmployee = new Map<number, Summary[]>();
  for (const row of rows) {
    const list = byEmployee.get(Number(row.employee_id)) ?? [];
    list.push({
      employmentId: Number(row.employment_id),
      startDate: isoDay(row.start_date)!,
      endDate: isoDay(row.end_date),
      isSecondary: row.is_secondary,
      calculationOrder: Number(row.calculation_order),
      description: row.description,
      agreementName: row.agreement_name,
      departmentId: row.department_id === null ? null : Number(row.department_id),
      departmentName: row.department_name,
      positionName: row.position_name,
    });
    byEmployee.set(Number(row.employee_id), list);
  }
  return records.map((record) => ({
    ...record,
    currentEmployments: shownEmployments(byEmployee.get(record.employeeId) ?? [], today).map(({ calculationOrder: _, ...summary }) => summary),
  }));
}
