import { eq } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { dayHoursOf, decimalToNumber } from '@kaj/domain';
import { payAccounts } from '../../db/schema/index.ts';
import { loadEmployments } from '../pay-engine/engine-inputs.ts';
import { badRequest } from '../../errors.ts';
import { loadRules, type RuleRecord } from '../pay-rules/pay-rules-repository.ts';
import { loadAgreementGraph, type AgreementGraph } from './agreement-graph.ts';
import { appliesOn, effectiveRuleLinks } from './effective-rules.ts';

/**
 * Hours one feriedag counts for under an agreement on a date: the `hoursPrDay` of the first rule (in calcOrder)
 * that applies on the date, turns hours into days with `hoursPrDay`, and posts into an account kept in days;
 * null when no rule says (the employment's own day then counts).
 */
function ruleDayHours(graph: AgreementGraph, agreementId: number, date: string, rules: ReadonlyMap<number, RuleRecord>, dayAccounts: ReadonlySet<number>): number | null {
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
  return candidates[0]?.hours ?? null;
}

/**
 * GetVacationDayValue: per employment, its agreement's rule that turns hours into holiday days, else the
 * employment's own day (the agreement's hours per day, a part-timer's weekly hours / 5).
 */
export const getVacationDayValue = handle(contract.agreement.getVacationDayValue, async ({ db, body }) => {
  const ids = [...new Set(body.employmentIds)];
  const [rows, graph, rules, dayAccountRows] = await Promise.all([
    loadEmployments(db, ids),
    loadAgreementGraph(db),
    loadRules(db),
    db.select({ id: payAccounts.id }).from(payAccounts).where(eq(payAccounts.unit, 'days')),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw badRequest('unknown_employment', `Ansættelsen med id ${missing} findes ikke.`);
  const ruleById = new Map(rules.map((rule) => [rule.id, rule]));
  const dayAccounts = new Set(dayAccountRows.map((row) => row.id));
  return body.employmentIds.map((id) => {
    const employment = byId.get(id)!;
    const fromRule = ruleDayHours(graph, employment.agreementId, body.date, ruleById, dayAccounts);
    if (fromRule !== null) return fromRule;
    const own = dayHoursOf(employment.workingTime);
    if (own === null) throw badRequest('hours_per_day_missing', 'Overenskomsten har ingen timer pr. dag. Angiv dem under Overenskomster.');
    return decimalToNumber(own);
  });
});
