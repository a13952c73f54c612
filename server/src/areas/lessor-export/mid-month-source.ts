import { sql } from 'drizzle-orm';
import { addDays, formatDecimal, type IsoDate, type Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { loadClosingContext } from '../closings/closing-context.ts';
import { computeClosing, postingsOf } from '../closings/closing-figures.ts';
import { asIfRecalculated } from '../closings/fresh-figures.ts';
import { loadEmployments } from '../pay-engine/engine-inputs.ts';
import { idArray } from '../../db/sql-values.ts';
import { absenceByDay, type SourceValue } from './export-source.ts';

// Export values of an open month up to the 15th (the mid-month calls, DOMAIN.md section 9): the closings'
// own computation of an open month (computeClosing over freshly recalculated months, as GetClosingMid does) over
// the 1st to the 15th, from unlocked data, without locking; absence values become the days behind them like an export's.

export const midMonthEnd = (period: Period): IsoDate => addDays(period, 14);

interface AccountRow {
  id: number;
  in_days: boolean;
  vacation_property_id: number | null;
  absence_code: string | null;
}

export async function midMonthValues(db: Db, employmentIds: readonly number[], period: Period): Promise<SourceValue[]> {
  if (employmentIds.length === 0) return [];
  const end = midMonthEnd(period);
  const context = await loadClosingContext(db);
  const values: (Omit<SourceValue, 'inDays' | 'absenceCode' | 'absencePropertyId' | 'absenceHours'> & { exportAccountId: number })[] = [];
  const employments = await loadEmployments(db, employmentIds);
  // As GetClosingMid reads a month: recalculated as a lock would, rolled back after.
  const computed = await asIfRecalculated(db, employments.map((employment) => ({ employeeId: employment.employeeId, period })), async (tx) => {
    const all = [];
    for (const employment of employments) {
      const from = employment.start > period ? employment.start : period;
      const to = employment.end !== null && employment.end < end ? employment.end : end;
      if (from > to) continue;
      const scope = { employment, period, from, to };
      all.push({ employment, figures: await computeClosing(tx, context, scope, await postingsOf(tx, employment.id, from, to)) });
    }
    return all;
  });
  for (const { employment, figures } of computed) {
    values.push(
      ...figures.exportValues.map((figure) => ({
        closingId: null,
        employmentId: employment.id,
        startDate: figure.startDate,
        endDate: figure.endDate,
        value: formatDecimal(figure.value),
        exportAccountId: figure.exportAccountId,
        account: figure.account,
        accountName: figure.name,
        departmentCode: figure.departmentCode,
        rate: null,
      })),
    );
  }
  const accounts = await queryRows<AccountRow>(
    db,
    sql`select ea.id, ea.in_days, ea.vacation_property_id, coalesce(nullif(vp.code, ''), ea.account) as absence_code
        from export_accounts ea left join properties vp on vp.id = ea.vacation_property_id
        where ea.id = any(${idArray([...new Set(values.map((value) => value.exportAccountId))])})`,
  );
  const byId = new Map(accounts.map((account) => [Number(account.id), account]));
  return absenceByDay(
    db,
    values.map(({ exportAccountId, ...rest }) => {
      const account = byId.get(exportAccountId);
      const absencePropertyId = account?.vacation_property_id ?? null;
      return {
        ...rest,
        inDays: Boolean(account?.in_days),
        absenceCode: absencePropertyId === null ? null : (account?.absence_code ?? null),
        absencePropertyId: absencePropertyId === null ? null : Number(absencePropertyId),
        absenceHours: null,
      };
    }),
  );
}
