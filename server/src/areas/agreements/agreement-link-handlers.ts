import { and, eq } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { agreementExportAccounts, agreementPropertyTypes, exportAccounts } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { loadRules } from '../pay-rules/pay-rules-repository.ts';
import { assertPropertyTypesExist } from '../shared/references.ts';
import type { Db } from '../../db/client.ts';
import { getAgreementRow, loadAgreementGraph } from './agreement-graph.ts';
import { loadAgreementDto } from './agreement-dto.ts';
import { addRuleToAgreement, removeRuleFromAgreement } from './agreement-rules.ts';
import { recalculateAfter } from '../pay-engine/recalculation/index.ts';

async function ruleHead(db: Db, id: number) {
  const [rule] = await loadRules(db, [id]);
  if (!rule) throw badRequest('unknown_rule', 'Lønkontoreglen findes ikke.');
  return rule;
}

async function assertExportAccountExists(db: Db, id: number) {
  const [row] = await db.select({ id: exportAccounts.id }).from(exportAccounts).where(eq(exportAccounts.id, id));
  if (!row) throw badRequest('unknown_export_account', 'Eksportkontoen findes ikke.');
}

export const addAgreementRule = handle(contract.agreement.addAgreementRule, async ({ db, query, user }) =>
  db.transaction(async (tx) => {
    const rule = await ruleHead(tx, query.payaccountruleid);
    const graph = await loadAgreementGraph(tx);
    await addRuleToAgreement(tx, graph, query.agreementid, rule);
    await recalculateAfter(tx, { kind: 'agreements', agreementIds: [query.agreementid] }, { reason: `Reglen "${rule.name}" er føjet til en overenskomst`, user });
    return loadAgreementDto(tx, query.agreementid);
  }),
);

export const removeAgreementRule = handle(contract.agreement.removeAgreementRule, async ({ db, query, user }) =>
  db.transaction(async (tx) => {
    const rule = await ruleHead(tx, query.payaccountruleid);
    const graph = await loadAgreementGraph(tx);
    await removeRuleFromAgreement(tx, graph, query.agreementid, rule);
    await recalculateAfter(tx, { kind: 'agreements', agreementIds: [query.agreementid] }, { reason: `Reglen "${rule.name}" er fjernet fra en overenskomst`, user });
    return loadAgreementDto(tx, query.agreementid);
  }),
);

export const addExportAccount = handle(contract.agreement.addExportAccount, async ({ db, query, user }) =>
  db.transaction(async (tx) => {
    await getAgreementRow(tx, query.agreementid);
    await assertExportAccountExists(tx, query.exportAccountId);
    await tx.insert(agreementExportAccounts).values({ agreementId: query.agreementid, exportAccountId: query.exportAccountId }).onConflictDoNothing();
    await recalculateAfter(tx, { kind: 'agreements', agreementIds: [query.agreementid] }, { reason: 'En eksportkonto er føjet til en overenskomst', user });
    return loadAgreementDto(tx, query.agreementid);
  }),
);

export const removeExportAccount = handle(contract.agreement.removeExportAccount, async ({ db, query, user }) =>
  db.transaction(async (tx) => {
    await getAgreementRow(tx, query.agreementid);
    await tx
      .delete(agreementExportAccounts)
      .where(and(eq(agreementExportAccounts.agreementId, query.agreementid), eq(agreementExportAccounts.exportAccountId, query.exportAccountId)));
    await recalculateAfter(tx, { kind: 'agreements', agreementIds: [query.agreementid] }, { reason: 'En eksportkonto er fjernet fra en overenskomst', user });
    return loadAgreementDto(tx, query.agreementid);
  }),
);

export const addPropertyType = handle(contract.agreement.addPropertyType, async ({ db, query }) =>
  db.transaction(async (tx) => {
    await getAgreementRow(tx, query.agreementid);
    await assertPropertyTypesExist(tx, [query.propertytypeid]);
    await tx.insert(agreementPropertyTypes).values({ agreementId: query.agreementid, propertyTypeId: query.propertytypeid }).onConflictDoNothing();
    return loadAgreementDto(tx, query.agreementid);
  }),
);

export const removePropertyType = handle(contract.agreement.removePropertyType, async ({ db, query }) =>
  db.transaction(async (tx) => {
    await getAgreementRow(tx, query.agreementid);
    await tx
      .delete(agreementPropertyTypes)
      .where(and(eq(agreementPropertyTypes.agreementId, query.agreementid), eq(agreementPropertyTypes.propertyTypeId, query.propertytypeid)));
    return loadAgreementDto(tx, query.agreementid);
  }),
);
