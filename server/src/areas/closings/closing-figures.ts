import { sql } from 'drizzle-orm';
import { addDays, balanceOwner, decimal } from '@kaj/domain';
import type { Decimal, IsoDate, Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { queryRows } from '../../db/raw.ts';
import { employeeBalances } from '../pay-engine/balances-repository.ts';
import type { EngineEmployment } from '../pay-engine/engine-inputs.ts';
import { closingActivitiesOf, type ClosingActivityFigure } from './closing-activities.ts';
import type { ClosingContext } from './closing-context.ts';
import { exportValuesOf, type ExportFigure } from './export-values.ts';

// The figures of one employment's month, computed from the pay engine's activities and balances (DOMAIN.md section 8).

export interface AccountFigure {
  readonly payAccountId: number;
  /** The employee's balance the day before the range (0 for a flow account, reset every month). */
  readonly openingBalance: Decimal;
  /** This employment's activities dated in the range. */
  readonly activity: Decimal;
  /** Opening balance + activity + closing activities (a child account's go to the account whose balance it uses). */
  readonly closingBalance: Decimal;
}

export interface Posting {
  readonly payAccountActivityId: number;
  readonly payAccountId: number;
  readonly date: IsoDate;
  readonly value: Decimal;
  readonly ruleId: number | null;
  readonly ruleName: string | null;
  readonly realisedWatchId: number | null;
}

export interface ClosingFigures {
  readonly accounts: readonly AccountFigure[];
  readonly closingActivities: readonly ClosingActivityFigure[];
  readonly exportValues: readonly ExportFigure[];
}

export interface ClosingScope {
  readonly employment: EngineEmployment;
  readonly period: Period;
  /** The days computed: the month, or part of it (GetClosingMid), within the employment. */
  readonly from: IsoDate;
  readonly to: IsoDate;
}

/** The employment's postings dated in the range: realised (not forecast) activity, not the closing activities written at a lock. */
export async function postingsOf(db: Db, employmentId: number, from: IsoDate, to: IsoDate): Promise<Posting[]> {
  const rows = await queryRows<{ id: number; pay_account_id: number; date: string; value: string; rule_id: number | null; rule_name: string | null; watch_id: number | null }>(
    db,
    sql`select a.id, a.pay_account_id, a.date::text, a.value::text, a.pay_account_rule_id as rule_id, r.name as rule_name, a.realised_watch_id as watch_id
        from pay_account_activities a left join pay_account_rules r on r.id = a.pay_account_rule_id
        where a.employment_id = ${employmentId} and a.date between ${from}::date and ${to}::date
          and not a.forecast and a.closing_activity_type_id is null
        order by a.date, a.pay_account_id, a.id`,
  );
  return rows.map((row) => ({
    payAccountActivityId: Number(row.id),
    payAccountId: Number(row.pay_account_id),
    date: row.date,
    value: decimal(row.value),
    ruleId: row.rule_id === null ? null : Number(row.rule_id),
    ruleName: row.rule_name,
    realisedWatchId: row.watch_id === null ? null : Number(row.watch_id),
  }));
}

/** The figures of an open month (or part of one), computed on the fly; `postings` are the activities behind them. */
export async function computeClosing(db: Db, context: ClosingContext, scope: ClosingScope, postings: readonly Posting[]): Promise<ClosingFigures> {
  const { employment, period, from, to } = scope;
  const employmentIds = (await queryRows<{ id: number }>(db, sql`select id from employments where employee_id = ${employment.employeeId}`)).map((row) => Number(row.id));
  const request = [{ employeeId: employment.employeeId, employmentIds }];
  const [opening, atEnd] = await readAll(
    db,
    () => employeeBalances(db, request, async () => context.accounts, addDays(from, -1), false),
    () => employeeBalances(db, request, async () => context.accounts, to, false),
  );

  const openingBy = new Map<number, Decimal>();
  for (const balance of opening.get(employment.employeeId) ?? []) {
    if (!context.accounts.get(balance.payAccountId)?.carriesBalance) continue;
    openingBy.set(balance.payAccountId, (openingBy.get(balance.payAccountId) ?? 0n) + balance.balance);
  }
  const activityBy = new Map<number, Decimal>();
  for (const posting of postings) activityBy.set(posting.payAccountId, (activityBy.get(posting.payAccountId) ?? 0n) + posting.value);

  const ownerOf = (payAccountId: number) => balanceOwner(context.accounts, payAccountId);
  const balanceBefore = new Map(openingBy);
  for (const [payAccountId, value] of activityBy) balanceBefore.set(ownerOf(payAccountId), (balanceBefore.get(ownerOf(payAccountId)) ?? 0n) + value);

  const closingActivities = await closingActivitiesOf(db, context, {
    employment,
    period,
    from,
    to,
    balancesAtEnd: atEnd.get(employment.employeeId) ?? [],
    balanceBefore,
  });
  const closingBy = new Map(balanceBefore);
  for (const figure of closingActivities) closingBy.set(ownerOf(figure.payAccountId), (closingBy.get(ownerOf(figure.payAccountId)) ?? 0n) + figure.value);

  const accountIds = new Set([...openingBy.keys(), ...activityBy.keys(), ...closingActivities.map((figure) => figure.payAccountId)]);
  const accounts = [...accountIds]
    .sort((a, b) => a - b)
    .map((payAccountId) => {
      const owns = ownerOf(payAccountId) === payAccountId;
      return {
        payAccountId,
        openingBalance: openingBy.get(payAccountId) ?? 0n,
        activity: activityBy.get(payAccountId) ?? 0n,
        closingBalance: owns ? (closingBy.get(payAccountId) ?? 0n) : 0n,
      };
    });
  const exportValues = await exportValuesOf(db, context, { employment, from, to, activity: activityBy, closingActivities });
  return { accounts, closingActivities, exportValues };
}
