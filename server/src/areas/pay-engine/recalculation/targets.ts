import { sql, type SQL } from 'drizzle-orm';
import type { IsoDate, Period } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/raw.ts';
import { loadAgreementGraph } from '../../agreements/agreement-graph.ts';
import { idArray } from '../../../db/sql-values.ts';

/**
 * A saved change that can change pay, named by what it touched. Each kind knows its employments; the one place
 * that answers "which employments, from which month" (issue 14.1).
 */
export type PayChange =
  /** Pay-account rules: every agreement holding one, and every agreement below it that inherits it. */
  | { kind: 'rules'; ruleIds: readonly number[] }
  /** Agreements (their settings, parent or rule links), with every agreement below them. */
  | { kind: 'agreements'; agreementIds: readonly number[] }
  /** Employments (agreement, dates, department, position, hours), from a month on or from their first open one. */
  | { kind: 'employments'; employmentIds: readonly number[]; from?: IsoDate }
  /** A watch code: the employments with open realised watches of it. */
  | { kind: 'watchTemplate'; watchTemplateId: number }
  /** Export accounts: the agreements that have them. */
  | { kind: 'exportAccounts'; exportAccountIds: readonly number[] }
  /** An export price: the agreement it names (by code), or every agreement. */
  | { kind: 'exportPrice'; agreementCode: string | null }
  /** Pay accounts, closing activity types and properties: shared by every agreement. */
  | { kind: 'everyone' }
  /** A department on demand (the Genberegning screen), from a month on. */
  | { kind: 'department'; departmentId: number; from: Period };

/** One employment to recalculate: its open months from `from` (the first day of a month) on. */
export interface Target {
  employmentId: number;
  from: Period;
}

/**
 * The employments a change reaches, each from its first open month: after its last locked closing, or its start
 * (the convention of Plan/Calculate), or the month the change names. Ended employments whose last open month is
 * before that are left out.
 */
export async function targetsOf(db: Db, change: PayChange): Promise<Target[]> {
  const which = await employmentFilter(db, change);
  if (which === null) return [];
  // A given month is where the change begins (an employment's old start, say): the months from it are recalculated even before the start.
  const given = change.kind === 'employments' ? change.from : change.kind === 'department' ? change.from : undefined;
  const first = given ? sql`date_trunc('month', ${given}::date)::date` : sql`date_trunc('month', e.start_date)::date`;
  const rows = await queryRows<{ id: number; from_period: string }>(
    db,
    sql`with t as (
          select e.id, e.end_date, greatest(
            ${first},
            (select (max(c.period) + interval '1 month')::date from closings c where c.employment_id = e.id and c.locked)) as from_period
          from employments e where ${which})
        select id, from_period::text from t where end_date is null or end_date >= from_period order by id`,
  );
  return rows.map((row) => ({ employmentId: Number(row.id), from: row.from_period }));
}

/** The employments of the change as a condition on `e`; null when it reaches none. */
async function employmentFilter(db: Db, change: PayChange): Promise<SQL | null> {
  switch (change.kind) {
    case 'everyone':
      return sql`true`;
    case 'employments':
      return change.employmentIds.length === 0 ? null : sql`e.id = any(${idArray(change.employmentIds)})`;
    case 'department':
      return sql`exists (select 1 from employment_properties ep where ep.employment_id = e.id and ep.property_id = ${change.departmentId})`;
    case 'watchTemplate':
      return sql`exists (select 1 from realised_watches w where w.employment_id = e.id and w.watch_template_id = ${change.watchTemplateId} and not w.closed)`;
    case 'exportPrice':
      return change.agreementCode === null ? sql`true` : sql`e.agreement_id in (select id from agreements where lower(code) = lower(${change.agreementCode}))`;
    default: {
      const agreementIds = await agreementsReached(db, change);
      return agreementIds.length === 0 ? null : sql`e.agreement_id = any(${idArray(agreementIds)})`;
    }
  }
}

/** The agreements a rule, agreement or export-account change reaches, with every agreement below them. */
export async function agreementsReached(db: Db, change: Extract<PayChange, { kind: 'rules' | 'agreements' | 'exportAccounts' }>): Promise<number[]> {
  const graph = await loadAgreementGraph(db);
  let roots: number[];
  if (change.kind === 'agreements') roots = [...change.agreementIds];
  else if (change.kind === 'rules') roots = change.ruleIds.flatMap((ruleId) => graph.agreementsWithRule(ruleId).map((agreement) => agreement.id));
  else {
    const rows = await queryRows<{ agreement_id: number }>(db, sql`select agreement_id from agreement_export_accounts where export_account_id = any(${idArray(change.exportAccountIds)})`);
    roots = rows.map((row) => Number(row.agreement_id));
  }
  const reached = new Set<number>();
  for (const id of roots) {
    if (!graph.all.some((agreement) => agreement.id === id)) continue;
    reached.add(id);
    for (const below of graph.descendants(id)) reached.add(below.id);
  }
  return [...reached];
}
