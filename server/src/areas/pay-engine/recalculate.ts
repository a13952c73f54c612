import { sql } from 'drizzle-orm';
import { addDays, balanceOwner, balanceYearOfDate, calculateMonth, formatDecimal, nextPeriod, periodOf } from '@kaj/domain';
import type { IsoDate, Period, Posting, RealisedWatchInput } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { loadEmployments, loadPayConfiguration, loadWatches, type EngineAccount, type EngineEmployment, type RuleBook } from './engine-inputs.ts';
import { todayInCopenhagen } from '../../clock.ts';
import { groupBy } from '../shared/group-by.ts';
import { lockedPeriods } from './locked-periods.ts';
import { idArray, jsonRows } from '../../db/sql-values.ts';
import { copyRows } from '../../db/copy-rows.ts';

/** One activity row in the order of `ACTIVITY_COLUMNS`, as COPY writes it. */
type ActivityRow = [employmentId: number, payAccountId: number, ruleId: number, watchId: number | null, date: IsoDate, period: Period, value: string, forecast: boolean, balanceYear: Period | null];

const ACTIVITY_COLUMNS = ['employment_id', 'pay_account_id', 'pay_account_rule_id', 'realised_watch_id', 'date', 'period', 'value', 'forecast', 'balance_year'] as const;

interface BalanceRow {
  employee_id: number;
  pay_account_id: number;
  balance_year: Period;
  expiry_date: IsoDate | null;
}

/**
 * Recalculates the open (not locked) months of these employments from the month of `from` on, writing their
 * activities; called inside the transaction of every watch change, so balances are never stale. The months run
 * up to the later of the last month with realised watches and the current month (within the employment).
 * Activities dated before the month of `from`, posted in a locked month, or made by a closing are left as they are.
 */
export async function recalculateEmployments(db: Db, employmentIds: readonly number[], from: IsoDate): Promise<void> {
  const ids = [...new Set(employmentIds)];
  if (ids.length === 0) return;
  const fromPeriod = periodOf(from);
  const employments = await loadEmployments(db, ids);
  const { book, accounts } = await loadPayConfiguration(db);
  const locked = await lockedPeriods(db, ids);
  // The day before the month too: a watch across midnight into the month posts its part there.
  const watches = await loadWatches(db, ids, addDays(fromPeriod, -1));
  const watchesByEmployment = groupBy(watches, (watch) => watch.employmentId);

  const lockedRows = [...locked].flatMap(([employmentId, periods]) => [...periods].map((period) => ({ employment_id: employmentId, period })));
  const balanceRows = new Map<string, BalanceRow>();
  const ownerOf = balanceOwners(accounts);
  // Calculated while COPY sends them: on PostgreSQL the calculation and the database's writing overlap.
  function* activities(): Generator<ActivityRow> {
    for (const employment of employments) {
      for (const posting of postingsOf(employment, book, watchesByEmployment.get(employment.id) ?? [], fromPeriod, locked.get(employment.id))) {
        addBalanceRow(balanceRows, employment, posting, ownerOf);
        yield rowOf(employment.id, posting);
      }
    }
  }
  await writeActivities(db, ids, fromPeriod, lockedRows, activities());
  await recordBalanceYears(db, [...balanceRows.values()]);
}

/**
 * Replaces the stored activities of the open months with the fresh ones: one delete and one COPY, whatever the
 * number of employments. (Writing only the difference was tried: pairing 80,000 rows in SQL cost more than
 * rewriting them.)
 */
async function writeActivities(db: Db, ids: readonly number[], fromPeriod: Period, lockedRows: readonly object[], activities: Iterable<ActivityRow>): Promise<void> {
  await db.execute(sql`
    delete from pay_account_activities a
    where a.employment_id = any(${idArray(ids)}) and a.date >= ${fromPeriod}::date and a.closing_activity_type_id is null
      and not exists (select 1 from json_to_recordset(${jsonRows(lockedRows)}) l(employment_id int, period date)
                      where l.employment_id = a.employment_id and l.period = a.period)`);
  await copyRows(db, 'pay_account_activities', ACTIVITY_COLUMNS, activities);
  // Corrections carried from locked months (the Genberegning screen) post on the first day of their open month, without a rule.
  await db.execute(sql`
    insert into pay_account_activities (employment_id, pay_account_id, date, period, value)
    select c.employment_id, c.pay_account_id, c.period, c.period, sum(c.value) from pay_corrections c
    where c.employment_id = any(${idArray(ids)}) and c.period >= ${fromPeriod}::date
      and not exists (select 1 from closings l where l.employment_id = c.employment_id and l.period = c.period and l.locked)
    group by c.employment_id, c.pay_account_id, c.period`);
}

