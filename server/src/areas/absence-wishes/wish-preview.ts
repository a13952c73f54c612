import { sql } from 'drizzle-orm';
import type { AbsencePreviewDto, BalanceEffectDto, NormDto, PayAccountBalanceDto } from '@kaj/contract';
import type { IsoDate } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { AppError } from '../../errors.ts';
import type { EmploymentRow } from '../employees/employments-repository.ts';
import { rowFigures, type RowFigures } from '../pay-engine/row-figures.ts';
import { placeAbsence } from '../planning/watches/absence-handler.ts';
import { restBreachDto } from '../rest/rest-rules.ts';
import { addedBreaches, currentBreaches } from '../shared/rest-breaches.ts';

// What granting an absence would do (issue 16): it is granted for real inside a transaction, the balances, norm
// and rest hours are read before and after, and the transaction is rolled back. So the preview runs the very
// rules a grant runs, pay engine included, and can never disagree with it.

interface Absence {
  start: IsoDate;
  end: IsoDate;
  propertyId: number;
}

/** Thrown to roll the preview's transaction back with its answer. */
class PreviewDone extends Error {
  constructor(readonly preview: AbsencePreviewDto) {
    super('preview');
  }
}

const NOTHING = { placedDays: [], markedDays: [], balances: [], norms: [], overTarget: false, overMax: false, restBreaches: [] };

/** The activity per pay account of the employment's watches (not cancelled) from start to end: what the absence changes directly. */
async function watchActivity(db: Db, employmentId: number, range: { start: IsoDate; end: IsoDate }): Promise<Map<number, number>> {
  const rows = await queryRows<{ pay_account_id: number; value: string }>(
    db,
    sql`select a.pay_account_id, sum(a.value)::text as value
        from pay_account_activities a join realised_watches r on r.id = a.realised_watch_id
        where a.employment_id = ${employmentId} and r.employment_id = ${employmentId} and not r.cancelled and r.start_date between ${range.start}::date and ${range.end}::date
        group by a.pay_account_id`,
  );
  return new Map(rows.map((row) => [Number(row.pay_account_id), Number(row.value)]));
}

/**
 * The balances the absence changes, at the end of its period: the balance with it (all balance years of the account
 * together) and without it, which is that less what its watches post. Comparing two readings instead would also show
 * the months the engine first computes once the absence lies in them (their monthly savings), which the absence did not cause.
 */
function balanceEffects(after: readonly PayAccountBalanceDto[], activityBefore: ReadonlyMap<number, number>, activityAfter: ReadonlyMap<number, number>): BalanceEffectDto[] {
  const accounts = [...new Set(after.map((balance) => balance.payAccountId))];
  return accounts.flatMap((payAccountId) => {
    const change = (activityAfter.get(payAccountId) ?? 0) - (activityBefore.get(payAccountId) ?? 0);
    if (Math.abs(change) < 1e-9) return [];
    const years = after.filter((balance) => balance.payAccountId === payAccountId);
    const total = years.reduce((sum, balance) => sum + balance.balance, 0);
    const round = (value: number) => Math.round(value * 1e6) / 1e6;
    return [{ payAccountId, payAccountName: years[0]!.payAccountName, unit: years[0]!.unit, balanceYear: years.map((balance) => balance.balanceYear).join(', '), before: round(total - change), after: round(total) }];
  });
}

function normEffects(before: readonly NormDto[], after: readonly NormDto[]) {
  return after.flatMap((norm) => {
    const was = before.find((each) => each.payAccountRulePeriodDefId === norm.payAccountRulePeriodDefId);
    if (!was || (was.targetActivity === norm.targetActivity && was.activity === norm.activity && was.balance === norm.balance)) return [];
    return [{ name: norm.name, targetBefore: was.targetActivity, targetAfter: norm.targetActivity, activityBefore: was.activity, activityAfter: norm.activity, balanceBefore: was.balance, balanceAfter: norm.balance }];
  });
}

async function figures(db: Db, employment: EmploymentRow, range: { start: IsoDate; end: IsoDate }): Promise<RowFigures | undefined> {
  return (await rowFigures(db, [{ employeeId: employment.employeeId, employmentIds: [employment.id] }], range)).get(employment.employeeId);
}

/**
 * Grants the absence on the employment and rolls it back, answering its effect: the days it places or marks, the
 * balances at the end of its period that change, the norm, and the rest-hour breaches it adds. A refusal (a locked
 * month, no absence code …) is answered as `refusal`. `prepare` checks access, locks the employment and names it.
 */
export async function previewAbsence(db: Db, user: SessionUser, prepare: (tx: Db) => Promise<EmploymentRow>, absence: Absence): Promise<AbsencePreviewDto> {
  try {
    await db.transaction(async (tx) => {
      const employment = await prepare(tx);
      const range = { start: absence.start, end: absence.end };
      const before = await figures(tx, employment, range);
      const activityBefore = await watchActivity(tx, employment.id, range);
      const breachesBefore = await currentBreaches(tx, employment.id, range);
      let placed;
      try {
        placed = await placeAbsence(tx, user, employment, absence);
      } catch (error) {
        if (error instanceof AppError && error.status < 500) throw new PreviewDone({ ...NOTHING, refusal: error.message });
        throw error;
      }
      const after = await figures(tx, employment, range);
      const activityAfter = await watchActivity(tx, employment.id, range);
      const breachesAfter = await currentBreaches(tx, employment.id, range);
      throw new PreviewDone({
        ...placed,
        balances: balanceEffects(after?.saldi ?? [], activityBefore, activityAfter),
        norms: normEffects(before?.norms ?? [], after?.norms ?? []),
        overTarget: Boolean(after?.isOverTarget && !before?.isOverTarget),
        overMax: Boolean(after?.isOverMax && !before?.isOverMax),
        restBreaches: addedBreaches(breachesBefore, breachesAfter).map(restBreachDto),
        refusal: null,
      });
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.preview;
    throw error;
  }
  throw new Error('The preview ended without an answer');
}
