import { eq, inArray } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { employments, payAccounts } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { loadRules, type RuleRecord } from '../pay-rules/pay-rules-repository.ts';
import { loadAgreementGraph, type AgreementGraph } from './agreement-graph.ts';
import { appliesOn, effectiveRuleLinks } from './effective-rules.ts';

/** A full-time Danish week of 37 hours over five days, when no rule of the agreement says otherwise. */
export const DEFAULT_VACATION_DAY_HOURS = 7.4;

/**
 * Hours one feriedag counts for under an agreement on a date: the `hoursPrDay` of the first rule (in calcOrder)
 * that applies on the date, turns hours into days with `hoursPrDay`, and posts into an account kept in days.
 */
function vacationDayHours(graph: AgreementGraph, agreementId: number, date: string, rules: ReadonlyMap<number, RuleRecord>, dayAccounts: ReadonlySet<number>): number {
  const overrideOf = new Map([...rules.values()].map((rule) => [rule.id, rule.overrideId]));
  const candidates = effectiveRuleLinks(graph, agreementId, overrideOf)
    .filter(({ link }) => appliesOn(link, date))
    .flatMap(({ link }) => {
      const rule = rules.get(link.payAccountRuleId);
      const detail = rule?.detail;
      if (!rule || !detail || !('hoursPrDay' in detail) || detail.hoursPrDay === null) return [];
      if (rule.payAccountId === null || !dayAccounts.has(rule.payAccountId)) return [];
      return [{ calcOrder: rule.calcOrder, name: rule.name, hours: detail.hoursPrDay }];
    })
    .sort((a, b) => a.calcOrder - b.calcOrder || a.name.localeCompare(b.name, 'da'));
  return candidates[0]?.hours ?? DEFAULT_VACATION_DAY_HOURS;
}

export const getVacationDayValue = handle(contract.agreement.getVacationDayValue, async ({ db, body }) => {
  const ids = [...new Set(body.employmentIds)];
  const [rows, graph, rules, dayAccountRows] = await Promise.all([
    db.select({ id: employments.id, agreementId: employments.agreementId }).from(employments).where(inArray(employments.id, ids)),
    loadAgreementGraph(db),
    loadRules(db),
    db.select({ id: payAccounts.id }).from(payAccounts).where(eq(payAccounts.unit, 'days')),
  ]);
  const agreementOf = new Map(rows.map((row) => [row.id, row.agreementId]));
  const missing = ids.find((id) => !agreementOf.has(id));
  if (missing !== undefined) throw badRequest('unknown_employment', `Ansættelsen med id ${missing} findes ikke.`);
  const ruleById = new Map(rules.map((rule) => [rule.id, rule]));
  const dayAccounts = new Set(dayAccountRows.map((row) => row.id));
  const hoursByAgreement = new Map<number, number>();
  for (const agreementId of new Set(agreementOf.values())) {
    hoursByAgreement.set(agreementId, vacationDayHours(graph, agreementId, body.date, ruleById, dayAccounts));
  }
  return body.employmentIds.map((id) => hoursByAgreement.get(agreementOf.get(id)!)!);
});
