import { eq } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { payAccountRules } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { loadAgreementGraph } from '../agreements/agreement-graph.ts';
import { toPayAccountRuleDto } from './pay-rule-mappers.ts';
import { getRule, loadRules, rulesOverriding } from './pay-rules-repository.ts';
import { savePayAccountRule } from './save-pay-rule.ts';

export const getPayAccountRules = handle(contract.agreement.getPayAccountRules, async ({ db }) => (await loadRules(db)).map((rule) => toPayAccountRuleDto(rule)));

export const getPayAccountRuleById = handle(contract.agreement.getPayAccountRuleById, async ({ db, query }) => toPayAccountRuleDto(await getRule(db, query.id)));

export const addPayAccountRule = handle(contract.agreement.addPayAccountRule, async ({ db, body }) => savePayAccountRule(db, body));

export const planSavePayAccountRule = handle(contract.plan.savePayAccountRule, async ({ db, body }) => savePayAccountRule(db, body));

/** Deletes a rule that no agreement has and no rule overrides. */
export const removePayAccountRuleById = handle(contract.agreement.removePayAccountRuleById, async ({ db, query }) =>
  db.transaction(async (tx) => {
    const rule = await getRule(tx, query.id);
    const users = (await loadAgreementGraph(tx)).agreementsWithRule(rule.id);
    if (users.length > 0) {
      const codes = users.map((agreement) => agreement.code).join(', ');
      throw badRequest('rule_in_use', `Reglen "${rule.name}" bruges af ${users.length === 1 ? 'overenskomsten' : 'overenskomsterne'} ${codes} og kan ikke slettes.`);
    }
    const overriding = await rulesOverriding(tx, rule.id);
    if (overriding.length > 0) {
      throw badRequest('rule_overridden', `Reglen "${rule.name}" overstyres af reglen "${overriding[0]!.name}" og kan ikke slettes.`);
    }
    await tx.delete(payAccountRules).where(eq(payAccountRules.id, rule.id));
    return null;
  }),
);
