import { sql } from 'drizzle-orm';
import { balancesAt, decimal, decimalToNumber } from '@kaj/domain';
import type { Balance, BalanceActivity, BalanceYearSetting, IsoDate } from '@kaj/domain';
import type { PayAccountBalanceDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import type { EngineAccount } from './engine-inputs.ts';
import { readAll } from '../../db/read-all.ts';
import { groupBy } from '../shared/group-by.ts';
import { idArray, jsonRows } from '../../db/sql-values.ts';
import { PackedRow } from '../../db/packed-row.ts';

// Balances of employees as they stand at a date, from their activities and stored balance years.

export interface BalanceRequest {
  employeeId: number;
  employmentIds: readonly number[];
}

export interface EmployeeBalance extends Balance {
  readonly payAccountBalanceId: number;
}

/**
 * Each employee's balances at the end of `calcTo`. With `explained` every activity is read with its
 * rule and watch, and flow accounts show calcTo's month; without, only balance-carrying accounts are
 * answered, and the activity that can not reach them is not read (what a grid of hundreds of rows needs).
 */
export async function employeeBalances(
  db: Db,
  requests: readonly BalanceRequest[],
  accountsOf: () => Promise<ReadonlyMap<number, EngineAccount>>,
  calcTo: IsoDate,
  explained: boolean,
): Promise<Map<number, EmployeeBalance[]>> {
  const employeeOf = new Map(requests.flatMap((request) => request.employmentIds.map((id) => [id, request.employeeId] as const)));
  const employmentIds = [...employeeOf.keys()];
  const result = new Map<number, EmployeeBalance[]>();
  if (employmentIds.length === 0) return result;
  // The activities do not wait for the accounts: they are the longest read.
  const [activities, settings, accounts] = await readAll(
    db,
    () => (explained ? activityRows(db, employmentIds, calcTo) : carryingRows(db, employmentIds, calcTo)),
    () => settingRows(db, requests.map((request) => request.employeeId)),
    accountsOf,
  );
  const settingsOf = groupBy(settings, (setting) => setting.employeeId);
  const activitiesBy = new Map<number, BalanceActivity[]>();
  for (const { employmentId, activity } of activities) {
    const employeeId = employeeOf.get(employmentId);
    if (employeeId === undefined) continue;
    const list = activitiesBy.get(employeeId);
    if (list) list.push(activity);
    else activitiesBy.set(employeeId, [activity]);
  }
  const accountList = [...accounts.values()];
  const computed = new Map<number, Balance[]>();
  for (const request of requests) {
    const balances = balancesAt({ accounts: accountList, activities: activitiesBy.get(request.employeeId) ?? [], settings: settingsOf.get(request.employeeId) ?? [], calcTo, explained });
    computed.set(request.employeeId, explained ? balances : balances.filter((balance) => accounts.get(balance.payAccountId)?.carriesBalance));
  }
  const ids = await balanceIds(db, computed, settings);
  for (const [employeeId, balances] of computed) {
    result.set(
      employeeId,
      balances.map((balance) => ({ ...balance, payAccountBalanceId: ids.get(keyOf(employeeId, balance.payAccountId, balance.balanceYear)) ?? 0 })),
    );
  }
  return result;
}

interface EmploymentActivity {
  employmentId: number;
  activity: BalanceActivity;
}

async function activityRows(db: Db, employmentIds: readonly number[], calcTo: IsoDate): Promise<EmploymentActivity[]> {
  const rows = await queryRows<{ id: number; employment_id: number; pay_account_id: number; date: string; value: string; balance_year: string | null; rule_id: number | null; watch_id: number | null }>(
    db,
    sql`select id, employment_id, pay_account_id, date::text, value::text, balance_year::text, pay_account_rule_id as rule_id, realised_watch_id as watch_id
        from pay_account_activities where employment_id = any(${idArray(employmentIds)}) and date <= ${calcTo}::date
        order by date, id`,
  );
  return rows.map((row) => ({
    employmentId: Number(row.employment_id),
    activity: {
      payAccountId: Number(row.pay_account_id),
      date: row.date,
      value: decimal(row.value),
      balanceYear: row.balance_year,
      ruleId: row.rule_id === null ? null : Number(row.rule_id),
      realisedWatchId: row.watch_id === null ? null : Number(row.watch_id),
      order: Number(row.id),
    },
  }));
}

/**
 * `may_carry(id)`: the accounts whose activities can reach a balance-carrying account, those posting into one (their
 * balance owner, as `balanceOwner` finds it, carries a balance) and those whose balance can move into another at
 * expiry. The rest (supplements and other flow accounts, most activity) can not, and are not read when only
 * balance-carrying accounts are answered. Read with the activities, so it needs no pay configuration read first.
 */
const MAY_CARRY_CTE = sql`
  owners(account_id, owner_id, left_ids) as (
    select id, id, array[]::int[] from pay_accounts
    union all
    select o.account_id, a.parent_id, o.left_ids || o.owner_id
    from owners o join pay_accounts a on a.id = o.owner_id
    where a.use_parent_balance and a.parent_id is not null and o.owner_id <> all(o.left_ids)),
  may_carry(id) as (
    select o.account_id from (select distinct on (account_id) account_id, owner_id from owners order by account_id, cardinality(left_ids) desc) o
    join pay_accounts owner on owner.id = o.owner_id
    where owner.carries_balance or owner.use_for_overflow_id is not null)`;

/**
 * The activities that can reach a balance, without their rule and watch. A department's years are hundreds of
 * thousands of them, and the driver's parsing per row and column costs more than the query: so they come as one
 * text per employment, each activity as whole numbers (its id, its account), a date, its value as the numeric
 * writes it (read as its millionths, a `Decimal`: cheaper for the database than writing the millionths) and a
 * date or nothing, joined by '|' (none of them can hold one), activities joined by ';', in no order: the
 * balances put them in order, by date, sign and id, as for the explained balances. They are not summed per day
 * first: nearly every one is the only one of its day, account and sign, and grouping them cost the database more
 * than it saved (docs/decisions.md).
 */
async function carryingRows(db: Db, employmentIds: readonly number[], calcTo: IsoDate): Promise<EmploymentActivity[]> {
  const rows = await queryRows<{ employment_id: number; a: string }>(
    db,
    sql`with recursive ${MAY_CARRY_CTE}
        select employment_id, string_agg(concat_ws('|', id, pay_account_id, date::text, value::text, coalesce(balance_year::text, '')), ';') as a
        from pay_account_activities
        where employment_id = any(${idArray(employmentIds)}) and pay_account_id = any(array(select id from may_carry)) and date <= ${calcTo}::date
        group by employment_id`,
  );
  const result: EmploymentActivity[] = [];
  const entry = new PackedRow();
  for (const row of rows) {
    const employmentId = Number(row.employment_id);
    for (const text of row.a.split(';')) {
      entry.read(text);
      const order = entry.int();
      const payAccountId = entry.int();
      const date = entry.string();
      const value = entry.millionths();
      const balanceYear = entry.string();
      result.push({ employmentId, activity: { payAccountId, date, value, balanceYear: balanceYear === '' ? null : balanceYear, ruleId: null, realisedWatchId: null, order } });
    }
  }
  return result;
}

interface StoredSetting extends BalanceYearSetting {
  readonly id: number;
  readonly employeeId: number;
}

async function settingRows(db: Db, employeeIds: readonly number[]): Promise<StoredSetting[]> {
  const rows = await queryRows<{ id: number; employee_id: number; pay_account_id: number; balance_year: string; spend_start: string | null; expiry_date: string | null }>(
    db,
    sql`select id, employee_id, pay_account_id, balance_year::text, spend_start::text, expiry_date::text
        from pay_account_balances where employee_id = any(${idArray(employeeIds)})`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    employeeId: Number(row.employee_id),
    payAccountId: Number(row.pay_account_id),
    balanceYear: row.balance_year,
    spendStart: row.spend_start,
    expiryDate: row.expiry_date,
  }));
}

