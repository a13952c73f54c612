import { describe, expect, it } from 'vitest';
import { effectiveRules } from './effective-rules.ts';
import type { AgreementRuleInput } from './effective-rules.ts';
import { rule } from './test-helpers.ts';

function agreementRule(id: number, options: Partial<AgreementRuleInput> = {}): AgreementRuleInput {
  return { ...rule({ kind: 'hourlySave', factor: 1, saveMonthOffset: 0 }, { id }), overrideId: null, ...options };
}

// SØ (1 Normtimer, 2 Søn-/helligdag, 3 6. ferieuge from 2020-09-01) ← MEN (4) ← MEN-DIS (5 overrides 2).
const so = [agreementRule(1), agreementRule(2), agreementRule(3, { startDate: '2020-09-01' })];
const men = [agreementRule(4)];
const menDis = [agreementRule(5, { overrideId: 2 })];

describe('effectiveRules', () => {
  it('takes the own and inherited rules, an override replacing the rule it names', () => {
    expect(effectiveRules([menDis, men, so]).map((r) => r.id)).toEqual([5, 4, 1, 3]);
    expect(effectiveRules([men, so]).map((r) => r.id)).toEqual([4, 1, 2, 3]);
  });

  it('keeps the rules that apply on the date', () => {
    expect(effectiveRules([menDis, men, so], '2020-08-31').map((r) => r.id)).toEqual([5, 4, 1]);
  });

  it('an override replaces the inherited rule whatever the dates of either', () => {
    const later = [agreementRule(6, { overrideId: 1, startDate: '2030-01-01' })];
    expect(effectiveRules([later, so], '2026-01-01').map((r) => r.id)).toEqual([2, 3]);
  });

  it('counts a rule reached twice once', () => {
    expect(effectiveRules([[agreementRule(1)], so]).map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
