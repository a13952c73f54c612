// The set-based reads behind the grid rows: one query per kind of thing for all employments at once,
// so a department of 300 rows costs five queries, not 300 × five.
import { sql } from 'drizzle-orm';
import type { IsoDate } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/raw.ts';
import { idArray } from './sql-values.ts';

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
  agreement: { agreementId: number; code: string; name: string; parentId: number | null };
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
  agreement_id: number;
  agreement_code: string;
  agreement_name: string;
  agreement_parent_id: number | null;
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

/** The employments with their employee, agreement, department and draft links. */
export async function readEmployments(db: Db, employmentIds: readonly number[]): Promise<EmploymentSource[]> {
  const rows = await queryRows<EmploymentRow>(db, sql`
    select e.id, e.employee_id, e.description, to_char(e.start_date, 'YYYY-MM-DD') as start_date, to_char(e.end_date, 'YYYY-MM-DD') as end_date,
      e.is_secondary, e.default_hidden, e.master_id,
      (select d.id from employments d where d.master_id = e.id order by d.id limit 1) as draft_id,
      (select ep.property_id from employment_properties ep
         join properties p on p.id = ep.property_id join property_types t on t.id = p.property_type_id
         where ep.employment_id = e.id and t.key = 'department' order by ep.property_id limit 1) as department_id,
      a.id as agreement_id, a.code as agreement_code, a.name as agreement_name, a.parent_id as agreement_parent_id,
      em.code, em.first_name, em.last_name, em.initials, em.telephone, em.email, to_char(em.birth_date, 'YYYY-MM-DD') as birth_date,
      em.master_id as employee_master_id,
      (select d.id from employees d where d.master_id = em.id order by d.id limit 1) as employee_draft_id
    from employments e
    join employees em on em.id = e.employee_id
    join agreements a on a.id = e.agreement_id
    where e.id = any(${idArray(employmentIds)})`);
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
    agreement: { agreementId: Number(row.agreement_id), code: row.agreement_code, name: row.agreement_name, parentId: nullableId(row.agreement_parent_id) },
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

export interface RealisedSource {
  realisedWatchId: number;
  plannedWatchId: number | null;
  watchTemplateId: number | null;
  employmentId: number;
  code: string | null;
  color: string | null;
  startDate: IsoDate;
  startTime: string;
  endTime: string;
  startMs: number;
  endMs: number;
  totalTime: number;
  closed: boolean;
  approved: boolean;
  rejected: boolean;
  changedMs: number;
}

interface RealisedRow {
  id: number;
  planned_watch_id: number | null;
  watch_template_id: number | null;
  employment_id: number;
  code: string | null;
  color: string | null;
  start_date: string;
  start_time: string;
  end_time: string;
  start_ms: number;
  end_ms: number;
  total_time: number;
  closed: boolean;
  approved: boolean;
  rejected: boolean;
  changed_ms: number;
}

/**
 * The realised watches that are not cancelled, starting from `from` to `end`, with template code and colour
 * and their approval state: approved when an approval (not a rejection) covers it, rejected when only a
 * rejection does.
 */
export async function readRealisedWatches(db: Db, employmentIds: readonly number[], from: IsoDate, end: IsoDate): Promise<RealisedSource[]> {
  const rows = await queryRows<RealisedRow>(db, sql`
    select rw.id, rw.planned_watch_id, rw.watch_template_id, rw.employment_id, wt.code, wt.color,
      to_char(rw.start_date, 'YYYY-MM-DD') as start_date, to_char(rw.start_time, 'HH24:MI') as start_time, to_char(rw.end_time, 'HH24:MI') as end_time,
      round(extract(epoch from rw.start_at) * 1000)::float8 as start_ms, round(extract(epoch from rw.end_at) * 1000)::float8 as end_ms,
      rw.total_time, rw.closed, round(extract(epoch from rw.changed_at) * 1000)::float8 as changed_ms,
      coalesce(ap.approved, false) as approved, coalesce(ap.rejected and not ap.approved, false) as rejected
    from realised_watches rw
    left join watch_templates wt on wt.id = rw.watch_template_id
    left join lateral (
      select bool_or(not a.rejected) as approved, bool_or(a.rejected) as rejected
      from approval_watches aw join approvals a on a.id = aw.approval_id
      where aw.realised_watch_id = rw.id) ap on true
    where rw.employment_id = any(${idArray(employmentIds)}) and rw.start_date between ${from} and ${end} and not rw.cancelled
    order by rw.start_at, rw.id`);
  return rows.map((row) => ({
    realisedWatchId: Number(row.id),
    plannedWatchId: nullableId(row.planned_watch_id),
    watchTemplateId: nullableId(row.watch_template_id),
    employmentId: Number(row.employment_id),
    code: row.code,
    color: row.color,
    startDate: row.start_date,
    startTime: row.start_time,
    endTime: row.end_time,
    startMs: Number(row.start_ms),
    endMs: Number(row.end_ms),
    totalTime: Number(row.total_time),
    closed: row.closed,
    approved: row.approved,
    rejected: row.rejected,
    changedMs: Number(row.changed_ms),
  }));
}

export interface WatchPropertySource extends PropertySource {
  value: number | null;
  /** The template detail the watch was made from carries it too: it does not mark the watch. */
  fromTemplate: boolean;
}

/** The properties of the realised watches (not cancelled) of the employments from `from` to `end`. */
export async function readWatchProperties(db: Db, employmentIds: readonly number[], from: IsoDate, end: IsoDate): Promise<WatchPropertySource[]> {
  const rows = await queryRows<PropertyRow & { value: string | null; from_template: boolean }>(db, sql`
    select rwp.realised_watch_id as owner_id, p.id as property_id, p.property_type_id, p.name, p.code, t.key as type_key, rwp.value,
      exists (select 1 from watch_detail_properties wdp where wdp.watch_detail_id = rw.watch_detail_id and wdp.property_id = p.id) as from_template
    from realised_watches rw
    join realised_watch_properties rwp on rwp.realised_watch_id = rw.id
    join properties p on p.id = rwp.property_id
    join property_types t on t.id = p.property_type_id
    where rw.employment_id = any(${idArray(employmentIds)}) and rw.start_date between ${from} and ${end} and not rw.cancelled
    order by p.property_type_id, p.name`);
  return rows.map((row) => ({ ...toProperty(row), value: row.value === null ? null : Number(row.value), fromTemplate: row.from_template }));
}

export interface PlanOnlySource {
  plannedWatchId: number;
  watchTemplateId: number;
  employmentId: number;
  code: string;
  color: string;
  startDate: IsoDate;
  /** The template's first watch of the day; 00:00–00:00 when it has none. */
  startTime: string;
  endTime: string;
  totalTime: number;
  changedMs: number;
}

interface PlanOnlyRow {
  id: number;
  watch_template_id: number;
  employment_id: number;
  code: string;
  color: string;
  start_date: string;
  start_time: string | null;
  end_time: string | null;
  total_time: number | null;
  changed_ms: number;
}

/** Plans from `from` to `end` that have no realised watches at all (not even cancelled ones). */
export async function readPlansWithoutRealised(db: Db, employmentIds: readonly number[], from: IsoDate, end: IsoDate): Promise<PlanOnlySource[]> {
  const rows = await queryRows<PlanOnlyRow>(db, sql`
    select pw.id, pw.watch_template_id, pw.employment_id, wt.code, wt.color, to_char(pw.start_date, 'YYYY-MM-DD') as start_date,
      to_char(d.start_time, 'HH24:MI') as start_time, to_char(d.end_time, 'HH24:MI') as end_time, d.total_time,
      round(extract(epoch from pw.changed_at) * 1000)::float8 as changed_ms
    from planned_watches pw
    join watch_templates wt on wt.id = pw.watch_template_id
    left join lateral (
      select wd.start_time, wd.end_time, wd.total_time from watch_details wd
      where wd.watch_template_id = wt.id and wd.watch_sub_template_id is null and wd.overrides_id is null
      order by wd.start_time, wd.id limit 1) d on true
    where pw.employment_id = any(${idArray(employmentIds)}) and pw.start_date between ${from} and ${end}
      and not exists (select 1 from realised_watches rw where rw.planned_watch_id = pw.id)
    order by pw.start_date, pw.id`);
  return rows.map((row) => ({
    plannedWatchId: Number(row.id),
    watchTemplateId: Number(row.watch_template_id),
    employmentId: Number(row.employment_id),
    code: row.code,
    color: row.color,
    startDate: row.start_date,
    startTime: row.start_time ?? '00:00',
    endTime: row.end_time ?? '00:00',
    totalTime: row.total_time === null ? 0 : Number(row.total_time),
    changedMs: Number(row.changed_ms),
  }));
}
