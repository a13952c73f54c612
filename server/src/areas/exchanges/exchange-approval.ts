import { eq, sql } from 'drizzle-orm';
import { contract, PLANNERS } from '@kaj/contract';
import { assertReaches, departmentReach } from '../../auth/reach.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { exchangeDepartments } from '../../db/schema/index.ts';
import { handle } from '../../http/handler.ts';
import { recordChange } from '../self-service/change-log.ts';
import { requireFeature } from '../self-service/self-service-access.ts';
import { EXCHANGES_OFF } from './exchange-list.ts';

// A department may take accepted exchanges without a planner's approval (issue 16). Set on a department, it holds
// for the departments below it too.

/** Whether the employment's department, or one above it, takes accepted exchanges without approval. */
export async function takesWithoutApproval(db: Db, employmentId: number): Promise<boolean> {
  const [row] = await queryRows<{ yes: boolean }>(
    db,
    sql`with recursive above(id, parent_id) as (
          select p.id, p.parent_id from employment_properties ep join properties p on p.id = ep.property_id
          join property_types t on t.id = p.property_type_id and t.key = 'department'
          where ep.employment_id = ${employmentId}
          union select p.id, p.parent_id from properties p join above on p.id = above.parent_id)
        select exists (select 1 from exchange_departments d where d.department_id in (select id from above) and d.without_approval) as yes`,
  );
  return row?.yes === true;
}

export const getExchangeApproval = handle(contract.plan.getExchangeApproval, async ({ db, user, query, services }) => {
  requireFeature(services.config, 'allowTradeShifts', EXCHANGES_OFF);
  assertReaches(await departmentReach(db, user, PLANNERS), [query.departmentid]);
  const [row] = await db.select().from(exchangeDepartments).where(eq(exchangeDepartments.departmentId, query.departmentid));
  return { departmentId: query.departmentid, withoutApproval: row?.withoutApproval ?? false };
});

export const setExchangeApproval = handle(contract.plan.setExchangeApproval, async ({ db, user, query, body, services }) => {
  requireFeature(services.config, 'allowTradeShifts', EXCHANGES_OFF);
  assertReaches(await departmentReach(db, user, PLANNERS), [query.departmentid]);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(exchangeDepartments).where(eq(exchangeDepartments.departmentId, query.departmentid));
    const [after] = await tx
      .insert(exchangeDepartments)
      .values({ departmentId: query.departmentid, withoutApproval: body.withoutApproval })
      .onConflictDoUpdate({ target: exchangeDepartments.departmentId, set: { withoutApproval: body.withoutApproval } })
      .returning();
    await recordChange(tx, user, { entity: 'exchangeDepartment', entityId: query.departmentid, action: 'change', before: before ?? null, after });
  });
  return { departmentId: query.departmentid, withoutApproval: body.withoutApproval };
});
