import type { Db } from '../../db/client.ts';
import { payAccountRules } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { assertClosingActivityTypesExist, assertPayAccountsExist, assertSelectableProperties } from '../shared/references.ts';
import type { RuleInput, RuleRecord } from './pay-rules-repository.ts';
import { detailReferences, referencedClosingTypes, referencedPayAccounts, referencedProperties } from './rule-references.ts';

function propertiesOf(rule: Pick<RuleInput, 'details' | 'preFactors'>): number[] {
  return [...(rule.details ? referencedProperties(detailReferences(rule.details)) : []), ...rule.preFactors.map((factor) => factor.propertyId)];
}

/** Every property, pay account and closing activity type the rule names exists; properties can be chosen. */
export async function checkRuleReferences(db: Db, input: RuleInput, existing: RuleRecord | null): Promise<void> {
  const refs = input.details ? detailReferences(input.details) : [];
  await assertSelectableProperties(db, propertiesOf(input), { alreadyUsed: new Set(existing ? propertiesOf({ details: existing.detail, preFactors: existing.preFactors }) : []) });
  await assertPayAccountsExist(db, [input.payAccountId, ...referencedPayAccounts(refs)]);
  await assertClosingActivityTypesExist(db, referencedClosingTypes(refs));
}

/** The overridden rule exists, and following overrideIds from it never comes back to this rule. */
export async function checkOverride(db: Db, ruleId: number | null, overrideId: number | null | undefined): Promise<void> {
  if (!overrideId) return;
  if (overrideId === ruleId) throw badRequest('override_self', 'En regel kan ikke overstyre sig selv.');
  const rows = await db.select({ id: payAccountRules.id, overrideId: payAccountRules.overrideId }).from(payAccountRules);
  const overrideOf = new Map(rows.map((row) => [row.id, row.overrideId]));
  if (!overrideOf.has(overrideId)) throw badRequest('unknown_override', 'Reglen, der skal overstyres, findes ikke.');
  const seen = new Set<number>();
  for (let next = overrideOf.get(overrideId) ?? null; next !== null && !seen.has(next); next = overrideOf.get(next) ?? null) {
    if (next === ruleId) throw badRequest('override_cycle', 'Reglerne ville overstyre hinanden i ring.');
    seen.add(next);
  }
}
