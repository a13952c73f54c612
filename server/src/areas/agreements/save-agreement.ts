import { and, eq, ne, sql } from 'drizzle-orm';
import { contract, type ParsedBodyOf } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import type { Db } from '../../db/client.ts';
import { agreementPayAccounts, agreementProperties, agreements, exportPrices } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { loadRules } from '../pay-rules/pay-rules-repository.ts';
import { assertPayAccountsExist, assertSelectableProperties } from '../shared/references.ts';
import { loadAgreementGraph } from './agreement-graph.ts';
import { loadAgreementDto } from './agreement-dto.ts';
import { addRuleToAgreement, removeRuleFromAgreement } from './agreement-rules.ts';
import { assertParentFits, assertTopHasHours } from './agreement-tree.ts';
import { recalculateAfter } from '../pay-engine/recalculation/index.ts';
import { auditRuleChange } from '../history/rule-audit.ts';

type SaveAgreement = ParsedBodyOf<typeof contract.agreement.saveAgreement>;

async function assertCodeFree(db: Db, code: string, id: number | null) {
  const [taken] = await db
    .select({ id: agreements.id })
    .from(agreements)
    .where(and(sql`lower(${agreements.code}) = ${code.toLowerCase()}`, id === null ? undefined : ne(agreements.id, id)));
  if (taken) throw badRequest('agreement_code_taken', `Der findes allerede en overenskomst med koden ${code}.`);
}

async function saveRuleDates(db: Db, agreementId: number, entries: NonNullable<SaveAgreement['rules']>) {
  if (entries.length === 0) return;
  const ids = entries.map((entry) => entry.payAccountRuleId);
  if (new Set(ids).size !== ids.length) throw badRequest('duplicate_rule', 'En regel kan kun nævnes én gang.');
  const rules = await loadRules(db, ids);
  const graph = await loadAgreementGraph(db);
  const ruleById = new Map(rules.map((rule) => [rule.id, rule]));
  for (const entry of entries) {
    const rule = ruleById.get(entry.payAccountRuleId);
    if (!rule) throw badRequest('unknown_rule', `Lønkontoreglen med id ${entry.payAccountRuleId} findes ikke.`);
    if (entry.removeRule) await removeRuleFromAgreement(db, graph, agreementId, rule);
    else await addRuleToAgreement(db, graph, agreementId, rule, { startDate: entry.startDate ?? null, endDate: entry.endDate ?? null });
  }
}

async function saveProperties(db: Db, agreementId: number, defaults: number[] | undefined, potentials: number[] | undefined) {
  if (defaults === undefined && potentials === undefined) return;
  const current = await db.select().from(agreementProperties).where(eq(agreementProperties.agreementId, agreementId));
  const nextDefaults = new Set(defaults ?? current.filter((row) => row.isDefault).map((row) => row.propertyId));
  const nextPotentials = new Set(potentials ?? current.filter((row) => !row.isDefault).map((row) => row.propertyId));
  const wanted = [...new Set([...nextDefaults, ...nextPotentials])];
  await assertSelectableProperties(db, wanted, { alreadyUsed: new Set(current.map((row) => row.propertyId)) });
  await db.delete(agreementProperties).where(eq(agreementProperties.agreementId, agreementId));
  if (wanted.length > 0) {
    await db.insert(agreementProperties).values(wanted.map((propertyId) => ({ agreementId, propertyId, isDefault: nextDefaults.has(propertyId) })));
  }
}

async function savePayAccounts(db: Db, agreementId: number, payAccounts: SaveAgreement['payAccounts']) {
  if (payAccounts === undefined) return;
  const ids = payAccounts.map((row) => row.payAccountId);
  if (new Set(ids).size !== ids.length) throw badRequest('duplicate_pay_account', 'En lønkonto kan kun nævnes én gang for overenskomsten.');
  await assertPayAccountsExist(db, ids);
  await db.delete(agreementPayAccounts).where(eq(agreementPayAccounts.agreementId, agreementId));
  if (payAccounts.length > 0) await db.insert(agreementPayAccounts).values(payAccounts.map((row) => ({ agreementId, ...row })));
}

/** Creates or updates an agreement; the lists left out of the body stay as they are. */
export const saveAgreement = handle(contract.agreement.saveAgreement, async ({ db, body, user }) =>
  db.transaction(async (tx) => {
    const graph = await loadAgreementGraph(tx);
    const existing = body.agreementId ? graph.get(body.agreementId) : null;
    const before = existing ? await loadAgreementDto(tx, existing.id) : null;
    const parentId = body.parentId ?? null;
    assertParentFits(graph, existing?.id ?? null, parentId);
    await assertCodeFree(tx, body.code, existing?.id ?? null);
    const hoursPerDay = body.hoursPerDay === undefined ? (existing?.hoursPerDay ?? null) : body.hoursPerDay === null ? null : body.hoursPerDay.toFixed(2);
    assertTopHasHours(parentId, hoursPerDay);
    const values = { code: body.code, name: body.name, parentId, hoursPerDay, isDis: body.isDis ?? existing?.isDis ?? false,
      ...(body.stcwException === undefined ? {} : { stcwException: body.stcwException }) };
    const [row] = existing
      ? await tx.update(agreements).set(values).where(eq(agreements.id, existing.id)).returning()
      : await tx.insert(agreements).values(values).returning();
    const agreementId = row!.id;
    // Export prices name the agreement by its code, so they follow a new code.
    if (existing && existing.code !== body.code) await tx.update(exportPrices).set({ agreementCode: body.code }).where(eq(exportPrices.agreementCode, existing.code));
    await saveRuleDates(tx, agreementId, body.rules ?? []);
    await saveProperties(tx, agreementId, body.defaultPropertyIds, body.potentialPropertyIds);
    await savePayAccounts(tx, agreementId, body.payAccounts);
    await recalculateAfter(tx, { kind: 'agreements', agreementIds: [agreementId] }, { reason: `Overenskomsten ${body.code} er gemt`, user });
    const after = await loadAgreementDto(tx, agreementId);
    await auditRuleChange(tx, user, { entity: 'agreement', entityId: agreementId, before, after });
    return after;
  }),
);