/** The stored ids of the balances, creating the rows of balances not stored yet (a flow month, a year reached only by an expiry). */
async function balanceIds(db: Db, computed: ReadonlyMap<number, readonly Balance[]>, settings: readonly StoredSetting[]): Promise<Map<string, number>> {
  const ids = new Map(settings.map((setting) => [keyOf(setting.employeeId, setting.payAccountId, setting.balanceYear), setting.id]));
  const missing = [...computed].flatMap(([employeeId, balances]) =>
    balances
      .filter((balance) => !ids.has(keyOf(employeeId, balance.payAccountId, balance.balanceYear)))
      .map((balance) => ({ employee_id: employeeId, pay_account_id: balance.payAccountId, balance_year: balance.balanceYear })),
  );
  if (missing.length === 0) return ids;
  const created = await queryRows<{ id: number; employee_id: number; pay_account_id: number; balance_year: string }>(
    db,
    sql`with wanted as (select * from json_to_recordset(${jsonRows(missing)}) as x(employee_id int, pay_account_id int, balance_year date)),
        inserted as (insert into pay_account_balances (employee_id, pay_account_id, balance_year) select * from wanted on conflict do nothing
                     returning id, employee_id, pay_account_id, balance_year)
        select id, employee_id, pay_account_id, balance_year::text from inserted
        union all
        select b.id, b.employee_id, b.pay_account_id, b.balance_year::text from pay_account_balances b
        join wanted w on w.employee_id = b.employee_id and w.pay_account_id = b.pay_account_id and w.balance_year = b.balance_year`,
  );
  for (const row of created) ids.set(keyOf(Number(row.employee_id), Number(row.pay_account_id), row.balance_year), Number(row.id));
  return ids;
}

function keyOf(employeeId: number, payAccountId: number, balanceYear: string): string {
  return `${employeeId}|${payAccountId}|${balanceYear}`;
}

/** A balance as the contract shows it; the year shown is shifted by the account's `displayOffsetYear` (2025/26 shown as 2026). */
export function balanceDto(balance: EmployeeBalance, account: EngineAccount | undefined, ruleNames?: ReadonlyMap<number, string>): PayAccountBalanceDto {
  const year = Number(balance.balanceYear.slice(0, 4)) + (account?.displayOffsetYear ?? 0);
  const dto: PayAccountBalanceDto = {
    payAccountBalanceId: balance.payAccountBalanceId,
    payAccountId: balance.payAccountId,
    payAccountName: account?.name ?? '',
    unit: account?.unit ?? 'hours',
    balanceYear: account?.carriesBalance === false ? balance.balanceYear.slice(0, 7) : String(year),
    balance: decimalToNumber(balance.balance),
    spendStart: balance.spendStart,
    expiryDate: balance.expiryDate,
  };
  if (!ruleNames) return dto;
  return {
    ...dto,
    postings: balance.entries.map((entry) => ({
      kind: entry.kind,
      date: entry.date,
      value: decimalToNumber(entry.value),
      payAccountId: entry.payAccountId,
      payAccountRuleId: entry.ruleId,
      ruleName: entry.ruleId === null ? null : (ruleNames.get(entry.ruleId) ?? null),
      realisedWatchId: entry.realisedWatchId,
    })),
  };
}
