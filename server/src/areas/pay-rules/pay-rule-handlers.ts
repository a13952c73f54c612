import { eq, sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { queryRows } from '../../db/raw.ts';
import { payAccountRules } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { loadAgreementGraph } from '../agreements/agreement-graph.ts';
import { danishMonth } from '../shared/danish-dates.ts';
import { toPayAccountRuleDto } from './pay-rule-mappers.ts';
import { getRule, loadRules, rulesOverriding } from './pay-rules-repository.ts';
import { savePayAccountRule } from './save-pay-rule.ts';

export const getPayAccountRules = handle(contract.agreement.getPayAccountRules, async ({ db }) => (await loadRules(db)).map((rule) => toPayAccountRuleDto(rule)));

export const getPayAccountRuleById = handle(contract.agreement.getPayAccountRuleById, async ({ db, query }) => toPayAccountRuleDto(await getRule(db, query.id)));

export const addPayAccountRule = handle(contract.agreement.addPayAccountRule, async ({ db, body, user }) => savePayAccountRule(db, body, user));

export const planSavePayAccountRule = handle(contract.plan.savePayAccountRule, async ({ db, body, user }) => savePayAccountRule(db, body, user));

/** Deletes a rule that no agreement has, no rule overrides and no locked month has postings of. */
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
    // A locked month's postings name their rule: its explanation must keep it.
    const [locked] = await queryRows<{ period: string }>(
      tx,
      sql`select to_char(c.period, 'YYYY-MM-DD') as period from pay_account_activities a
          join closings c on c.employment_id = a.employment_id and c.period = a.period and c.locked
          where a.pay_account_rule_id = ${rule.id} order by c.period limit 1`,
    );
    if (locked) throw badRequest('rule_closed', `Reglen "${rule.name}" har posteringer i låste måneder (${danishMonth(locked.period)}) og kan ikke slettes.`);
    await tx.delete(payAccountRules).where(eq(payAccountRules.id, rule.id));
    return null;
  }),
);
