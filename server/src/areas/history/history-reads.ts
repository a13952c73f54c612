import { sql, type SQL } from 'drizzle-orm';
import { contract, HISTORY_KINDS, type HistoryKind, type HistoryRowDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { idArray } from '../../db/sql-values.ts';
import { assertEmployeeWithin, readReach } from '../employees/employee-access.ts';
import { ENTITIES_OF, kindOf, summaryOf } from './history-summary.ts';

interface Subject {
  employmentIds: number[];
  exportPackageId: number | null;
  /** The agreements of the employee's employments and every one above them, whose rules they inherit. */
  agreementIds: number[];
}

async function subjectOf(db: Db, employeeId: number): Promise<Subject> {
  const [employee] = await queryRows<{ export_package_id: number | null }>(db, sql`select export_package_id from employees where id = ${employeeId}`);
  if (!employee) throw notFound('Medarbejderen findes ikke.');
  const employments = await queryRows<{ id: number }>(db, sql`select id from employments where employee_id = ${employeeId}`);
  const agreements = await queryRows<{ id: number }>(db, sql`
    with recursive chain(id) as (
      select agreement_id from employments where employee_id = ${employeeId}
      union select a.parent_id from agreements a join chain on a.id = chain.id where a.parent_id is not null)
    select id from chain`);
  return {
    employmentIds: employments.map((row) => Number(row.id)),
    exportPackageId: employee.export_package_id === null ? null : Number(employee.export_package_id),
    agreementIds: agreements.map((row) => Number(row.id)),
  };
}

const entityIn = (kind: HistoryKind) => sql`a.entity = any(${`{${ENTITIES_OF[kind].join(',')}}`}::text[])`;

/** Which audit rows of a kind are the employee's: their employments', their package's exports, their agreements' rules. */
function rowsOf(kind: HistoryKind, subject: Subject): SQL {
  switch (kind) {
    case 'exports':
      if (subject.exportPackageId === null) return sql`false`;
      return sql`(${entityIn(kind)} and coalesce(a.after->>'exportPackageId', a.before->>'exportPackageId')::int = ${subject.exportPackageId})`;
    case 'rules':
      return sql`((a.entity = 'agreement' and a.entity_id = any(${idArray(subject.agreementIds)}))
        or (a.entity = 'payRule' and a.entity_id in (select pay_account_rule_id from agreement_pay_account_rules where agreement_id = any(${idArray(subject.agreementIds)}))))`;
    default:
      return sql`(${entityIn(kind)} and a.employment_id = any(${idArray(subject.employmentIds)}))`;
  }
}

interface AuditRow {
  id: number;
  at: string;
  user_name: string | null;
  entity: string;
  action: string;
  date: string | null;
  code: string | null;
  before: unknown;
  after: unknown;
}

const record = (value: unknown) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

function toRow(row: AuditRow): HistoryRowDto {
  const before = record(row.before);
  const after = record(row.after);
  return {
    auditId: Number(row.id),
    at: new Date(row.at).toISOString(),
    userName: row.user_name,
    kind: kindOf(row.entity),
    entity: row.entity,
    action: row.action,
    date: row.date,
    summary: summaryOf({ entity: row.entity, action: row.action, date: row.date, code: row.code, before, after }),
    before,
    after,
  };
}

/** An employee's audit trail of the dates from start to end, newest change first, one page of it and the count. */
export const getHistory = handle(contract.plan.getHistory, async ({ db, query, user }) => {
  await assertEmployeeWithin(db, await readReach(db, user), query.employeeId);
  const subject = await subjectOf(db, query.employeeId);
  const kinds = HISTORY_KINDS.filter((kind) => !query.kind || kind === query.kind);
  const where = sql`a.date between ${query.start} and ${query.end} and (${sql.join(
    kinds.map((kind) => rowsOf(kind, subject)),
    sql` or `,
  )})`;
  const [counted] = await queryRows<{ n: number }>(db, sql`select count(*) as n from audit_trail a where ${where}`);
  const rows = await queryRows<AuditRow>(db, sql`
    select a.id, a.at, a.user_name, a.entity, a.action, to_char(a.date, 'YYYY-MM-DD') as date, t.code, a.before, a.after
    from audit_trail a
    left join lateral (select coalesce(a.after, a.before)->>'watchTemplateId' as id) w on true
    left join watch_templates t on ${entityIn('watches')} and t.id = case when w.id ~ '^[0-9]{1,9}$' then w.id::int end
    where ${where}
    order by a.at desc, a.id desc
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  return { rows: rows.map(toRow), total: Number(counted?.n ?? 0) };
});
