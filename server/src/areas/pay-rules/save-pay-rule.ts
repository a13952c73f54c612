import type { contract, ParsedBodyOf } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { recalculateAfter } from '../pay-engine/recalculation/index.ts';
import { loadAgreementGraph } from '../agreements/agreement-graph.ts';
import { addRuleToAgreement, assertOverrideInherited } from '../agreements/agreement-rules.ts';
import { toPayAccountRuleDto } from './pay-rule-mappers.ts';
import { getRule, writeRule } from './pay-rules-repository.ts';
import { checkOverride, checkRuleReferences } from './rule-checks.ts';
import { checkRuleShape } from './rule-shape.ts';
import { auditRuleChange } from '../history/rule-audit.ts';

type SaveRule = ParsedBodyOf<typeof contract.plan.savePayAccountRule>;

/**
 * Creates a rule (no id) or saves one, with its detail, pre-factors and references, in one transaction;
 * with `agreementId` the agreement gets the rule too. Any refusal leaves everything as it was.
 */
export async function savePayAccountRule(db: Db, body: SaveRule, user: SessionUser) {
  return db.transaction(async (tx) => {
    const existing = body.payAccountRuleId ? await getRule(tx, body.payAccountRuleId) : null;
    checkRuleShape(body);
    await checkRuleReferences(tx, body, existing);
    await checkOverride(tx, existing?.id ?? null, body.overrideId);
    const id = await writeRule(tx, existing?.id ?? null, body);
    const head = { id, name: body.name, overrideId: body.overrideId ?? null };
    const graph = await loadAgreementGraph(tx);
    // A changed override must name a rule that every agreement holding this one inherits.
    if (existing && existing.overrideId !== head.overrideId) {
      for (const agreement of graph.agreementsWithRule(id)) assertOverrideInherited(graph, agreement.id, head);
    }
    if (body.agreementId) await addRuleToAgreement(tx, graph, body.agreementId, head);
    // Every agreement holding the rule, and each below it that inherits it, gets its open months recalculated.
    await recalculateAfter(tx, { kind: 'rules', ruleIds: [id] }, { reason: `Lønkontoreglen "${body.name}" er gemt`, user });
    const after = toPayAccountRuleDto(await getRule(tx, id));
    await auditRuleChange(tx, user, { entity: 'payRule', entityId: id, before: existing ? toPayAccountRuleDto(existing) : null, after });
    return after;
  });
}
