import { sql } from 'drizzle-orm';
import { formatDecimal, periodEnd, type Decimal, type Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { idArray } from '../planning/rows/sql-values.ts';
import { splitLegs } from './mileage-allowance.ts';
import { loadRates } from './mileage-store.ts';

// Trips to payroll (issue 15): a trip belongs to the month of its legs. Locking that month needs every trip of it
// decided, and freezes the approved ones as export values of the mileage export account: km at each state rate,
// a line per rate, which the Lessor export carries with that rate.

interface TripLeg {
  mileage_id: number;
  employment_id: number;
  approved: boolean;
  rejected: boolean;
  start_date: string;
  km_total: string;
  company_car: boolean;
}

/** All legs of the employees of the employments in the years of the period, in the order the threshold counts. */
async function legsOfYear(db: Db, employmentId: number, period: Period): Promise<TripLeg[]> {
  const year = period.slice(0, 4);
  return queryRows<TripLeg>(
    db,
    sql`select m.id as mileage_id, m.employment_id, m.approved, m.rejected, d.start_date::text, d.km_total::text, coalesce(c.is_company_car, false) as company_car
        from mileages m
        join employments em on em.id = m.employment_id
        join mileage_details d on d.mileage_id = m.id
        left join employee_cars c on c.id = m.employee_car_id
        where em.employee_id = (select employee_id from employments where id = ${employmentId})
          and d.start_date between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date
        order by d.start_date, m.id, d.id`,
  );
}

/** The months that have trips still waiting for a decision, as `employmentId|period` → count. */
export async function waitingTrips(db: Db, months: readonly { employmentId: number; period: Period }[]): Promise<Map<string, number>> {
  if (months.length === 0) return new Map();
  const rows = await queryRows<{ employment_id: number; period: string; n: number }>(
    db,
    sql`select m.employment_id, to_char(date_trunc('month', min(d.start_date)), 'YYYY-MM-DD') as period, 1 as n
        from mileages m join mileage_details d on d.mileage_id = m.id
        where m.employment_id = any(${idArray(months.map((month) => month.employmentId))}) and not m.approved and not m.rejected
        group by m.id, m.employment_id`,
  );
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = `${Number(row.employment_id)}|${row.period}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Whether the mileage export account exists (needed to lock a month with approved trips). */
export async function mileageAccountId(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from export_accounts where mileage limit 1`);
  return row ? Number(row.id) : null;
}

/** Approved trips of the month, as `employmentId|period` keys. */
export async function monthsWithApprovedTrips(db: Db, months: readonly { employmentId: number; period: Period }[]): Promise<Set<string>> {
  if (months.length === 0) return new Set();
  const rows = await queryRows<{ employment_id: number; period: string }>(
    db,
    sql`select distinct m.employment_id, to_char(date_trunc('month', d.start_date), 'YYYY-MM-DD') as period
        from mileages m join mileage_details d on d.mileage_id = m.id
        where m.employment_id = any(${idArray(months.map((month) => month.employmentId))}) and m.approved`,
  );
  return new Set(rows.map((row) => `${Number(row.employment_id)}|${row.period}`));
}

/** Freezes the month's approved trips on the closing: km per state rate, dated the month, with the employment's department. */
export async function freezeTrips(db: Db, closingId: number, employmentId: number, period: Period): Promise<void> {
  const accountId = await mileageAccountId(db);
  if (accountId === null) return;
  const legs = await legsOfYear(db, employmentId, period);
  if (!legs.some((leg) => leg.approved && Number(leg.employment_id) === employmentId)) return;
  const splits = splitLegs(
    legs.map((leg) => ({ mileageId: Number(leg.mileage_id), startDate: leg.start_date, kmTotal: leg.km_total, companyCar: leg.company_car, rejected: leg.rejected })),
    await loadRates(db),
  );
  const kmByRate = new Map<string, Decimal>();
  legs.forEach((leg, index) => {
    if (!leg.approved || Number(leg.employment_id) !== employmentId || leg.start_date.slice(0, 7) !== period.slice(0, 7)) return;
    const split = splits[index]!;
    if (!split.rate) return;
    for (const [km, rate] of [[split.highKm, split.rate.highRate], [split.lowKm, split.rate.lowRate]] as const) {
      if (km !== 0n) kmByRate.set(rate, (kmByRate.get(rate) ?? 0n) + km);
    }
  });
  for (const [rate, km] of kmByRate) {
    await db.execute(sql`insert into closing_export_values (closing_id, export_account_id, department_property_id, start_date, end_date, value, rate)
      values (${closingId}, ${accountId},
        (select ep.property_id from employment_properties ep join properties p on p.id = ep.property_id join property_types t on t.id = p.property_type_id
           where ep.employment_id = ${employmentId} and t.key = 'department' limit 1),
        ${period}::date, ${periodEnd(period)}::date, ${formatDecimal(km)}::numeric, ${rate}::numeric)`);
  }
}
