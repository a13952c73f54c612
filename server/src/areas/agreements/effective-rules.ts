import type { AgreementGraph, AgreementRow, RuleLink } from './agreement-graph.ts';

export interface EffectiveRuleLink {
  link: RuleLink;
  /** The ancestor the rule comes from; null for the agreement's own rule. */
  inheritedFrom: AgreementRow | null;
}

/**
 * An agreement's rules (DOMAIN.md section 7): its own, then each ancestor's from the nearest up,
 * leaving out a rule that a nearer agreement overrides (`overrideId`) or already has.
 * `overrideOf` gives each linked rule's overrideId.
 */
export function effectiveRuleLinks(graph: AgreementGraph, agreementId: number, overrideOf: ReadonlyMap<number, number | null>): EffectiveRuleLink[] {
  const result: EffectiveRuleLink[] = [];
  const seen = new Set<number>();
  const overridden = new Set<number>();
  for (const agreement of graph.chain(agreementId)) {
    const level = graph.links(agreement.id).filter((link) => !seen.has(link.payAccountRuleId) && !overridden.has(link.payAccountRuleId));
    for (const link of level) {
      seen.add(link.payAccountRuleId);
      result.push({ link, inheritedFrom: agreement.id === agreementId ? null : agreement });
    }
    // Overrides reach the rules of the agreements above the one that holds them, not its siblings.
    for (const link of level) {
      const overrideId = overrideOf.get(link.payAccountRuleId);
      if (overrideId) overridden.add(overrideId);
    }
  }
  return result;
}

/** Whether a rule link applies on a date: its dates are inclusive, open when null. */
export function appliesOn(link: Pick<RuleLink, 'startDate' | 'endDate'>, date: string): boolean {
  return (link.startDate === null || link.startDate <= date) && (link.endDate === null || link.endDate >= date);
}

/** The rule ids of every agreement in the chain, for loading their rules in one query. */
export function chainRuleIds(graph: AgreementGraph, agreementId: number): number[] {
  return [...new Set(graph.chain(agreementId).flatMap((agreement) => graph.links(agreement.id).map((link) => link.payAccountRuleId)))];
}
