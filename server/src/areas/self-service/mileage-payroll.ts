import { sql } from 'drizzle-orm';
import { formatDecimal, kmByRate, periodEnd, splitLegs, type Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { idArray } from '../../db/sql-values.ts';
import { allowanceLegOf, legsOf, loadRates } from './mileage-store.ts';

// Trips to payroll (issue 15): a trip belongs to the month of its legs. Locking that month needs every trip of it
// decided, and freezes the approved ones as export values of the mileage export account: km at each state rate,
// a line per rate, which the Lessor export carries with that rate.

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

/**
 * Freezes the month's approved trips on the closing: each leg's split at the two rates (kept in mileage_leg_splits,
 * so a trip registered later in the year cannot move it), and km per rate as export values dated the month, with the
 * employment's department. A lock after an unlock, or CalculateClosed, splits the month's legs again.
 */
export async function freezeTrips(db: Db, closingId: number, employmentId: number, period: Period): Promise<void> {
  await db.execute(sql`delete from mileage_leg_splits where closing_id = ${closingId}`);
  const accountId = await mileageAccountId(db);
  if (accountId === null) return;
  const [owner] = await queryRows<{ employee_id: number }>(db, sql`select employee_id from employments where id = ${employmentId}`);
  const year = period.slice(0, 4);
  const legs = await legsOf(db, Number(owner!.employee_id), year, year);
  const splits = splitLegs(legs.map(allowanceLegOf), await loadRates(db));
  const paid = legs.flatMap((leg, index) =>
    leg.approved && Number(leg.employmentId) === employmentId && leg.startDate.slice(0, 7) === period.slice(0, 7) && splits[index]!.highRate !== null
      ? [{ leg, split: splits[index]! }]
      : [],
  );
  if (paid.length === 0) return;
  await db.execute(sql`insert into mileage_leg_splits (closing_id, mileage_detail_id, high_km, low_km, high_rate, low_rate)
    values ${sql.join(
      paid.map(({ leg, split }) => sql`(${closingId}, ${leg.mileageDetailId}, ${formatDecimal(split.highKm)}::numeric, ${formatDecimal(split.lowKm)}::numeric, ${split.highRate}::numeric, ${split.lowRate}::numeric)`),
      sql`, `,
    )}`);
  for (const [rate, km] of kmByRate(paid.map(({ split }) => split))) {
    await db.execute(sql`insert into closing_export_values (closing_id, export_account_id, department_property_id, start_date, end_date, value, rate)
      values (${closingId}, ${accountId},
        (select ep.property_id from employment_properties ep join properties p on p.id = ep.property_id join property_types t on t.id = p.property_type_id
           where ep.employment_id = ${employmentId} and t.key = 'department' limit 1),
        ${period}::date, ${periodEnd(period)}::date, ${formatDecimal(km)}::numeric, ${rate}::numeric)`);
  }
}
