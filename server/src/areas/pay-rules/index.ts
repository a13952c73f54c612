import { addPayAccountRule, getPayAccountRuleById, getPayAccountRules, planSavePayAccountRule, removePayAccountRuleById } from './pay-rule-handlers.ts';

export const payRuleHandlers = [getPayAccountRules, getPayAccountRuleById, addPayAccountRule, planSavePayAccountRule, removePayAccountRuleById];