/** The postings of one employment's open months from `fromPeriod` on. */
export function postingsOf(employment: EngineEmployment, book: RuleBook, watches: readonly RealisedWatchInput[], fromPeriod: Period, locked: ReadonlySet<Period> | undefined): Posting[] {
  const rules = book.rulesOf(employment.agreementId);
  const byPeriod = groupBy(watches, (watch) => periodOf(watch.date));
  const startPeriod = periodOf(employment.start) > fromPeriod ? periodOf(employment.start) : fromPeriod;
  let endPeriod = periodOf(todayInCopenhagen());
  for (const period of byPeriod.keys()) if (period > endPeriod) endPeriod = period;
  if (employment.end !== null && periodOf(employment.end) < endPeriod) endPeriod = periodOf(employment.end);

  const postings: Posting[] = [];
  for (let period = startPeriod; period <= endPeriod; period = nextPeriod(period)) {
    if (locked?.has(period)) continue;
    const monthWatches = byPeriod.get(period) ?? [];
    const input = period === fromPeriod ? [...(byPeriod.get(periodOf(addDays(fromPeriod, -1))) ?? []), ...monthWatches] : monthWatches;
    for (const posting of calculateMonth({ period, employment, rules, watches: input })) {
      if (posting.date >= fromPeriod && !locked?.has(posting.period)) postings.push(posting);
    }
  }
  return postings;
}

function rowOf(employmentId: number, posting: Posting): ActivityRow {
  return [employmentId, posting.payAccountId, posting.ruleId, posting.realisedWatchId, posting.date, posting.period, formatDecimal(posting.value), posting.forecast, posting.balanceYear?.start ?? null];
}

/** The balance year the posting reaches, with the expiry a monthly save gives its year. */
function addBalanceRow(rows: Map<string, BalanceRow>, employment: EngineEmployment, posting: Posting, ownerOf: (payAccountId: number) => EngineAccount | undefined): void {
  const owner = ownerOf(posting.payAccountId);
  if (!owner) return;
  const balanceYear = posting.balanceYear?.start ?? balanceYearOfDate(posting.date, owner.saldoStartMonth);
  const key = `${employment.employeeId}|${owner.id}|${balanceYear}`;
  const expiry = posting.balanceYear?.expiryDate ?? null;
  const known = rows.get(key);
  if (!known || (known.expiry_date === null && expiry !== null)) {
    rows.set(key, { employee_id: employment.employeeId, pay_account_id: owner.id, balance_year: balanceYear, expiry_date: expiry });
  }
}

/** The balance-carrying account a pay account posts into (none for most: supplements), found once per account. */
function balanceOwners(accounts: ReadonlyMap<number, EngineAccount>): (payAccountId: number) => EngineAccount | undefined {
  const owners = new Map<number, EngineAccount | undefined>();
  return (payAccountId) => {
    if (!owners.has(payAccountId)) {
      const owner = accounts.get(balanceOwner(accounts, payAccountId));
      owners.set(payAccountId, owner?.carriesBalance ? owner : undefined);
    }
    return owners.get(payAccountId);
  };
}

/** Creates the balance rows the activities reach; a monthly save's expiry is kept unless a user has set it. */
async function recordBalanceYears(db: Db, rows: readonly BalanceRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into pay_account_balances (employee_id, pay_account_id, balance_year, expiry_date)
    select employee_id, pay_account_id, balance_year, expiry_date
    from json_to_recordset(${jsonRows(rows)}) as x(employee_id int, pay_account_id int, balance_year date, expiry_date date)
    on conflict (employee_id, pay_account_id, balance_year) do update set expiry_date = excluded.expiry_date
    where not pay_account_balances.expiry_date_set_by_user and excluded.expiry_date is not null
      and pay_account_balances.expiry_date is distinct from excluded.expiry_date`);
}
