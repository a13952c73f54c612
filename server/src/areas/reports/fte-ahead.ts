import type { FteAheadLineDto } from '@kaj/contract';
import { nextPeriod, parseIsoDate, periodEnd, periodOf, type IsoDate } from '@kaj/domain';
import { todayInCopenhagen } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { loadLines, type BudgetLineView } from '../budgets/budget-fte-repository.ts';
import { fteLines, workdaysBetween } from './fte-lines.ts';
import { realisedNormMinutes } from './fte-realised.ts';

/** The months the FTE report looks ahead: a year from the chosen month. */
export const MONTHS_AHEAD = 12;

/**
 * The FTE report's months ahead (issue 20): for each of the twelve months from `first`, the budget FTE beside the FTE
 * of the month's norm watches (not cancelled, no absence) over the whole month, by the realised FTE's arithmetic
 * (minutes / (hours per day × 60 × the month's workdays), exact, rounded once). A month that is over counts what was
 * realised; from the current month on the watches are the plan (worked so far, planned for the rest).
 */
export async function fteAhead(db: Db, departmentIds: readonly number[], first: IsoDate): Promise<FteAheadLineDto[]> {
  const inScope = new Set(departmentIds);
  const thisMonth = periodOf(todayInCopenhagen());
  const budgets = new Map<number, BudgetLineView[]>();
  const rows: FteAheadLineDto[] = [];
  let period = first;
  for (let n = 0; n < MONTHS_AHEAD; n += 1, period = nextPeriod(period)) {
    const { year, month } = parseIsoDate(period);
    if (!budgets.has(year)) budgets.set(year, (await loadLines(db, year)).filter((line) => inScope.has(line.departmentPropertyId)));
    const end = periodEnd(period);
    const minutes = await realisedNormMinutes(db, departmentIds, period, end);
    const lines = fteLines(budgets.get(year)!, month, { realised: minutes, contracted: [], start: period, end, workdays: workdaysBetween(period, end) });
    const source = period < thisMonth ? 'realised' : 'planned';
    for (const line of lines) {
      rows.push({
        period,
        source,
        department: line.department,
        departmentName: line.departmentName,
        budgetAccount: line.budgetAccount,
        positionGroup: line.positionGroup,
        budgetFte: line.budgetFte,
        hours: line.realisedHours,
        fte: line.realisedFte,
        // In hundredths, both having two decimals, so that 4 − 3.1 is 0.9 and not 0.8999….
        difference: line.budgetFte === null ? null : Math.round(line.realisedFte * 100 - line.budgetFte * 100) / 100,
      });
    }
  }
  return rows;
}
