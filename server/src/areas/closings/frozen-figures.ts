import { sql } from 'drizzle-orm';
import { decimal, formatDecimal, periodEnd } from '@kaj/domain';
import type { Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { queryRows } from '../../db/raw.ts';
import { jsonRows } from '../../db/sql-values.ts';
import type { ClosingFigures } from './closing-figures.ts';

// A locked closing's figures, frozen at locking (closing_accounts, closing_activities, closing_export_values), and
// its payouts, norm moves and derived activities written as activities of the month (dated its last day, a norm move
// its norm period's last day), so the balances of later months see them. Expiries are not written: the balances make them from the expiry dates.

export async function writeFrozenFigures(db: Db, closingId: number, employmentId: number, period: Period, figures: ClosingFigures, expiryTypeIds: ReadonlySet<number>): Promise<void> {
  const accounts = figures.accounts.map((figure) => ({
    closing_id: closingId,
    pay_account_id: figure.payAccountId,
    opening_balance: formatDecimal(figure.openingBalance),
    activity: formatDecimal(figure.activity),
    closing_balance: formatDecimal(figure.closingBalance),
  }));
  const activities = figures.closingActivities.map((figure) => ({
    closing_id: closingId,
    pay_account_id: figure.payAccountId,
    type_id: figure.typeId,
    rule_id: figure.ruleId,
    value: formatDecimal(figure.value),
    date: figure.date ?? periodEnd(period),
  }));
  const exports = figures.exportValues.map((figure) => ({
    closing_id: closingId,
    export_account_id: figure.exportAccountId,
    department_property_id: figure.departmentPropertyId,
    start_date: figure.startDate,
    end_date: figure.endDate,
    value: formatDecimal(figure.value),
  }));
  if (accounts.length > 0) {
    await db.execute(sql`insert into closing_accounts (closing_id, pay_account_id, opening_balance, activity, closing_balance)
      select * from json_to_recordset(${jsonRows(accounts)}) as x(closing_id int, pay_account_id int, opening_balance numeric, activity numeric, closing_balance numeric)`);
  }
  if (activities.length > 0) {
    await db.execute(sql`insert into closing_activities (closing_id, pay_account_id, type_id, value)
      select closing_id, pay_account_id, type_id, value from json_to_recordset(${jsonRows(activities)}) as x(closing_id int, pay_account_id int, type_id int, value numeric)`);
    const moving = activities.filter((activity) => !expiryTypeIds.has(activity.type_id));
    if (moving.length > 0) {
      await db.execute(sql`insert into pay_account_activities (employment_id, pay_account_id, pay_account_rule_id, date, period, value, closing_activity_type_id)
        select ${employmentId}, pay_account_id, rule_id, date, ${period}::date, value, type_id
        from json_to_recordset(${jsonRows(moving)}) as x(closing_id int, pay_account_id int, type_id int, rule_id int, value numeric, date date)`);
    }
  }
  if (exports.length > 0) {
    await db.execute(sql`insert into closing_export_values (closing_id, export_account_id, department_property_id, start_date, end_date, value)
      select * from json_to_recordset(${jsonRows(exports)})
        as x(closing_id int, export_account_id int, department_property_id int, start_date date, end_date date, value numeric)`);
  }
}

/** Removes a closing's frozen figures and the activities its closing activities were written as. */
export async function deleteFrozenFigures(db: Db, closingId: number, employmentId: number, period: Period): Promise<void> {
  await db.execute(sql`delete from closing_accounts where closing_id = ${closingId}`);
  await db.execute(sql`delete from closing_activities where closing_id = ${closingId}`);
  await db.execute(sql`delete from closing_export_values where closing_id = ${closingId}`);
  await db.execute(sql`delete from pay_account_activities where employment_id = ${employmentId} and period = ${period}::date and closing_activity_type_id is not null`);
}

/** A locked closing's frozen figures as they were written. */
export async function readFrozenFigures(db: Db, closingId: number): Promise<ClosingFigures> {
  const [accounts, activities, exports] = await readAll(
    db,
    () =>
      queryRows<{ pay_account_id: number; opening_balance: string; activity: string; closing_balance: string }>(
      db,
      sql`select pay_account_id, opening_balance::text, activity::text, closing_balance::text from closing_accounts where closing_id = ${closingId} order by pay_account_id`,
    ),
    () =>
      queryRows<{ pay_account_id: number; type_id: number; value: string }>(
      db,
      sql`select pay_account_id, type_id, value::text from closing_activities where closing_id = ${closingId} order by id`,
    ),
    () =>
      queryRows<{ export_account_id: number; account: string; name: string; department_property_id: number | null; code: string | null; start_date: string; end_date: string; value: string }>(
      db,
      sql`select v.export_account_id, x.account, x.name, v.department_property_id, p.code, v.start_date::text, v.end_date::text, v.value::text
          from closing_export_values v join export_accounts x on x.id = v.export_account_id left join properties p on p.id = v.department_property_id
          where v.closing_id = ${closingId} order by x.account, v.id`,
    ),
  );
  return {
    accounts: accounts.map((row) => ({
      payAccountId: Number(row.pay_account_id),
      openingBalance: decimal(row.opening_balance),
      activity: decimal(row.activity),
      closingBalance: decimal(row.closing_balance),
    })),
    closingActivities: activities.map((row) => ({ payAccountId: Number(row.pay_account_id), typeId: Number(row.type_id), ruleId: null, value: decimal(row.value), date: null })),
    exportValues: exports.map((row) => ({
      exportAccountId: Number(row.export_account_id),
      account: row.account,
      name: row.name,
      departmentPropertyId: row.department_property_id === null ? null : Number(row.department_property_id),
      departmentCode: row.code,
      startDate: row.start_date,
      endDate: row.end_date,
      value: decimal(row.value),
    })),
  };
}
