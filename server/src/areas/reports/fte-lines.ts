import { WORKDAYS_PER_WEEK, decimal, decimalToNumber, divideRounded, holidayWeekendWorkdays, ONE, type IsoDate } from '@kaj/domain';
import { badRequest } from '../../errors.ts';
import type { BudgetLineView } from '../budgets/budget-fte-repository.ts';
import type { ContractedEmployment } from './fte-contracted.ts';
import type { RealisedMinutes } from './fte-realised.ts';

// The FTE report's arithmetic (docs/decisions.md, Rapporter and gren facts): a full-time employee works her
// agreement's hours per day (7,40: 444 minutes) on each workday (Monday to Friday, not a holiday) from the 1st to
// the close day; a part-timer's contracted FTE is her weekly hours over five such days. Sums are exact fractions,
// rounded to two decimals once.

export const NO_BUDGET_ACCOUNT = 'Uden budgetkonto';
export const NO_POSITION_GROUP = 'Uden stillingsgruppe';

export interface FteLine {
  department: string;
  departmentName: string;
  budgetAccount: string;
  positionGroup: string;
  budgetFte: number | null;
  /** Σ each employment's weekly hours / full-time week × its employed workdays / the workdays. */
  contractedFte: number;
  realisedHours: number;
  realisedFte: number;
}

export function workdaysBetween(start: IsoDate, end: IsoDate): number {
  return holidayWeekendWorkdays(start, end).filter((day) => day.isWorkDay).length;
}

interface Fraction {
  num: bigint;
  den: bigint;
}

const ZERO: Fraction = { num: 0n, den: 1n };
const add = (a: Fraction, b: Fraction): Fraction => ({ num: a.num * b.den + b.num * a.den, den: a.den * b.den });
const twoDecimals = (value: Fraction) => (value.num === 0n ? 0 : decimalToNumber(divideRounded(value.num, value.den, 2)));

function hoursPerDayOf(hoursPerDay: string | null, department: string): bigint {
  const value = hoursPerDay === null ? 0n : decimal(hoursPerDay);
  if (value <= 0n) throw badRequest('hours_per_day_missing', `En ansættelse i ${department} har en overenskomst uden timer pr. dag. Angiv dem under Overenskomster.`);
  return value;
}

/** FTE of realised minutes at the agreement's hours per day over the workdays: minutes / (hours per day × 60 × workdays). */
export function realisedFteOf(minutes: number, hoursPerDay: bigint, workdays: number): Fraction {
  if (workdays === 0) return ZERO;
  return { num: BigInt(minutes) * ONE, den: hoursPerDay * 60n * BigInt(workdays) };
}

/** Contracted FTE of an employment over the dates: its share of full time × its employed workdays / the workdays. */
export function contractedFteOf(employment: ContractedEmployment, start: IsoDate, end: IsoDate, workdays: number): Fraction {
  if (workdays === 0) return ZERO;
  const from = employment.startDate > start ? employment.startDate : start;
  const to = employment.endDate !== null && employment.endDate < end ? employment.endDate : end;
  const employed = to < from ? 0 : workdaysBetween(from, to);
  if (employment.weeklyHours === null) return { num: BigInt(employed), den: BigInt(workdays) };
  const fullWeek = hoursPerDayOf(employment.hoursPerDay, employment.departmentName) * WORKDAYS_PER_WEEK;
  return { num: decimal(employment.weeklyHours) * BigInt(employed), den: fullWeek * BigInt(workdays) };
}

const hoursOf = (minutes: number) => Math.round((minutes * 100) / 60) / 100;

export interface FteBasisRows {
  readonly realised: readonly RealisedMinutes[];
  readonly contracted: readonly ContractedEmployment[];
  readonly start: IsoDate;
  readonly end: IsoDate;
  readonly workdays: number;
}

type LineKey = Pick<RealisedMinutes, 'departmentId' | 'departmentCode' | 'departmentName' | 'budgetAccountId' | 'budgetAccountName' | 'positionGroupId' | 'positionGroup'>;

/**
 * One line per department, budget account and position group found in the month's budget, the employments or the
 * realised hours; budget lines first in the budget's order, the others after, all by department.
 */
export function fteLines(budget: readonly BudgetLineView[], month: number, basis: FteBasisRows): FteLine[] {
  type Building = FteLine & { order: number; minutes: number; realised: Fraction; contracted: Fraction };
  const lines = new Map<string, Building>();
  const keyOf = (departmentId: number, accountId: number | null, groupId: number | null) => `${departmentId}:${accountId ?? '-'}:${groupId ?? '-'}`;
  const blank = { contractedFte: 0, realisedHours: 0, realisedFte: 0, minutes: 0, realised: ZERO, contracted: ZERO };
  for (const line of budget) {
    lines.set(keyOf(line.departmentPropertyId, line.budgetAccountId, line.positionGroupId), {
      department: line.departmentCode ?? line.departmentName,
      departmentName: line.departmentName,
      budgetAccount: line.budgetAccountName,
      positionGroup: line.positionGroupLabel,
      budgetFte: line.months[month - 1] ?? 0,
      order: lines.size,
      ...blank,
    });
  }
  const lineOf = (row: LineKey) => {
    const key = keyOf(row.departmentId, row.budgetAccountId, row.positionGroupId);
    const line = lines.get(key) ?? {
      department: row.departmentCode ?? row.departmentName,
      departmentName: row.departmentName,
      budgetAccount: row.budgetAccountName ?? NO_BUDGET_ACCOUNT,
      positionGroup: row.positionGroup ?? NO_POSITION_GROUP,
      budgetFte: null,
      order: lines.size,
      ...blank,
    };
    lines.set(key, line);
    return line;
  };
  for (const row of basis.contracted) {
    const line = lineOf(row);
    line.contracted = add(line.contracted, contractedFteOf(row, basis.start, basis.end, basis.workdays));
  }
  for (const row of basis.realised) {
    const line = lineOf(row);
    line.minutes += row.minutes;
    line.realised = add(line.realised, realisedFteOf(row.minutes, hoursPerDayOf(row.hoursPerDay, row.departmentName), basis.workdays));
  }
  return [...lines.values()]
    .sort((a, b) => a.department.localeCompare(b.department, 'da') || a.order - b.order)
    .map(({ order: _order, minutes, realised, contracted, ...line }) => ({ ...line, contractedFte: twoDecimals(contracted), realisedHours: hoursOf(minutes), realisedFte: twoDecimals(realised) }));
}
