import { sql } from 'drizzle-orm';
import { decimal, type Decimal } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { idArray } from '../../db/sql-values.ts';
import type { AgreementGraph } from './agreement-graph.ts';

// An agreement's facts inherit down the tree (docs/decisions.md, gren facts): hours per day from the nearest
// agreement up the tree that has them, DIS when the agreement or one above it is a DIS agreement.

export interface AgreementFacts {
  /** Null when no agreement up the tree has them. */
  readonly hoursPerDay: Decimal | null;
  readonly isDis: boolean;
}

/**
 * The CTEs `agreement_up` and `agreement_facts(agreement_id, hours_per_day, is_dis)`, to follow `with recursive`:
 * every agreement's inherited facts, for queries that join them to employments.
 */
export const AGREEMENT_FACTS_CTE = sql`
  agreement_up(agreement_id, ancestor_id, depth) as (
    select id, id, 0 from agreements
    union all
    select u.agreement_id, a.parent_id, u.depth + 1 from agreement_up u join agreements a on a.id = u.ancestor_id
    where a.parent_id is not null and u.depth < 100),
  agreement_facts(agreement_id, hours_per_day, is_dis) as (
    select u.agreement_id, (array_agg(a.hours_per_day order by u.depth) filter (where a.hours_per_day is not null))[1], bool_or(a.is_dis)
    from agreement_up u join agreements a on a.id = u.ancestor_id group by u.agreement_id)`;

/** The facts of one agreement from the loaded tree. */
export function factsOf(graph: AgreementGraph, agreementId: number): AgreementFacts {
  const chain = graph.chain(agreementId);
  const withHours = chain.find((row) => row.hoursPerDay !== null);
  return { hoursPerDay: withHours ? decimal(withHours.hoursPerDay!) : null, isDis: chain.some((row) => row.isDis) };
}

/** The facts of the agreements, by id, in one query. */
export async function agreementFacts(db: Db, agreementIds: readonly number[]): Promise<Map<number, AgreementFacts>> {
  if (agreementIds.length === 0) return new Map();
  const rows = await queryRows<{ agreement_id: number; hours_per_day: string | null; is_dis: boolean }>(
    db,
    sql`with recursive ${AGREEMENT_FACTS_CTE}
        select agreement_id, hours_per_day::text, is_dis from agreement_facts
        where agreement_id = any(${idArray(agreementIds)})`,
  );
  return new Map(rows.map((row) => [Number(row.agreement_id), { hoursPerDay: row.hours_per_day === null ? null : decimal(row.hours_per_day), isDis: row.is_dis === true }]));
}
