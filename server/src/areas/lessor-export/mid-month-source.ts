import { sql } from 'drizzle-orm';
import { addDays, type IsoDate, type Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { intArray } from '../pay-engine/sql-values.ts';
import type { SourceValue } from './export-source.ts';

// Export values of an open month up to the 15th (the mid-month calls, DOMAIN.md section 9), computed the
// way a closing exports them but from unlocked data: the period activity (without forecasts) of each export
// account's pay account × its export factor, and for absence accounts the days (or paid hours) of the
// realised watches carrying the absence. Closing activity types only exist once a month is locked, so they
// are not part of it, and values are not split per property: the employment's department carries them.

export const midMonthEnd = (period: Period): IsoDate => addDays(period, 14);

const exportsDis = sql`(not ea.is_dis or exists (select 1 from agreement_export_accounts d join export_accounts dea on dea.id = d.export_account_id
  where d.agreement_id = e.agreement_id and dea.is_dis))`;

export async function midMonthValues(db: Db, employmentIds: readonly number[], period: Period): Promise<SourceValue[]> {
  if (employmentIds.length === 0) return [];
  const end = midMonthEnd(period);
  const ids = intArray(employmentIds);
  const pay = await queryRows<{ employment_id: number; account: string; name: string; in_days: boolean; value: string }>(
    db,
    sql`select act.employment_id, ea.account, ea.name, ea.in_days, (sum(act.value) * ea.export_factor)::text as value
        from pay_account_activities act
        join employments e on e.id = act.employment_id
        join agreement_export_accounts aea on aea.agreement_id = e.agreement_id
        join export_accounts ea on ea.id = aea.export_account_id and ea.pay_account_id = act.pay_account_id
        where act.employment_id = any(${ids}) and act.date between ${period} and ${end} and not act.forecast and act.closing_activity_type_id is null
          and ea.pay_account_closing_activity_type_id is null and ea.vacation_property_id is null and ${exportsDis}
        group by act.employment_id, ea.id
        order by act.employment_id, ea.account`,
  );
  const absence = await queryRows<{ employment_id: number; account: string; name: string; in_days: boolean; absence_code: string; day: string; value: string }>(
    db,
    sql`select rw.employment_id, ea.account, ea.name, ea.in_days, coalesce(nullif(vp.code, ''), ea.account) as absence_code, rw.start_date::text as day,
          case when ea.in_days then '1' else round(sum(rw.total_time) / 60.0, 6)::text end as value
        from realised_watches rw
        join realised_watch_properties rwp on rwp.realised_watch_id = rw.id
        join employments e on e.id = rw.employment_id
        join agreement_export_accounts aea on aea.agreement_id = e.agreement_id
        join export_accounts ea on ea.id = aea.export_account_id and ea.vacation_property_id = rwp.property_id
        join properties vp on vp.id = ea.vacation_property_id
        where rw.employment_id = any(${ids}) and rw.start_date between ${period} and ${end} and not rw.cancelled and ${exportsDis}
        group by rw.employment_id, ea.id, vp.code, rw.start_date
        order by rw.employment_id, ea.account, rw.start_date`,
  );
  const base = { closingId: null, departmentCode: null };
  return [
    ...pay.map((row) => ({
      ...base,
      employmentId: Number(row.employment_id),
      startDate: period,
      endDate: end,
      value: row.value,
      account: row.account,
      accountName: row.name,
      inDays: Boolean(row.in_days),
      absenceCode: null,
    })),
    ...absence.map((row) => ({
      ...base,
      employmentId: Number(row.employment_id),
      startDate: row.day,
      endDate: row.day,
      value: row.value,
      account: row.account,
      accountName: row.name,
      inDays: Boolean(row.in_days),
      absenceCode: row.absence_code,
    })),
  ];
}
