import { sql } from 'drizzle-orm';
import { decimal, effectiveRules, partTimeShare } from '@kaj/domain';
import type { WorkingTime, AgreementRuleInput, BalanceAccount, EmploymentInput, IsoDate, PayRuleDetail, PayRuleInput, RealisedWatchInput, WatchPropertyInput } from '@kaj/domain';
import type { PayAccountRuleDetail, PayAccountUnit } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { todayInCopenhagen } from '../../clock.ts';
import { AGREEMENT_FACTS_CTE } from '../agreements/agreement-facts.ts';
import { loadAgreementGraph } from '../agreements/agreement-graph.ts';
import { idArray } from '../../db/sql-values.ts';
import { readAll } from '../../db/read-all.ts';
import { keptBySharedVersion } from '../shared/kept-by-shared-version.ts';

/** The version of the pay configuration (agreements, rule links, pay rules, pre-factors, pay accounts): employee 0's (migration 0022). */
const CONFIGURATION_VERSION = sql`select coalesce((select version from pay_figure_versions where employee_id = 0), 0)::text as version`;

// What the pay engine reads: employments with their properties, each agreement's effective rules,
// the pay accounts, and realised watches with their properties — a few set-based queries each.

export interface EngineEmployment extends EmploymentInput {
  readonly employeeId: number;
  readonly agreementId: number;
  readonly isSecondary: boolean;
  /** Weekly hours (null: full time) and the agreement's inherited hours per day. */
  readonly workingTime: WorkingTime;
  /** The agreement, or one above it, is a DIS agreement. */
  readonly isDis: boolean;
}

export async function loadEmployments(db: Db, employmentIds: readonly number[]): Promise<EngineEmployment[]> {
  const rows = await queryRows<{
    id: number;
    employee_id: number;
    agreement_id: number;
    start: string;
    end: string | null;
    is_secondary: boolean;
    weekly_hours: string | null;
    hours_per_day: string | null;
    is_dis: boolean | null;
    property_ids: number[];
  }>(
    db,
    // Joined and grouped once, not a subquery per employment (which scans the properties per row).
    sql`with recursive ${AGREEMENT_FACTS_CTE}
        select e.id, e.employee_id, e.agreement_id, e.start_date::text as start, e.end_date::text as end, e.is_secondary,
          e.weekly_hours::text as weekly_hours, f.hours_per_day::text as hours_per_day, f.is_dis,
          coalesce(json_agg(ep.property_id) filter (where ep.property_id is not null), '[]'::json) as property_ids
        from employments e left join employment_properties ep on ep.employment_id = e.id
          left join agreement_facts f on f.agreement_id = e.agreement_id
        where e.id = any(${idArray(employmentIds)}) group by e.id, f.hours_per_day, f.is_dis order by e.id`,
  );
  return rows.map((row) => {
    const workingTime = { weeklyHours: row.weekly_hours === null ? null : decimal(row.weekly_hours), agreementHoursPerDay: row.hours_per_day === null ? null : decimal(row.hours_per_day) };
    return {
      id: Number(row.id),
      employeeId: Number(row.employee_id),
      agreementId: Number(row.agreement_id),
      start: row.start,
      end: row.end,
      isSecondary: row.is_secondary,
      propertyIds: row.property_ids.map(Number),
      workingTime,
      partTime: partTimeShare(workingTime),
      isDis: row.is_dis === true,
    };
  });
}

/** Every agreement's effective rules (inheritance and overrides resolved; dates kept on each rule). */
export interface RuleBook {
  rulesOf(agreementId: number): readonly PayRuleInput[];
  rule(ruleId: number): PayRuleInput | undefined;
}

/**
 * The rule book and the pay accounts of the configuration version the reader sees, kept between reads
 * (shared/kept-by-shared-version.ts): one query for both. Neither is to be changed.
 */
export const loadPayConfiguration = keptBySharedVersion(CONFIGURATION_VERSION, async (db) => {
  const [book, accounts] = await readAll(
    db,
    () => readRuleBook(db),
    () => readAccounts(db),
  );
  return { book, accounts };
});

/** The rule book of the configuration version the reader sees (kept: `loadPayConfiguration`). */
export const loadRuleBook = async (db: Db): Promise<RuleBook> => (await loadPayConfiguration(db)).book;

