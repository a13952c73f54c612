// The set-based reads of the employments behind the grid rows: one query per kind of thing for all employments at
// once, so a department of 300 rows costs a few queries, not 300 × a few (their watches: watch-sources.ts).
import { sql } from 'drizzle-orm';
import type { IsoDate } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/raw.ts';
import { idArray } from '../../../db/sql-values.ts';

export interface EmploymentSource {
  employmentId: number;
  employeeId: number;
  description: string | null;
  startDate: IsoDate;
  endDate: IsoDate | null;
  isSecondary: boolean;
  defaultHidden: boolean;
  masterId: number | null;
  draftId: number | null;
  departmentId: number | null;
  /** The version of its watches as the grid shows them, with the shared catalogue's (grid_row_versions). */
  watchesVersion: string;
  agreement: { agreementId: number; code: string; name: string; parentId: number | null; hoursPerDay: number | null; isDis: boolean };
  employee: {
    code: string | null;
    firstName: string;
    lastName: string;
    initials: string | null;
    telephone: string | null;
    email: string | null;
    birthDate: IsoDate | null;
    masterId: number | null;
    draftId: number | null;
  };
}

interface EmploymentRow {
  id: number;
  employee_id: number;
  description: string | null;
  start_date: string;
  end_date: string | null;
  is_secondary: boolean;
  default_hidden: boolean;
  master_id: number | null;
  draft_id: number | null;
  department_id: number | null;
  watches_version: string;
  agreement_id: number;
  agreement_code: string;
  agreement_name: string;
  agreement_parent_id: number | null;
  agreement_hours_per_day: string | null;
  agreement_is_dis: boolean;
  code: string | null;
  first_name: string;
  last_name: string;
  initials: string | null;
  telephone: string | null;
  email: string | null;
  birth_date: string | null;
  employee_master_id: number | null;
  employee_draft_id: number | null;
}

const nullableId = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** The employments with their employee, agreement, department, draft links and the versions of their watches. */
export async function readEmployments(db: Db, employmentIds: readonly number[]): Promise<EmploymentSource[]> {
  const ids = idArray(employmentIds);
  // The draft links and departments are grouped once and joined (hash joins), not looked up per row.
  const rows = await queryRows<EmploymentRow>(db, sql`
    with chosen as (select * from employments where id = any(${ids})),
    drafts as (select master_id, min(id) as id from employments where master_id = any(${ids}) group by master_id),
    departments as (
      select ep.employment_id, min(ep.property_id) as property_id
      from employment_properties ep join properties p on p.id = ep.property_id join property_types t on t.id = p.property_type_id
      where ep.employment_id = any(${ids}) and t.key = 'department' group by ep.employment_id),
    employee_drafts as (select master_id, min(id) as id from employees where master_id in (select employee_id from chosen) group by master_id)
    select e.id, e.employee_id, e.description, e.start_date::text as start_date, e.end_date::text as end_date,
      e.is_secondary, e.default_hidden, e.master_id, drafts.id as draft_id, departments.property_id as department_id,
      a.id as agreement_id, a.code as agreement_code, a.name as agreement_name, a.parent_id as agreement_parent_id, a.hours_per_day::text as agreement_hours_per_day, a.is_dis as agreement_is_dis,
      em.code, em.first_name, em.last_name, em.initials, em.telephone, em.email, em.birth_date::text as birth_date,
      em.master_id as employee_master_id, employee_drafts.id as employee_draft_id,
      coalesce(versions.version, 0) || '.' || coalesce((select version from grid_row_versions where employment_id = 0), 0) as watches_version
    from chosen e
    join employees em on em.id = e.employee_id
    join agreements a on a.id = e.agreement_id
    left join drafts on drafts.master_id = e.id
    left join departments on departments.employment_id = e.id
    left join employee_drafts on employee_drafts.master_id = em.id
    left join grid_row_versions versions on versions.employment_id = e.id`);
  return rows.map((row) => ({
    employmentId: Number(row.id),
    employeeId: Number(row.employee_id),
    description: row.description,
    startDate: row.start_date,
    endDate: row.end_date,
    isSecondary: row.is_secondary,
    defaultHidden: row.default_hidden,
    masterId: nullableId(row.master_id),
    draftId: nullableId(row.draft_id),
    departmentId: nullableId(row.department_id),
    watchesVersion: row.watches_version,
    agreement: { agreementId: Number(row.agreement_id), code: row.agreement_code, name: row.agreement_name, parentId: nullableId(row.agreement_parent_id), hoursPerDay: row.agreement_hours_per_day === null ? null : Number(row.agreement_hours_per_day), isDis: row.agreement_is_dis },
    employee: {
      code: row.code,
      firstName: row.first_name,
      lastName: row.last_name,
      initials: row.initials,
      telephone: row.telephone,
      email: row.email,
      birthDate: row.birth_date,
      masterId: nullableId(row.employee_master_id),
      draftId: nullableId(row.employee_draft_id),
    },
  }));
}

export interface PropertySource {
  ownerId: number;
  propertyId: number;
  propertyTypeId: number;
  name: string;
  code: string | null;
  /** The property type's key (department, absence …). */
  typeKey: string | null;
}

interface PropertyRow {
  owner_id: number;
  property_id: number;
  property_type_id: number;
  name: string;
  code: string | null;
  type_key: string | null;
}

const toProperty = (row: PropertyRow): PropertySource => ({
  ownerId: Number(row.owner_id),
  propertyId: Number(row.property_id),
  propertyTypeId: Number(row.property_type_id),
  name: row.name,
  code: row.code,
  typeKey: row.type_key,
});

/** The properties of the employments, by type then name. */
export async function readEmploymentProperties(db: Db, employmentIds: readonly number[]): Promise<PropertySource[]> {
  const rows = await queryRows<PropertyRow>(db, sql`
    select ep.employment_id as owner_id, p.id as property_id, p.property_type_id, p.name, p.code, t.key as type_key
    from employment_properties ep
    join properties p on p.id = ep.property_id
    join property_types t on t.id = p.property_type_id
    where ep.employment_id = any(${idArray(employmentIds)})
    order by p.property_type_id, p.name`);
  return rows.map(toProperty);
}
