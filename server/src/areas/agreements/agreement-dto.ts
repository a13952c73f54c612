import { asc, eq } from 'drizzle-orm';
import type { AgreementDto, AgreementRecordDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import {
  agreementExportAccounts,
  agreementPayAccounts,
  agreementProperties,
  agreementPropertyTypes,
  exportAccounts,
  properties,
} from '../../db/schema/index.ts';
import { toExportAccountDto } from '../exports/export-account-mappers.ts';
import { toPayAccountRuleDto } from '../pay-rules/pay-rule-mappers.ts';
import { loadRules } from '../pay-rules/pay-rules-repository.ts';
import { loadAgreementGraph, type AgreementRow } from './agreement-graph.ts';
import { chainRuleIds, effectiveRuleLinks } from './effective-rules.ts';

export function toAgreementRecordDto(row: AgreementRow): AgreementRecordDto {
  return { agreementId: row.id, code: row.code, name: row.name, parentId: row.parentId, hoursPerDay: row.hoursPerDay === null ? null : Number(row.hoursPerDay), isDis: row.isDis };
}

/** An agreement with its own and inherited rules in calcOrder, its properties, property types, pay accounts and export accounts. */
export async function loadAgreementDto(db: Db, agreementId: number): Promise<AgreementDto> {
  const graph = await loadAgreementGraph(db);
  const agreement = graph.get(agreementId);
  const rules = await loadRules(db, chainRuleIds(graph, agreementId));
  const propertyRows = await db
    .select({ propertyId: properties.id, propertyTypeId: properties.propertyTypeId, name: properties.name, isDefault: agreementProperties.isDefault })
    .from(agreementProperties)
    .innerJoin(properties, eq(properties.id, agreementProperties.propertyId))
    .where(eq(agreementProperties.agreementId, agreementId))
    .orderBy(asc(properties.name));
  const exportRows = await db
    .select({ account: exportAccounts })
    .from(agreementExportAccounts)
    .innerJoin(exportAccounts, eq(exportAccounts.id, agreementExportAccounts.exportAccountId))
    .where(eq(agreementExportAccounts.agreementId, agreementId))
    .orderBy(asc(exportAccounts.account), asc(exportAccounts.name));
  const typeRows = await db.select().from(agreementPropertyTypes).where(eq(agreementPropertyTypes.agreementId, agreementId)).orderBy(asc(agreementPropertyTypes.propertyTypeId));
  const payAccountRows = await db.select().from(agreementPayAccounts).where(eq(agreementPayAccounts.agreementId, agreementId)).orderBy(asc(agreementPayAccounts.payAccountId));
  const ruleById = new Map(rules.map((rule) => [rule.id, rule]));
  const effective = effectiveRuleLinks(graph, agreementId, new Map(rules.map((rule) => [rule.id, rule.overrideId])));
  const agreementRules = effective.flatMap(({ link, inheritedFrom }) => {
    const rule = ruleById.get(link.payAccountRuleId);
    if (!rule) return [];
    const dto = toPayAccountRuleDto(rule, inheritedFrom !== null);
    return [{ ...dto, startDate: link.startDate, endDate: link.endDate, inheritedFrom: inheritedFrom?.code ?? null }];
  });
  agreementRules.sort((a, b) => a.calcOrder - b.calcOrder || a.name.localeCompare(b.name, 'da') || a.payAccountRuleId - b.payAccountRuleId);
  return {
    ...toAgreementRecordDto(agreement),
    rules: agreementRules,
    properties: propertyRows,
    exportAccounts: exportRows.map((row) => toExportAccountDto(row.account)),
    propertyTypeIds: typeRows.map((row) => row.propertyTypeId),
    stcwException: agreement.stcwException,
    payAccounts: payAccountRows.map((row) => ({ payAccountId: row.payAccountId, firstSavingMonth: row.firstSavingMonth, numberOfYears: row.numberOfYears })),
  };
}
