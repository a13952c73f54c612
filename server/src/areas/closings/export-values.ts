import { sql } from 'drizzle-orm';
import { dayHoursOf, decimal, divideRounded, ONE } from '@kaj/domain';
import { badRequest } from '../../errors.ts';
import type { Decimal, IsoDate } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { queryRows } from '../../db/raw.ts';
import type { EngineEmployment } from '../pay-engine/engine-inputs.ts';
import { idArray } from '../../db/sql-values.ts';
import type { ClosingActivityFigure } from './closing-activities.ts';
import type { ClosingContext } from './closing-context.ts';

/** A value the closing exports on a wage type, in exact decimals. */
export interface ExportFigure {
  readonly exportAccountId: number;
  readonly account: string;
  readonly name: string;
  readonly departmentPropertyId: number | null;
  readonly departmentCode: string | null;
  readonly startDate: IsoDate;
  readonly endDate: IsoDate;
  readonly value: Decimal;
}

export interface ExportInput {
  readonly employment: EngineEmployment;
  readonly from: IsoDate;
  readonly to: IsoDate;
  /** The month's activity per pay account. */
  readonly activity: ReadonlyMap<number, Decimal>;
  readonly closingActivities: readonly ClosingActivityFigure[];
}

interface ExportAccountRow {
  id: number;
  account: string;
  name: string;
  pay_account_id: number | null;
  closing_type_id: number | null;
  export_factor: string;
  in_days: boolean;
  count_calendar_days: boolean;
  property_type_id: number | null;
  vacation_property_id: number | null;
  is_dis: boolean;
}

/**
 * The export values of a closing (DOMAIN.md section 9), per export account of the employment's agreement: the
 * month's activity of the pay account × exportFactor, or the closing activities of the closing type (their
 * amount: a payout of 12,5 hours exports 12,5), or the calendar days with the absence property. A DIS account only
 * for a DIS employment. Each value carries the employment's property of the account's property type (its
 * department when the account names none). Values of 0 are not exported.
 */
export async function exportValuesOf(db: Db, context: ClosingContext, input: ExportInput): Promise<ExportFigure[]> {
  const { employment, from, to } = input;
  const accounts = await queryRows<ExportAccountRow>(
    db,
    sql`select x.id, x.account, x.name, x.pay_account_id, x.pay_account_closing_activity_type_id as closing_type_id, x.export_factor::text,
          x.in_days, x.count_calendar_days, x.property_type_id, x.vacation_property_id, x.is_dis
        from agreement_export_accounts ax join export_accounts x on x.id = ax.export_account_id
        where ax.agreement_id = ${employment.agreementId} order by x.account, x.id`,
  );
  if (accounts.length === 0) return [];
  const dis = employment.isDis;
  const [properties, days] = await readAll(
    db,
    () => employmentProperties(db, employment.id),
    () => calendarDays(db, employment.id, from, to, accounts.flatMap((account) => (account.vacation_property_id === null ? [] : [Number(account.vacation_property_id)]))),
  );
  const figures: ExportFigure[] = [];
  for (const account of accounts) {
    if (account.is_dis && !dis) continue;
    const value = valueOf(context, input, account, days);
    if (value === 0n) continue;
    const property = properties.find((row) => (account.property_type_id === null ? row.isDepartment : row.typeId === Number(account.property_type_id))) ?? null;
    figures.push({
      exportAccountId: Number(account.id),
      account: account.account,
      name: account.name,
      departmentPropertyId: property?.id ?? null,
      departmentCode: property?.code ?? null,
      startDate: from,
      endDate: to,
      value,
    });
  }
  return figures;
}

function valueOf(context: ClosingContext, input: ExportInput, account: ExportAccountRow, days: ReadonlyMap<number, number>): Decimal {
  if (account.count_calendar_days) return account.vacation_property_id === null ? 0n : BigInt(days.get(Number(account.vacation_property_id)) ?? 0) * ONE;
  const payAccountId = account.pay_account_id === null ? null : Number(account.pay_account_id);
  let value: Decimal;
  if (account.closing_type_id !== null) {
    const typeId = Number(account.closing_type_id);
    const outgoing = context.types.get(typeId)?.outgoing ?? false;
    value = input.closingActivities
      .filter((figure) => figure.typeId === typeId && (payAccountId === null || figure.payAccountId === payAccountId))
      .reduce((sum, figure) => sum + (outgoing ? -figure.value : figure.value), 0n);
  } else if (payAccountId !== null) {
    value = input.activity.get(payAccountId) ?? 0n;
  } else {
    return 0n;
  }
  value = divideRounded(value * decimal(account.export_factor), ONE * ONE);
  const unit = payAccountId === null ? null : context.accounts.get(payAccountId)?.unit;
  if (!account.in_days || unit !== 'hours') return value;
  // Hours become days of the employment's own length: the agreement's hours per day, a part-timer's week / 5.
  const dayHours = dayHoursOf(input.employment.workingTime);
  if (dayHours === null || dayHours <= 0n) {
    throw badRequest('hours_per_day_missing', `Lønart ${account.account} tæller i dage, men overenskomsten har ingen timer pr. dag. Angiv dem under Overenskomster.`);
  }
  return divideRounded(value, dayHours);
}

interface EmploymentProperty {
  id: number;
  typeId: number;
  code: string | null;
  isDepartment: boolean;
}

async function employmentProperties(db: Db, employmentId: number): Promise<EmploymentProperty[]> {
  const rows = await queryRows<{ id: number; type_id: number; code: string | null; is_department: boolean }>(
    db,
    sql`select p.id, p.property_type_id as type_id, p.code, t.key = 'department' as is_department
        from employment_properties ep join properties p on p.id = ep.property_id join property_types t on t.id = p.property_type_id
        where ep.employment_id = ${employmentId}`,
  );
  return rows.map((row) => ({ id: Number(row.id), typeId: Number(row.type_id), code: row.code, isDepartment: row.is_department }));
}

/** Per absence property: the calendar days in the range on which the employment has a watch with it (not cancelled). */
async function calendarDays(db: Db, employmentId: number, from: IsoDate, to: IsoDate, propertyIds: readonly number[]): Promise<Map<number, number>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await queryRows<{ property_id: number; days: number }>(
    db,
    sql`select p.property_id, count(distinct w.start_date)::int as days
        from realised_watches w join realised_watch_properties p on p.realised_watch_id = w.id
        where w.employment_id = ${employmentId} and not w.cancelled and w.start_date between ${from}::date and ${to}::date
          and p.property_id = any(${idArray(propertyIds)})
        group by p.property_id`,
  );
  return new Map(rows.map((row) => [Number(row.property_id), Number(row.days)]));
}
