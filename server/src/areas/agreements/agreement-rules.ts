import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agreementPayAccountRules, payAccountRules } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import type { AgreementGraph } from './agreement-graph.ts';

// Giving rules to agreements and taking them away (AgreementPayAccountRule), with the checks that keep
// an agreement's own and inherited rules apart.

export interface RuleHead {
  id: number;
  name: string;
  overrideId: number | null;
}

export interface RuleDates {
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}

function assertDates(rule: RuleHead, dates: RuleDates) {
  if (dates.startDate && dates.endDate && dates.endDate < dates.startDate) {
    throw badRequest('rule_dates', `Slutdatoen for reglen "${rule.name}" ligger før startdatoen.`);
  }
}

/** The ancestor the agreement inherits the rule from, if any. */
function inheritedFrom(graph: AgreementGraph, agreementId: number, ruleId: number) {
  return graph
    .chain(agreementId)
    .slice(1)
    .find((ancestor) => graph.links(ancestor.id).some((link) => link.payAccountRuleId === ruleId));
}

/** A rule that overrides another fits an agreement only if the agreement inherits the rule it overrides. */
export function assertOverrideInherited(graph: AgreementGraph, agreementId: number, rule: RuleHead): void {
  if (!rule.overrideId || inheritedFrom(graph, agreementId, rule.overrideId)) return;
  throw badRequest('override_not_inherited', `Reglen "${rule.name}" overstyrer en regel, som ${graph.get(agreementId).code} ikke arver.`);
}

/** An agreement replaces an inherited rule once: no second own rule may override the same one. */
async function assertOverrideFree(db: Db, graph: AgreementGraph, agreementId: number, rule: RuleHead): Promise<void> {
  if (!rule.overrideId) return;
  const ownIds = graph
    .links(agreementId)
    .map((link) => link.payAccountRuleId)
    .filter((id) => id !== rule.id);
  if (ownIds.length === 0) return;
  const [other] = await db
    .select({ name: payAccountRules.name })
    .from(payAccountRules)
    .where(and(inArray(payAccountRules.id, ownIds), eq(payAccountRules.overrideId, rule.overrideId)));
  if (other) {
    throw badRequest('override_taken', `${graph.get(agreementId).code} har allerede reglen "${other.name}", som overstyrer den samme regel.`);
  }
}

/** Gives the agreement the rule as its own, or sets the dates of one it has. */
export async function addRuleToAgreement(db: Db, graph: AgreementGraph, agreementId: number, rule: RuleHead, dates: RuleDates = {}): Promise<void> {
  graph.get(agreementId);
  assertDates(rule, dates);
  const values = { startDate: dates.startDate ?? null, endDate: dates.endDate ?? null };
  const own = graph.links(agreementId).some((link) => link.payAccountRuleId === rule.id);
  if (own) {
    if (dates.startDate === undefined && dates.endDate === undefined) return;
    await db
      .update(agreementPayAccountRules)
      .set(values)
      .where(and(eq(agreementPayAccountRules.agreementId, agreementId), eq(agreementPayAccountRules.payAccountRuleId, rule.id)));
    return;
  }
  const ancestor = inheritedFrom(graph, agreementId, rule.id);
  if (ancestor) throw badRequest('rule_inherited', `Reglen "${rule.name}" arves allerede fra ${ancestor.code}.`);
  assertOverrideInherited(graph, agreementId, rule);
  await assertOverrideFree(db, graph, agreementId, rule);
  await db.insert(agreementPayAccountRules).values({ agreementId, payAccountRuleId: rule.id, ...values });
}

/** Takes an own rule from the agreement; an inherited one can only be overridden here. */
export async function removeRuleFromAgreement(db: Db, graph: AgreementGraph, agreementId: number, rule: RuleHead): Promise<void> {
  graph.get(agreementId);
  const own = graph.links(agreementId).some((link) => link.payAccountRuleId === rule.id);
  if (!own) {
    const ancestor = inheritedFrom(graph, agreementId, rule.id);
    if (ancestor) throw badRequest('rule_inherited', `Reglen "${rule.name}" arves fra ${ancestor.code}; fjern den dér, eller overstyr den her.`);
    return;
  }
  await db
    .delete(agreementPayAccountRules)
    .where(and(eq(agreementPayAccountRules.agreementId, agreementId), eq(agreementPayAccountRules.payAccountRuleId, rule.id)));
}
