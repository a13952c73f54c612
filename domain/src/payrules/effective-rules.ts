import type { IsoDate } from '@kaj/calendar';
import { appliesOn } from './engine.ts';
import type { PayRuleInput } from './types.ts';

/** A rule as one agreement holds it, with the inherited rule it replaces. */
export interface AgreementRuleInput extends PayRuleInput {
  readonly overrideId: number | null;
}

/**
 * The rules that apply for an agreement on a date (DOMAIN.md section 7, docs/decisions.md
 * "Regelarv"): its own and its ancestors', given nearest first; a rule reached twice counts once;
 * a rule named by any `overrideId` in the chain is replaced whatever its dates; then the
 * `startDate`/`endDate` of each rule must hold the date (omit `date` to keep every rule).
 */
export function effectiveRules(agreementChain: readonly (readonly AgreementRuleInput[])[], date?: IsoDate): AgreementRuleInput[] {
  const seen = new Set<number>();
  const overridden = new Set<number>();
  const rules: AgreementRuleInput[] = [];
  for (const agreementRules of agreementChain) {
    for (const rule of agreementRules) {
      if (rule.overrideId !== null) overridden.add(rule.overrideId);
      if (seen.has(rule.id)) continue;
      seen.add(rule.id);
      rules.push(rule);
    }
  }
  return rules.filter((rule) => !overridden.has(rule.id) && (date === undefined || appliesOn(rule, date)));
}
