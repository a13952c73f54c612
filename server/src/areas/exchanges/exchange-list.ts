import { sql } from 'drizzle-orm';
import { businessNow } from '../../clock.ts';
import { contract, PLANNERS } from '@kaj/contract';
import { assertReaches, departmentReach } from '../../auth/reach.ts';
import { hasRole } from '../../auth/session-user.ts';
import { handle } from '../../http/handler.ts';
import { idArray } from '../../db/sql-values.ts';
import { ownEmployeeId, requireFeature } from '../self-service/self-service-access.ts';
import { readExchanges } from './exchange-store.ts';
import { closeExpired } from './exchange-sweep.ts';

// The exchanges people see (issue 16): the employee their colleagues' open offers and their own offers and bids;
// the planner the accepted exchanges waiting for approval in their departments.

export const EXCHANGES_OFF = 'Vagtbytte er slået fra.';

/** An exchange still going, or closed within the last 14 days (an expired offer counts as closed when it expired). */
const recent = (now: string) => sql`(x.status in ('open', 'accepted') or coalesce(x.decided_at, x.expiration) > ${now}::timestamptz - interval '14 days')`;

/**
 * Open offers of colleagues (someone with an employment in a department the caller has an employment in), and the
 * caller's own offers and bids while going or closed within 14 days. The note to the planner only to its writer and Admin.
 */
export const getWatchExchangeList = handle(contract.app.getWatchExchangeList, async ({ db, user, services }) => {
  requireFeature(services.config, 'allowTradeShifts', EXCHANGES_OFF);
  const employeeId = ownEmployeeId(user);
  await closeExpired(db);
  const ownDepartments = sql`(select ep.property_id from employment_properties ep
    join employments em on em.id = ep.employment_id
    join properties p on p.id = ep.property_id join property_types t on t.id = p.property_type_id
    where em.employee_id = ${employeeId} and t.key = 'department')`;
  const now = businessNow().toISOString();
  const where = sql`(
    (x.status = 'open' and x.expiration > ${now}::timestamptz
      and exists (select 1 from employment_properties ep where ep.employment_id = oem.id and ep.property_id in ${ownDepartments}))
    or (${recent(now)} and (e.id = ${employeeId} or exists (select 1 from watch_exchange_bids b join employments bem on bem.id = b.employment_id
      where b.exchange_id = x.id and b.withdrawn_at is null and bem.employee_id = ${employeeId}))))`;
  return readExchanges(db, where, { employeeId, seesPlannerNotes: hasRole(user, 'Admin') });
});

/** The accepted exchanges waiting for approval whose offerer is in the caller's departments (the department and all below it when given). */
export const getWatchExchangesToDecide = handle(contract.plan.getWatchExchangesToDecide, async ({ db, user, query, services }) => {
  requireFeature(services.config, 'allowTradeShifts', EXCHANGES_OFF);
  const reach = await departmentReach(db, user, PLANNERS);
  if (query.departmentid !== undefined) assertReaches(reach, [query.departmentid]);
  await closeExpired(db);
  const department = query.departmentid ?? null;
  const inReach = reach === 'all' ? sql`true` : sql`ep.property_id = any(${idArray([...reach])})`;
  return readExchanges(
    db,
    sql`x.status = 'accepted' and exists (
      with recursive below(id) as (select ${department}::int union select child.id from properties child join below on child.parent_id = below.id)
      select 1 from employment_properties ep
      where ep.employment_id = oem.id and ${inReach} and (${department}::int is null or ep.property_id in (select id from below)))`,
    { employeeId: null, seesPlannerNotes: true },
  );
});

export const exchangeListHandlers = [getWatchExchangeList, getWatchExchangesToDecide];
