import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import type { Db } from '../../db/client.ts';
import { exportAccounts, payAccountClosingActivityTypes, payAccountRuleReferences, payAccountRules } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { toClosingActivityTypeDto } from './pay-account-mappers.ts';
import { recalculateAfter } from '../pay-engine/recalculation/index.ts';

async function listTypes(db: Db) {
  const rows = await db.select().from(payAccountClosingActivityTypes).orderBy(asc(payAccountClosingActivityTypes.name));
  return rows.map(toClosingActivityTypeDto);
}

async function getType(db: Db, id: number) {
  const [row] = await db.select().from(payAccountClosingActivityTypes).where(eq(payAccountClosingActivityTypes.id, id));
  if (!row) throw notFound('Afslutningstypen findes ikke.');
  return row;
}

export const getClosingActivityTypes = handle(contract.agreement.getPayAccountClosingActivityTypes, async ({ db }) => listTypes(db));

export const planGetClosingActivityTypes = handle(contract.plan.getPayAccountClosingActivityTypes, async ({ db }) => listTypes(db));

export const saveClosingActivityType = handle(contract.agreement.savePayAccountClosingActivityType, async ({ db, body, user }) =>
  db.transaction(async (tx) => {
    const id = body.payAccountClosingActivityTypeId ?? null;
    const existing = id === null ? null : await getType(tx, id);
    if (existing?.key && existing.outgoingActivity !== body.outgoingActivity) {
      throw badRequest('closing_type_fixed', `"${existing.name}" er en af systemets afslutningstyper; dens retning kan ikke ændres.`);
    }
    const [taken] = await tx
      .select({ id: payAccountClosingActivityTypes.id })
      .from(payAccountClosingActivityTypes)
      .where(and(sql`lower(${payAccountClosingActivityTypes.name}) = ${body.name.toLowerCase()}`, id === null ? undefined : ne(payAccountClosingActivityTypes.id, id)));
    if (taken) throw badRequest('closing_type_name_taken', `Der findes allerede en afslutningstype med navnet "${body.name}".`);
    const values = { name: body.name, outgoingActivity: body.outgoingActivity };
    const [row] = existing
      ? await tx.update(payAccountClosingActivityTypes).set(values).where(eq(payAccountClosingActivityTypes.id, existing.id)).returning()
      : await tx.insert(payAccountClosingActivityTypes).values(values).returning();
    // The direction decides how closing activities move balances in every agreement; a new name changes no figure.
    if (existing && existing.outgoingActivity !== body.outgoingActivity) {
      await recalculateAfter(tx, { kind: 'everyone' }, { reason: `Afslutningstypen "${body.name}" er gemt`, user });
    }
    return toClosingActivityTypeDto(row!);
  }),
);

export const deleteClosingActivityType = handle(contract.agreement.deletePayAccountClosingActivityType, async ({ db, query }) =>
  db.transaction(async (tx) => {
    const row = await getType(tx, query.id);
    if (row.key) throw badRequest('closing_type_fixed', `"${row.name}" er en af systemets afslutningstyper og kan ikke slettes.`);
    const [rule] = await tx
      .select({ name: payAccountRules.name })
      .from(payAccountRuleReferences)
      .innerJoin(payAccountRules, eq(payAccountRules.id, payAccountRuleReferences.payAccountRuleId))
      .where(eq(payAccountRuleReferences.closingActivityTypeId, row.id))
      .limit(1);
    const [account] = await tx.select({ name: exportAccounts.name }).from(exportAccounts).where(eq(exportAccounts.payAccountClosingActivityTypeId, row.id)).limit(1);
    const use = rule ? `reglen "${rule.name}"` : account ? `eksportkontoen "${account.name}"` : null;
    if (use) throw badRequest('closing_type_in_use', `Afslutningstypen "${row.name}" bruges af ${use} og kan ikke slettes.`);
    await tx.delete(payAccountClosingActivityTypes).where(eq(payAccountClosingActivityTypes.id, row.id));
    return null;
  }),
);
