import { holidayWeekendWorkdays, type IsoDate } from '@kaj/domain';
import type { BudgetLineView } from '../budgets/budget-fte-repository.ts';
import type { RealisedMinutes } from './fte-realised.ts';

// The FTE report's arithmetic (docs/decisions.md, Rapporter): a full-time employee works 37 hours a week,
// so 37 × 60 / 5 = 444 minutes on each workday (Monday to Friday, not a holiday) from the 1st to the close day.

export const FULL_TIME_MINUTES_PER_WORKDAY = 444;

export const NO_BUDGET_ACCOUNT = 'Uden budgetkonto';
export const NO_POSITION_GROUP = 'Uden stillingsgruppe';

export interface FteLine {
  department: string;
  departmentName: string;
  budgetAccount: string;
  positionGroup: string;
  budgetFte: number | null;
  realisedHours: number;
  realisedFte: number;
}

export function workdaysBetween(start: IsoDate, end: IsoDate): number {
  return holidayWeekendWorkdays(start, end).filter((day) => day.isWorkDay).length;
}

/** Realised FTE rounded to two decimals, from whole minutes (one division, no float sums). */
export function fteOf(minutes: number, workdays: number): number {
  if (workdays === 0) return 0;
  return Math.round((minutes * 100) / (FULL_TIME_MINUTES_PER_WORKDAY * workdays)) / 100;
}

const hoursOf = (minutes: number) => Math.round((minutes * 100) / 60) / 100;

/**
 * One line per department, budget account and position group found in the month's budget or in the realised
 * hours; budget lines first in the budget's order, realised-only lines after, all by department.
 */
export function fteLines(budget: readonly BudgetLineView[], month: number, realised: readonly RealisedMinutes[], workdays: number): FteLine[] {
  const lines = new Map<string, FteLine & { order: number; minutes: number }>();
  const keyOf = (departmentId: number, accountId: number | null, groupId: number | null) => `${departmentId}:${accountId ?? '-'}:${groupId ?? '-'}`;
  for (const line of budget) {
    lines.set(keyOf(line.departmentPropertyId, line.budgetAccountId, line.positionGroupId), {
      department: line.departmentCode ?? line.departmentName,
      departmentName: line.departmentName,
      budgetAccount: line.budgetAccountName,
      positionGroup: line.positionGroupLabel,
      budgetFte: line.months[month - 1] ?? 0,
      realisedHours: 0,
      realisedFte: 0,
      order: lines.size,
      minutes: 0,
    });
  }
  for (const row of realised) {
    const key = keyOf(row.departmentId, row.budgetAccountId, row.positionGroupId);
    const line = lines.get(key) ?? {
      department: row.departmentCode ?? row.departmentName,
      departmentName: row.departmentName,
      budgetAccount: row.budgetAccountName ?? NO_BUDGET_ACCOUNT,
      positionGroup: row.positionGroup ?? NO_POSITION_GROUP,
      budgetFte: null,
      realisedHours: 0,
      realisedFte: 0,
      order: lines.size,
      minutes: 0,
    };
    line.minutes += row.minutes;
    lines.set(key, line);
  }
  return [...lines.values()]
    .sort((a, b) => a.department.localeCompare(b.department, 'da') || a.order - b.order)
    .map(({ order: _order, minutes, ...line }) => ({ ...line, realisedHours: hoursOf(minutes), realisedFte: fteOf(minutes, workdays) }));
}
