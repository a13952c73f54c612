import { sql } from 'drizzle-orm';
import { ONE, decimal, decimalToNumber, divideRounded, normOf, normRangeOf } from '@kaj/domain';
import type { IsoDate, Norm, NormRange, PayRuleInput, PeriodActivityDetail } from '@kaj/domain';
import type { NormDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import type { EngineEmployment, RuleBook } from './engine-inputs.ts';
import { idArray, jsonRows } from '../../db/sql-values.ts';

// Norm periods (DOMAIN.md section 7, period activity): the stored periods of employments, and their
// figures — target, min, max, time loss, activity and balance — computed set-based.

export interface NormPeriodRow {
  id: number;
  employmentId: number;
  ruleId: number;
  startDate: IsoDate;
  endDate: IsoDate | null;
}

export async function normPeriodsOf(db: Db, employmentIds: readonly number[]): Promise<NormPeriodRow[]> {
  const rows = await queryRows<{ id: number; employment_id: number; rule_id: number; start_date: string; end_date: string | null }>(
    db,
    sql`select id, employment_id, pay_account_rule_id as rule_id, start_date::text, end_date::text
        from norm_periods where employment_id = any(${idArray(employmentIds)}) order by start_date, id`,
  );
  return rows.map((row) => ({ id: Number(row.id), employmentId: Number(row.employment_id), ruleId: Number(row.rule_id), startDate: row.start_date, endDate: row.end_date }));
}

export function periodActivityRule(book: RuleBook, ruleId: number): PayRuleInput<PeriodActivityDetail> | undefined {
  const rule = book.rule(ruleId);
  return rule?.detail?.kind === 'periodActivity' ? (rule as PayRuleInput<PeriodActivityDetail>) : undefined;
}

/** The days a norm period covers: to its set end, or as long as its rule makes it. */
export function rangeOfPeriod(period: NormPeriodRow, rule: PayRuleInput<PeriodActivityDetail>): NormRange {
  return { start: period.startDate, end: period.endDate ?? normRangeOf(rule.detail, period.startDate).end };
}

export interface NormRequest {
  readonly periodId: number;
  readonly employment: EngineEmployment;
  readonly rule: PayRuleInput<PeriodActivityDetail>;
  /** The days the target covers. */
  readonly range: NormRange;
  /** Activity is counted up to this day (the grid's end); the target covers the whole range. */
  readonly activityTo: IsoDate;
}

export interface NormFigure {
  readonly request: NormRequest;
  readonly norm: Norm;
  /** The time loss in minutes, before it became hours. */
  readonly timeLossMinutes: number;
}

/**
 * The norms of the requests: the source account's activity from the range's start up to `activityTo` (what
 * was worked: a locked closing's payouts and norm moves are not activity), and the time loss — paid hours of realised watches with an absence property (Fravær) in the range.
 */
export async function normFigures(db: Db, requests: readonly NormRequest[]): Promise<NormFigure[]> {
  if (requests.length === 0) return [];
  const wanted = requests.map((request, index) => ({
    key: index,
    employment_id: request.employment.id,
    account_id: request.rule.detail.sourcePayAccountId,
    start_date: request.range.start,
    end_date: request.range.end,
    activity_to: request.range.end < request.activityTo ? request.range.end : request.activityTo,
  }));
  const rows = await queryRows<{ key: number; activity: string; time_loss: number }>(
    db,
    sql`with wanted as (select * from json_to_recordset(${jsonRows(wanted)})
                          as x(key int, employment_id int, account_id int, start_date date, end_date date, activity_to date))
        select w.key,
          coalesce((select sum(a.value) from pay_account_activities a
                    where a.employment_id = w.employment_id and a.pay_account_id = w.account_id and a.date between w.start_date and w.activity_to
                      and a.closing_activity_type_id is null), 0)::text as activity,
          coalesce((select sum(rw.total_time) from realised_watches rw
                    where rw.employment_id = w.employment_id and not rw.cancelled and rw.start_date between w.start_date and w.end_date
                      and exists (select 1 from realised_watch_properties p join properties pr on pr.id = p.property_id
                                  join property_types t on t.id = pr.property_type_id
                                  where p.realised_watch_id = rw.id and t.key = 'absence')), 0)::int as time_loss
        from wanted w`,
  );
  const byKey = new Map(rows.map((row) => [Number(row.key), row]));
  return requests.map((request, index) => {
    const row = byKey.get(index);
    const timeLossMinutes = Number(row?.time_loss ?? 0);
    const norm = normOf(request.rule, { range: request.range, employment: request.employment, activity: decimal(row?.activity ?? '0'), timeLoss: hoursOfMinutes(timeLossMinutes) });
    return { request, norm, timeLossMinutes };
  });
}

/** Minutes as exact hours (six decimals). */
export const hoursOfMinutes = (minutes: number) => divideRounded(BigInt(minutes) * ONE, 60n * ONE);

export function normDto(figure: NormFigure, endDate: IsoDate | null): NormDto {
  const { norm, request } = figure;
  const number = (value: bigint | null) => (value === null ? null : decimalToNumber(value));
  return {
    payAccountRulePeriodDefId: request.periodId,
    employmentId: request.employment.id,
    name: request.rule.name,
    startDate: norm.start,
    endDate,
    targetActivity: decimalToNumber(norm.target),
    min: number(norm.min),
    max: number(norm.max),
    timeLoss: decimalToNumber(norm.timeLoss),
    activity: decimalToNumber(norm.activity),
    balance: decimalToNumber(norm.balance),
  };
}
