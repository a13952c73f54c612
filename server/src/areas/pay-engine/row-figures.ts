import { sql } from 'drizzle-orm';
import { decimal, decimalToNumber, meanActivityBalance, shareNumber } from '@kaj/domain';
import type { Decimal, IsoDate, MeanActivityDetail, PayRuleInput } from '@kaj/domain';
import type { EmployeeDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { balanceDto, employeeBalances } from './balances-repository.ts';
import { loadEmployments, loadPayConfiguration, type EngineEmployment, type RuleBook } from './engine-inputs.ts';
import { normDto, normFigures, normPeriodsOf, periodActivityRule, rangeOfPeriod, type NormFigure, type NormPeriodRow, type NormRequest } from './norms.ts';
import { readAll } from '../../db/read-all.ts';
import { groupBy } from '../shared/group-by.ts';
import { idArray } from '../../db/sql-values.ts';

/** What a grid row shows of pay: balances at the range's end, activity per account in the range, norms. */
export type RowFigures = Pick<EmployeeDto, 'saldi' | 'payAccountValues' | 'norms' | 'contractBalances' | 'isOverTarget' | 'isOverMax' | 'multiplier'>;

export interface FiguresRequest {
  employeeId: number;
  employmentIds: readonly number[];
}

const noFigures = (): RowFigures => ({ saldi: [], payAccountValues: [], norms: [], contractBalances: [], isOverTarget: false, isOverMax: false, multiplier: 1 });

/** The pay figures of each employee's row over start–end, keyed by employee id: a fixed number of queries for any number of rows. */
export async function rowFigures(db: Db, employees: readonly FiguresRequest[], range: { start: IsoDate; end: IsoDate }): Promise<Map<number, RowFigures>> {
  const result = new Map<number, RowFigures>(employees.map((employee) => [employee.employeeId, noFigures()]));
  const figures = await employmentFigures(db, employees, range);
  for (const [employeeId, row] of figures) if (result.has(employeeId)) result.set(employeeId, row);
  return result;
}

/**
 * The pay figures of these employees (each over the employments named with them), keyed by employee id. The reads
 * that do not depend on each other go side by side, so the grid can read the figures while it reads its rows; the
 * balances, the longest read, start at once, without waiting for the pay accounts.
 */
export async function employmentFigures(db: Db, requests: readonly FiguresRequest[], range: { start: IsoDate; end: IsoDate }): Promise<Map<number, RowFigures>> {
  const result = new Map<number, RowFigures>();
  const employmentIds = requests.flatMap((request) => request.employmentIds);
  if (employmentIds.length === 0) return result;
  // The accounts and the rule book are one read of the pay configuration, shared.
  let configurationRead: ReturnType<typeof loadPayConfiguration> | undefined;
  const configurationOf = () => (configurationRead ??= loadPayConfiguration(db));
  const accountsOf = async () => (await configurationOf()).accounts;
  const [accounts, balances, employments, book, activity, periods, corrections] = await readAll(
    db,
    accountsOf,
    () => employeeBalances(db, requests, accountsOf, range.end, false),
    () => loadEmployments(db, employmentIds),
    async () => (await configurationOf()).book,
    () => activityInRange(db, employmentIds, range),
    () => normPeriodsOf(db, employmentIds),
    () => correctionsOf(db, employmentIds, range),
  );
  for (const { employeeId } of requests) result.set(employeeId, noFigures());
  const employeeOf = new Map(employments.map((employment) => [employment.id, employment.employeeId]));
  const norms = await normFigures(db, normRequests(book, employments, periods, range));

  for (const [employeeId, list] of balances) {
    const row = result.get(employeeId);
    if (!row) continue;
    row.saldi = list.map((balance) => balanceDto(balance, accounts.get(balance.payAccountId)));
  }

  const perEmployee = new Map<number, Map<number, Decimal>>();
  for (const entry of activity) {
    const employeeId = employeeOf.get(entry.employmentId);
    if (employeeId === undefined) continue;
    const sums = perEmployee.get(employeeId) ?? new Map<number, Decimal>();
    sums.set(entry.payAccountId, (sums.get(entry.payAccountId) ?? 0n) + entry.value);
    perEmployee.set(employeeId, sums);
  }
  for (const [employeeId, sums] of perEmployee) {
    const row = result.get(employeeId);
    if (!row) continue;
    row.payAccountValues = [...sums]
      .sort(([a], [b]) => a - b)
      .map(([payAccountId, value]) => {
        const account = accounts.get(payAccountId);
        return { payAccountId, name: account?.name ?? '', unit: account?.unit ?? 'hours', value: decimalToNumber(value) };
      });
  }

  addMultipliers(employments, range.end, result);
  addNorms(norms, periods, result);
  addContractBalances(book, employments, activity, corrections, range, result);
  return result;
}

interface RangeActivity {
  employmentId: number;
  payAccountId: number;
  value: Decimal;
}

async function activityInRange(db: Db, employmentIds: readonly number[], range: { start: IsoDate; end: IsoDate }): Promise<RangeActivity[]> {
  const rows = await queryRows<{ employment_id: number; pay_account_id: number; value: string }>(
    db,
    sql`select employment_id, pay_account_id, sum(value)::text as value from pay_account_activities
        where employment_id = any(${idArray(employmentIds)}) and date between ${range.start}::date and ${range.end}::date
        group by employment_id, pay_account_id`,
  );
  return rows.map((row) => ({ employmentId: Number(row.employment_id), payAccountId: Number(row.pay_account_id), value: decimal(row.value) }));
}

/** The norm periods that overlap the range, counted up to its end. */
function normRequests(book: RuleBook, employments: readonly EngineEmployment[], periods: readonly NormPeriodRow[], range: { start: IsoDate; end: IsoDate }): NormRequest[] {
  const byId = new Map(employments.map((employment) => [employment.id, employment]));
  const requests: NormRequest[] = [];
  for (const period of periods) {
    const employment = byId.get(period.employmentId);
    const rule = periodActivityRule(book, period.ruleId);
    if (!employment || !rule) continue;
    const normRange = rangeOfPeriod(period, rule);
    if (normRange.start > range.end || normRange.end < range.start) continue;
    requests.push({ periodId: period.id, employment, rule, range: normRange, activityTo: range.end });
  }
  return requests;
}

/** A row's multiplier is its part time (0,81 for 30 of 37 hours): of the employment running at the range's end, else the latest. */
function addMultipliers(employments: readonly EngineEmployment[], end: IsoDate, result: Map<number, RowFigures>) {
  for (const [employeeId, list] of groupBy(employments, (employment) => employment.employeeId)) {
    const row = result.get(employeeId);
    const started = list.filter((employment) => employment.start <= end).sort((a, b) => b.start.localeCompare(a.start));
    const current = started.find((employment) => employment.end === null || employment.end >= end) ?? started[0] ?? list[0];
    if (row && current) row.multiplier = shareNumber(current.partTime);
  }
}

/** The norms on their rows; a row is over target or max when any of them is. */
function addNorms(figures: readonly NormFigure[], periods: readonly NormPeriodRow[], result: Map<number, RowFigures>) {
  const ends = new Map(periods.map((period) => [period.id, period.endDate]));
  for (const figure of figures) {
    const row = result.get(figure.request.employment.employeeId);
    if (!row) continue;
    row.norms.push(normDto(figure, ends.get(figure.request.periodId) ?? null));
    row.isOverTarget ||= figure.norm.isOverTarget;
    row.isOverMax ||= figure.norm.isOverMax;
  }
}

/**
 * Contract balances (mean activity) over the range, one per employment and mean-activity rule; the balance's id
 * is the rule's id (with the employment it names one balance), and AdjustContractBalance's corrections within
 * the range are added.
 */
function addContractBalances(
  book: RuleBook,
  employments: readonly EngineEmployment[],
  activity: readonly RangeActivity[],
  corrections: readonly Correction[],
  range: { start: IsoDate; end: IsoDate },
  result: Map<number, RowFigures>,
) {
  for (const employment of employments) {
    const rules = book.rulesOf(employment.agreementId).filter((rule): rule is PayRuleInput<MeanActivityDetail> => rule.detail?.kind === 'meanActivity');
    if (rules.length === 0) continue;
    const sums = new Map<number, Decimal>();
    for (const entry of activity) if (entry.employmentId === employment.id) sums.set(entry.payAccountId, (sums.get(entry.payAccountId) ?? 0n) + entry.value);
    const row = result.get(employment.employeeId);
    for (const rule of rules) {
      const own = corrections.filter((correction) => correction.employmentId === employment.id && correction.ruleId === rule.id);
      const balance = meanActivityBalance(rule, { start: range.start, end: range.end, employment, activity: sums, adjustments: own.map((correction) => correction.value) });
      row?.contractBalances.push({
        payAccountRuleMeanActivityBalanceId: rule.id,
        employmentId: employment.id,
        name: rule.name,
        startDate: range.start,
        endDate: range.end,
        balance: decimalToNumber(balance.balance),
        corrections: own.map((correction) => ({ value: decimalToNumber(correction.value), comment: correction.comment, by: correction.by, at: correction.at })),
      });
    }
  }
}

interface Correction {
  employmentId: number;
  ruleId: number;
  value: Decimal;
  comment: string | null;
  by: string;
  at: string;
}

async function correctionsOf(db: Db, employmentIds: readonly number[], range: { start: IsoDate; end: IsoDate }): Promise<Correction[]> {
  const rows = await queryRows<{ employment_id: number; rule_id: number; value: string; comment: string | null; by: string | null; at: string }>(
    db,
    sql`select c.employment_id, c.pay_account_rule_id as rule_id, c.value::text, c.comment,
          trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as by,
          to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
        from contract_balance_corrections c left join users u on u.id = c.created_by
        where c.employment_id = any(${idArray(employmentIds)}) and c.start_date <= ${range.end}::date and c.end_date >= ${range.start}::date
        order by c.created_at, c.id`,
  );
  return rows.map((row) => ({
    employmentId: Number(row.employment_id),
    ruleId: Number(row.rule_id),
    value: decimal(row.value),
    comment: row.comment,
    by: row.by ?? '',
    at: row.at,
  }));
}
