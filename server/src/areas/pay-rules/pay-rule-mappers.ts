import type { PayAccountRuleDto } from '@kaj/contract';
import type { RuleRecord } from './pay-rules-repository.ts';

export function toPayAccountRuleDto(rule: RuleRecord, inherited = false): PayAccountRuleDto {
  return {
    payAccountRuleId: rule.id,
    name: rule.name,
    description: rule.description,
    payAccountId: rule.payAccountId,
    calcOrder: rule.calcOrder,
    round: rule.round,
    overrideId: rule.overrideId,
    inherited,
    preFactors: rule.preFactors,
    details: rule.detail,
  };
}
