import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { payAccounts, users, watchTemplates } from '../../db/schema/index.ts';
import { toPayAccountDto } from '../pay-accounts/pay-account-mappers.ts';
import { loadTemplate, loadTemplates } from './templates-repository.ts';
import { toSummaryDto } from './template-mappers.ts';

/** A planner's palette with the shared templates, optionally only active or inactive ones. */
const paletteOf = (planUserId: number, active: boolean | undefined) =>
  and(or(eq(watchTemplates.planUserId, planUserId), isNull(watchTemplates.planUserId)), active === undefined ? undefined : eq(watchTemplates.active, active));

export const getWatchTemplateById = handle(contract.watchTemplate.getWatchTemplateById, async ({ db, query }) => loadTemplate(db, query.id));

export const getWatchTemplates = handle(contract.watchTemplate.getWatchTemplates, async ({ db, user, query }) =>
  (await loadTemplates(db, paletteOf(query.planUserId ?? user.id, query.active))).map(toSummaryDto),
);

export const getActiveWatchTemplates = handle(contract.watchTemplate.getActiveWatchTemplates, async ({ db, user, query }) =>
  (await loadTemplates(db, paletteOf(query.planUserId ?? user.id, true))).map(toSummaryDto),
);

export const getActiveExtendWatchTemplates = handle(contract.watchTemplate.getActiveExtendWatchTemplates, async ({ db, user, query }) =>
  loadTemplates(db, paletteOf(query.planUserId ?? user.id, true)),
);

/** Another planner's own palette, without the shared templates. */
export const getOtherWatchTemplates = handle(contract.watchTemplate.getOtherWatchTemplates, async ({ db, query }) => {
  const where = and(eq(watchTemplates.planUserId, query.userid), query.active === undefined ? undefined : eq(watchTemplates.active, query.active));
  return (await loadTemplates(db, where)).map(toSummaryDto);
});

export const getPlanUsersWithWatchTemplates = handle(contract.watchTemplate.getPlanUsersWithWatchTemplates, async ({ db }) => {
  const rows = await db
    .select({ planUserId: users.id, firstName: users.firstName, lastName: users.lastName, watchTemplateCount: count(watchTemplates.id) })
    .from(watchTemplates)
    .innerJoin(users, eq(users.id, watchTemplates.planUserId))
    .groupBy(users.id)
    .orderBy(users.firstName, users.lastName);
  return rows.map((row) => ({ planUserId: row.planUserId, fullName: `${row.firstName} ${row.lastName}`.trim(), watchTemplateCount: row.watchTemplateCount }));
});

/** The pay accounts, for template properties that post to them. */
export const getTemplatePayAccounts = handle(contract.watchTemplate.getPayAccounts, async ({ db }) =>
  (await db.select().from(payAccounts).orderBy(asc(payAccounts.name))).map(toPayAccountDto),
);
