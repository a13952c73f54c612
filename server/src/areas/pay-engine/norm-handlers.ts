import { sql } from 'drizzle-orm';
import { contract, type QueryOf } from '@kaj/contract';
import { decimal, formatDecimal, periodEnd, periodStart, periodsBetween, type IsoDate } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { handle } from '../../http/handler.ts';
import { queryRows } from '../../db/raw.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { assertEmployeeReadable, writableEmployment } from './engine-access.ts';
import { loadEmployments, loadRuleBook } from './engine-inputs.ts';
import { startNormPeriods } from './norm-start.ts';
import { lockedPeriods } from './locked-periods.ts';
import { normDto, normFigures, normPeriodsOf, periodActivityRule, rangeOfPeriod, type NormPeriodRow } from './norms.ts';

// Norm periods (PayAccountRulePeriodDef) and contract-balance corrections: started, ended, deleted, read and adjusted.

async function normPeriodOf(db: Db, employmentId: number, periodId: number): Promise<NormPeriodRow> {
  const period = (await normPeriodsOf(db, [employmentId])).find((row) => row.id === periodId);
  if (!period) throw notFound('Normperioden findes ikke for ansættelsen.');
  return period;
}

type Query<K extends keyof typeof contract.plan> = QueryOf<(typeof contract.plan)[K]>;

/** SetNormStart: norm periods start on the date on the employment (onlySecondary: the employee's secondary employments instead). */
export async function startNorm(tx: Db, user: SessionUser, query: Query<'setNormStart'>): Promise<void> {
  const head = await writableEmployment(tx, user, query.employmentid);
  const siblings = await queryRows<{ id: number }>(
    tx,
    query.onlySecondary
      ? sql`select id from employments where employee_id = ${head.employeeId} and is_secondary order by id`
      : sql`select id from employments where id = ${head.id}`,
  );
  if (siblings.length === 0) throw badRequest('no_secondary', 'Medarbejderen har ingen sekundære ansættelser.');
  const book = await loadRuleBook(tx);
  const employments = await loadEmployments(tx, siblings.map((row) => Number(row.id)));
  for (const employment of employments) await startNormPeriods(tx, book, employment, query.startdate);
}

/** SetNormPeriodEnd: the period ends on the date; left out, its rule's length decides again. */
export async function endNormPeriod(tx: Db, user: SessionUser, query: Query<'setNormPeriodEnd'>): Promise<void> {
  await writableEmployment(tx, user, query.employmentid);
  const period = await normPeriodOf(tx, query.employmentid, query.payaccountruleperioddefid);
  const endDate = query.endDate ?? null;
  if (endDate !== null && endDate < period.startDate) throw badRequest('norm_end_before_start', 'Normperioden kan ikke slutte, før den starter.');
  await tx.execute(sql`update norm_periods set end_date = ${endDate}::date where id = ${period.id}`);
}

/** DeleteNormPeriod: refused when a locked month of the employment lies within the period. */
export async function removeNormPeriod(tx: Db, user: SessionUser, employmentId: number, periodId: number): Promise<void> {
  await writableEmployment(tx, user, employmentId);
  const period = await normPeriodOf(tx, employmentId, periodId);
  const rule = periodActivityRule(await loadRuleBook(tx), period.ruleId);
  const range = rule ? rangeOfPeriod(period, rule) : { start: period.startDate, end: period.endDate ?? period.startDate };
  const locked = (await lockedPeriods(tx, [employmentId])).get(employmentId) ?? new Set<string>();
  if (periodsBetween(range.start, range.end).some((month) => locked.has(month))) {
    throw badRequest('norm_period_locked', 'Normperioden er brugt i en låst lukning og kan ikke slettes.');
  }
  await tx.execute(sql`delete from norm_periods where id = ${period.id}`);
}

/** GetNorms: the norm period month by month, each month's target pro rata its days and its own activity and time loss. */
export const getNorms = handle(contract.plan.getNorms, async ({ db, user, query }) => {
  const [found] = await queryRows<{ employment_id: number }>(db, sql`select employment_id from norm_periods where id = ${query.payAccountRulePeriodDefID}`);
  if (!found) throw notFound('Normperioden findes ikke.');
  const employmentId = Number(found.employment_id);
  const [employment] = await loadEmployments(db, [employmentId]);
  if (!employment) throw notFound('Ansættelsen findes ikke.');
  await assertEmployeeReadable(db, user, employment.employeeId);
  const period = await normPeriodOf(db, employmentId, query.payAccountRulePeriodDefID);
  const rule = periodActivityRule(await loadRuleBook(db), period.ruleId);
  if (!rule) throw notFound('Reglen for normperioden findes ikke længere.');
  const range = rangeOfPeriod(period, rule);
  const requests = periodsBetween(range.start, range.end).map((month) => {
    const start = periodStart(month) < range.start ? range.start : periodStart(month);
    const end = periodEnd(month) > range.end ? range.end : periodEnd(month);
    return { periodId: period.id, employment, rule, range: { start, end }, activityTo: end };
  });
  return (await normFigures(db, requests)).map((figure) => normDto(figure, figure.request.range.end));
});

/** AdjustContractBalance: a correction of the mean-activity balance (the rule's id names it) over start–end, with a comment. */
export async function correctContractBalance(tx: Db, user: SessionUser, query: Query<'adjustContractBalance'>, range: { start: IsoDate; end: IsoDate }): Promise<void> {
  await writableEmployment(tx, user, query.employmentId);
  const [employment] = await loadEmployments(tx, [query.employmentId]);
  const book = await loadRuleBook(tx);
  const rule = employment && book.rulesOf(employment.agreementId).find((candidate) => candidate.id === query.payAccountRuleMeanActivityBalanceId);
  if (!rule || rule.detail?.kind !== 'meanActivity') throw notFound('Kontraktsaldoen findes ikke for ansættelsen.');
  if (query.changeValue === 0) throw badRequest('zero_correction', 'Rettelsen skal være forskellig fra 0.');
  await tx.execute(sql`
    insert into contract_balance_corrections (employment_id, pay_account_rule_id, start_date, end_date, value, comment, created_by)
    values (${query.employmentId}, ${rule.id}, ${range.start}::date, ${range.end}::date, ${formatDecimal(decimal(query.changeValue))}::numeric,
            ${query.comment?.trim() || null}, ${user.id})`);
}
