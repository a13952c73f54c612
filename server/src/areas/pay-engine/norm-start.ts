import { sql } from 'drizzle-orm';
import { addDays, appliesOn, type IsoDate, type PayRuleInput, type PeriodActivityDetail } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { EngineEmployment, RuleBook } from './engine-inputs.ts';
import { normPeriodsOf, rangeOfPeriod } from './norms.ts';

/** The period-activity (norm) rules of an employment's agreement that apply on a date. */
export function periodRulesOf(book: RuleBook, employment: EngineEmployment, date: IsoDate): PayRuleInput<PeriodActivityDetail>[] {
  return book
    .rulesOf(employment.agreementId)
    .filter((rule): rule is PayRuleInput<PeriodActivityDetail> => rule.detail?.kind === 'periodActivity' && appliesOn(rule, date));
}

/**
 * Starts a norm period of each norm rule of the employment's agreement on the date (SetNormStart; the demo too).
 * A running period of the same rule that would reach past the date ends the day before, so periods never overlap.
 */
export async function startNormPeriods(db: Db, book: RuleBook, employment: EngineEmployment, startDate: IsoDate): Promise<void> {
  if (startDate < employment.start || (employment.end !== null && startDate > employment.end)) {
    throw badRequest('norm_outside_employment', 'Normperioden skal starte inden for ansættelsen.');
  }
  const rules = periodRulesOf(book, employment, startDate);
  if (rules.length === 0) throw badRequest('no_norm_rule', 'Overenskomsten har ingen regel for normperioder.');
  const existing = await normPeriodsOf(db, [employment.id]);
  for (const rule of rules) {
    const own = existing.filter((period) => period.ruleId === rule.id);
    if (own.some((period) => period.startDate === startDate)) throw badRequest('norm_exists', 'Der starter allerede en normperiode den dag.');
    for (const running of own) {
      if (running.startDate < startDate && rangeOfPeriod(running, rule).end >= startDate) {
        await db.execute(sql`update norm_periods set end_date = ${addDays(startDate, -1)}::date where id = ${running.id}`);
      }
    }
    await db.execute(sql`insert into norm_periods (employment_id, pay_account_rule_id, start_date) values (${employment.id}, ${rule.id}, ${startDate}::date)`);
  }
}
