import { sql } from 'drizzle-orm';
import { addDays, normOf, periodOf, type IsoDate, type Norm, type RealisedWatchInput } from '@kaj/domain';
import { todayInCopenhagen } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { groupBy } from '../shared/group-by.ts';
import { loadEmployments, loadRuleBook, loadWatches, type RuleBook } from './engine-inputs.ts';
import { lockedPeriods } from './locked-periods.ts';
import { hoursOfMinutes, normFigures, normPeriodsOf, periodActivityRule, rangeOfPeriod, type NormRequest } from './norms.ts';
import { postingsOf } from './recalculate.ts';

/** A norm period with the hours the plan gives it. */
export interface PlannedNorm {
  readonly periodId: number;
  readonly employmentId: number;
  readonly name: string;
  /** `activity` is the planned hours: worked so far and planned from this month on. */
  readonly norm: Norm;
}

async function absencePropertyIds(db: Db): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from properties p join property_types t on t.id = p.property_type_id where t.key = 'absence'`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * The norms of the employments' norm periods that overlap the range, with the hours the plan gives them (issue 20:
 * what a rotation does to the norm). Up to last month the stored activity of the norm's source account counts; from
 * this month on, the pay engine's own postings with every watch counted as worked, the planned ones after today
 * too (the engine otherwise leaves those to use-future rules), and `extra` watches not yet stored (a preview's).
 * The time loss adds the extra watches' absence. Nothing is written.
 */
export async function plannedNorms(db: Db, employmentIds: readonly number[], range: { start: IsoDate; end: IsoDate }, extra: readonly RealisedWatchInput[] = []): Promise<PlannedNorm[]> {
  const ids = [...new Set(employmentIds)];
  if (ids.length === 0) return [];
  const periods = (await normPeriodsOf(db, ids)).filter((period) => period.startDate <= range.end);
  if (periods.length === 0) return [];
  const book = await loadRuleBook(db);
  const employments = new Map((await loadEmployments(db, ids)).map((employment) => [employment.id, employment]));
  const thisMonth = periodOf(todayInCopenhagen());
  const requests: NormRequest[] = periods.flatMap((period) => {
    const employment = employments.get(period.employmentId);
    const rule = periodActivityRule(book, period.ruleId);
    if (!employment || !rule) return [];
    const normRange = rangeOfPeriod(period, rule);
    if (normRange.end < range.start) return [];
    return [{ periodId: period.id, employment, rule, range: normRange, activityTo: addDays(thisMonth, -1) }];
  });
  if (requests.length === 0) return [];
  // Stored: activity up to last month, and the time loss of the stored watches.
  const stored = await normFigures(db, requests);
  const until = requests.map((request) => request.range.end).reduce((a, b) => (a > b ? a : b));
  const locked = await lockedPeriods(db, ids);
  const watches = [...(await loadWatches(db, ids, addDays(thisMonth, -1))), ...extra].filter((watch) => watch.date <= until).map((watch) => ({ ...watch, forecast: false }));
  // Only the rules that post to a norm's source account: each rule posts on its own within a month, so the others
  // change nothing the norms read, and leaving them out saves most of the engine's work.
  const sources = new Set(requests.map((request) => request.rule.detail.sourcePayAccountId));
  const sourceRules: RuleBook = { rule: (id) => book.rule(id), rulesOf: (agreementId) => book.rulesOf(agreementId).filter((rule) => rule.payAccountId !== null && sources.has(rule.payAccountId)) };
  const postings = new Map(
    [...groupBy(watches, (watch) => watch.employmentId)].map(([employmentId, own]) => {
      const employment = employments.get(employmentId);
      return [employmentId, employment ? postingsOf(employment, sourceRules, own, thisMonth, locked.get(employmentId)) : []];
    }),
  );
  const absence = extra.length > 0 ? await absencePropertyIds(db) : new Set<number>();
  const extraAbsence = groupBy(
    extra.filter((watch) => watch.properties.some((property) => absence.has(property.propertyId))),
    (watch) => watch.employmentId,
  );
  return stored.map(({ request, norm, timeLossMinutes }) => {
    const within = (date: IsoDate) => date >= request.range.start && date <= request.range.end;
    let planned = 0n;
    for (const posting of postings.get(request.employment.id) ?? []) {
      if (posting.payAccountId === request.rule.detail.sourcePayAccountId && within(posting.date)) planned += posting.value;
    }
    const extraLoss = (extraAbsence.get(request.employment.id) ?? []).filter((watch) => within(watch.date)).reduce((sum, watch) => sum + watch.paidMinutes, 0);
    const figure = normOf(request.rule, { range: request.range, employment: request.employment, activity: norm.activity + planned, timeLoss: hoursOfMinutes(timeLossMinutes + extraLoss) });
    return { periodId: request.periodId, employmentId: request.employment.id, name: request.rule.name, norm: figure };
  });
}
