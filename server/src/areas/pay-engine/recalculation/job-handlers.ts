import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { periodOf } from '@kaj/domain';
import { todayInCopenhagen } from '../../../clock.ts';
import { queryRows } from '../../../db/raw.ts';
import { badRequest } from '../../../errors.ts';
import { handle } from '../../../http/handler.ts';
import { readReach } from '../../employees/employee-access.ts';
import { idArray } from '../../../db/sql-values.ts';
import { agreementsReached, targetsOf, type Target } from './targets.ts';
import { inlineLimitNow, recalculateAfter } from './trigger.ts';

const instant = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/**
 * GetRecalculationJobs: the jobs waiting or running and those finished in the last day, newest first. Each counts
 * only the employments in the caller's departments, and a job with none of them is left out (a planner sees
 * nothing of other departments' work); Admin counts all.
 */
export const getRecalculationJobs = handle(contract.plan.getRecalculationJobs, async ({ db, user }) => {
  const reach = await readReach(db, user);
  const within =
    reach === 'all' ? sql`true` : sql`exists (select 1 from employment_properties ep where ep.employment_id = i.employment_id and ep.property_id = any(${idArray([...reach])}))`;
  const rows = await queryRows<{ id: number; reason: string; state: 'queued' | 'running' | 'done' | 'failed'; created_at: string; finished_at: string | null; error: string | null; total: string; done: string }>(
    db,
    sql`select j.id, j.reason, j.state, ${instant('j.created_at')} as created_at, ${instant('j.finished_at')} as finished_at, j.error,
          count(*) filter (where ${within})::text as total, count(*) filter (where ${within} and i.done)::text as done
        from recalculation_jobs j join recalculation_items i on i.job_id = j.id
        where j.state <> 'done' or j.finished_at > now() - interval '1 day'
        group by j.id having count(*) filter (where ${within}) > 0
        order by j.id desc limit 20`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    reason: row.reason,
    state: row.state,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    total: Number(row.total),
    done: Number(row.done),
    error: row.error,
  }));
});

/** Months from one period to another, both counted. */
const monthCount = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

/** The open months of the targets: from each one's first open month to the current month (within the employment). */
async function openMonths(targets: readonly Target[], ends: ReadonlyMap<number, string | null>): Promise<number> {
  const current = periodOf(todayInCopenhagen());
  let months = 0;
  for (const target of targets) {
    const end = ends.get(target.employmentId);
    const last = end && periodOf(end) < current ? periodOf(end) : current;
    if (last >= target.from) months += monthCount(target.from, last);
  }
  return months;
}

/**
 * GetRecalculationImpact: what saving the rule (in every agreement that has it, and those below) and/or the agreement
 * (and those below) would recalculate. The screens show it in the confirmation before saving.
 */
export const getRecalculationImpact = handle(contract.plan.getRecalculationImpact, async ({ db, query }) => {
  if (query.payAccountRuleId === undefined && query.changedAgreementId === undefined) throw badRequest('impact_needs_subject', 'Angiv en lønkontoregel eller en overenskomst.');
  const agreementIds = new Set<number>();
  if (query.payAccountRuleId !== undefined) for (const id of await agreementsReached(db, { kind: 'rules', ruleIds: [query.payAccountRuleId] })) agreementIds.add(id);
  if (query.changedAgreementId !== undefined) for (const id of await agreementsReached(db, { kind: 'agreements', agreementIds: [query.changedAgreementId] })) agreementIds.add(id);
  const targets = await targetsOf(db, { kind: 'agreements', agreementIds: [...agreementIds] });
  const ends = await queryRows<{ id: number; end_date: string | null }>(
    db,
    sql`select id, end_date::text from employments where id = any(${idArray(targets.map((target) => target.employmentId))})`,
  );
  return {
    agreements: agreementIds.size,
    employments: targets.length,
    openMonths: await openMonths(targets, new Map(ends.map((row) => [Number(row.id), row.end_date]))),
    asJob: targets.length > inlineLimitNow(),
  };
});

/** RecalculateDepartment: always a job, so the Genberegning screen shows its progress. */
export const recalculateDepartment = handle(contract.plan.recalculateDepartment, async ({ db, user, query }) =>
  db.transaction(async (tx) => {
    const [department] = await queryRows<{ name: string }>(
      tx,
      sql`select p.name from properties p join property_types t on t.id = p.property_type_id where p.id = ${query.departmentId} and t.key = 'department'`,
    );
    if (!department) throw badRequest('unknown_department', 'Afdelingen findes ikke.');
    return recalculateAfter(tx, { kind: 'department', departmentId: query.departmentId, from: query.period }, { reason: `Genberegning af ${department.name}`, user, forceJob: true });
  }),
);