async function readRuleBook(db: Db): Promise<RuleBook> {
  const [graph, rules, preFactors] = await readAll(
    db,
    () => loadAgreementGraph(db),
    () =>
      queryRows<{ id: number; name: string; pay_account_id: number | null; calc_order: number; round: number | null; override_id: number | null; detail: PayAccountRuleDetail | null }>(
        db,
        sql`select id, name, pay_account_id, calc_order, round, override_id, detail from pay_account_rules`,
      ),
    () =>
      queryRows<{ rule_id: number; property_id: number; factor: string }>(
        db,
        sql`select pay_account_rule_id as rule_id, property_id, factor::text from pay_account_rule_pre_factors order by property_id`,
      ),
  );
  const factorsByRule = new Map<number, { propertyId: number; factor: number }[]>();
  for (const row of preFactors) {
    const list = factorsByRule.get(Number(row.rule_id)) ?? [];
    list.push({ propertyId: Number(row.property_id), factor: Number(row.factor) });
    factorsByRule.set(Number(row.rule_id), list);
  }
  const byId = new Map<number, PayRuleInput>();
  const overrideOf = new Map<number, number | null>();
  for (const row of rules) {
    const id = Number(row.id);
    const detail: PayRuleDetail | null = row.detail;
    overrideOf.set(id, row.override_id === null ? null : Number(row.override_id));
    byId.set(id, {
      id,
      name: row.name,
      payAccountId: row.pay_account_id === null ? null : Number(row.pay_account_id),
      calcOrder: Number(row.calc_order),
      round: row.round === null ? null : Number(row.round),
      preFactors: factorsByRule.get(id) ?? [],
      detail,
    });
  }
  const cache = new Map<number, PayRuleInput[]>();
  return {
    rule: (ruleId) => byId.get(ruleId),
    rulesOf(agreementId) {
      let found = cache.get(agreementId);
      if (!found) {
        const chain = graph.chain(agreementId).map((agreement) =>
          graph.links(agreement.id).flatMap((link): AgreementRuleInput[] => {
            const rule = byId.get(link.payAccountRuleId);
            return rule ? [{ ...rule, overrideId: overrideOf.get(rule.id) ?? null, startDate: link.startDate, endDate: link.endDate }] : [];
          }),
        );
        found = effectiveRules(chain);
        cache.set(agreementId, found);
      }
      return found;
    },
  };
}

export interface EngineAccount extends BalanceAccount {
  readonly name: string;
  readonly unit: PayAccountUnit;
  readonly displayOffsetYear: number;
}

/** The pay accounts of the configuration version the reader sees (kept: `loadPayConfiguration`). */
export const loadAccounts = async (db: Db): Promise<ReadonlyMap<number, EngineAccount>> => (await loadPayConfiguration(db)).accounts;

async function readAccounts(db: Db): Promise<ReadonlyMap<number, EngineAccount>> {
  const rows = await queryRows<{
    id: number;
    name: string;
    unit: EngineAccount['unit'];
    carries_balance: boolean;
    saldo_start_month: number | null;
    parent_id: number | null;
    use_parent_balance: boolean;
    use_for_overflow_id: number | null;
    display_offset_year: number;
  }>(db, sql`select id, name, unit, carries_balance, saldo_start_month, parent_id, use_parent_balance, use_for_overflow_id, display_offset_year from pay_accounts`);
  const orNull = (value: number | null) => (value === null ? null : Number(value));
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        name: row.name,
        unit: row.unit,
        carriesBalance: row.carries_balance,
        saldoStartMonth: orNull(row.saldo_start_month),
        parentId: orNull(row.parent_id),
        useParentBalance: row.use_parent_balance,
        useForOverflowId: orNull(row.use_for_overflow_id),
        displayOffsetYear: Number(row.display_offset_year),
      },
    ]),
  );
}

/** The realised watches (not cancelled) of the employments from a date on, with their properties (read apart: one row each). */
export async function loadWatches(db: Db, employmentIds: readonly number[], from: IsoDate): Promise<RealisedWatchInput[]> {
  const rows = await queryRows<{
    id: number;
    employment_id: number;
    date: string;
    start_time: string;
    end_time: string;
    start_ms: number;
    end_ms: number;
    total_time: number;
  }>(
    db,
    sql`select w.id, w.employment_id, w.start_date::text as date, w.start_time::text, w.end_time::text,
          (extract(epoch from w.start_at) * 1000)::float8 as start_ms, (extract(epoch from w.end_at) * 1000)::float8 as end_ms, w.total_time
        from realised_watches w
        where w.employment_id = any(${idArray(employmentIds)}) and not w.cancelled and w.start_date >= ${from}::date`,
  );
  const propertyRows = await queryRows<{ watch_id: number; property_id: number; value: string | null }>(
    db,
    sql`select p.realised_watch_id as watch_id, p.property_id, p.value::text
        from realised_watch_properties p join realised_watches w on w.id = p.realised_watch_id
        where w.employment_id = any(${idArray(employmentIds)}) and not w.cancelled and w.start_date >= ${from}::date`,
  );
  const properties = new Map<number, WatchPropertyInput[]>();
  for (const row of propertyRows) {
    const id = Number(row.watch_id);
    const list = properties.get(id) ?? [];
    list.push({ propertyId: Number(row.property_id), value: row.value === null ? null : Number(row.value) });
    properties.set(id, list);
  }
  // Watches after today are planned, not yet worked (forecast for use-future rules).
  const today = todayInCopenhagen();
  return rows.map((row) => ({
    id: Number(row.id),
    employmentId: Number(row.employment_id),
    date: row.date,
    startTime: row.start_time.slice(0, 5),
    endTime: row.end_time.slice(0, 5),
    start: Number(row.start_ms),
    end: Number(row.end_ms),
    paidMinutes: Number(row.total_time),
    properties: properties.get(Number(row.id)) ?? [],
    forecast: row.date > today,
  }));
}
