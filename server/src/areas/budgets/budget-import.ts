import { badRequest } from '../../errors.ts';
import { toDecimalString } from '../shared/decimal.ts';
import type { BudgetLine, BudgetLookups } from './budget-fte-repository.ts';
import { MONTH_HEADERS, type SheetRow } from './budget-sheet.ts';

/** The most row errors one answer lists; the rest are counted. */
const LISTED_ERRORS = 15;

function parseFte(value: SheetRow['months'][number], month: string): { value: string } | { error: string } {
  if (value === null || value === '') return { value: '0' };
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+([.,]\d+)?$/.test(value.trim()) ? Number(value.trim().replace(',', '.')) : NaN;
  if (!Number.isFinite(number)) return { error: `${month} er ikke et tal ("${String(value)}")` };
  if (number < 0) return { error: `${month} kan ikke være negativ` };
  if (number > 10000) return { error: `${month} kan højst være 10000` };
  return { value: toDecimalString(number, 2) };
}

function indexBy<T>(items: readonly T[], ...keys: ((item: T) => string | null)[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const key of keys) {
    for (const item of items) {
      const value = key(item)?.trim().toLowerCase();
      if (value && !map.has(value)) map.set(value, item);
    }
  }
  return map;
}

/**
 * The lines of a sheet, each department by its code, budget account by its name and position group by its
 * code or name. Any bad row refuses the whole sheet, naming every bad row by its number (up to a limit).
 */
export function linesOfSheet(rows: readonly SheetRow[], lookups: BudgetLookups): BudgetLine[] {
  const departments = indexBy(lookups.departments, (row) => row.code);
  const groups = indexBy(lookups.positionGroups, (row) => row.code, (row) => row.name);
  const accounts = indexBy(lookups.accounts, (row) => row.name);
  const errors: string[] = [];
  const lines: BudgetLine[] = [];
  const firstRowOf = new Map<string, number>();
  for (const row of rows) {
    const problems: string[] = [];
    const department = departments.get(row.department.toLowerCase());
    if (!row.department) problems.push('afdelingen skal udfyldes');
    else if (!department) problems.push(`afdelingen "${row.department}" findes ikke`);
    else if (!department.selectable) problems.push(`afdelingen "${row.department}" samler kun andre afdelinger og kan ikke have et budget`);
    const account = accounts.get(row.budgetAccount.toLowerCase());
    if (!row.budgetAccount) problems.push('budgetkontoen skal udfyldes');
    else if (!account) problems.push(`budgetkontoen "${row.budgetAccount}" findes ikke`);
    const group = groups.get(row.positionGroup.toLowerCase());
    if (!row.positionGroup) problems.push('stillingsgruppen skal udfyldes');
    else if (!group) problems.push(`stillingsgruppen "${row.positionGroup}" findes ikke`);
    const months = MONTH_HEADERS.map((month, index) => parseFte(row.months[index] ?? null, month));
    for (const month of months) if ('error' in month) problems.push(month.error);
    if (department && account && group) {
      const key = `${department.id}:${account.id}:${group.id}`;
      const first = firstRowOf.get(key);
      if (first !== undefined) problems.push(`samme afdeling, budgetkonto og stillingsgruppe som række ${first}`);
      else firstRowOf.set(key, row.rowNumber);
    }
    if (problems.length > 0) {
      errors.push(`Række ${row.rowNumber}: ${problems.join('; ')}.`);
      continue;
    }
    lines.push({
      departmentPropertyId: department!.id,
      budgetAccountId: account!.id,
      positionGroupId: group!.id,
      months: months.map((month) => ('value' in month ? month.value : '0')),
    });
  }
  if (errors.length > 0) {
    const more = errors.length > LISTED_ERRORS ? ` … og ${errors.length - LISTED_ERRORS} rækker mere med fejl.` : '';
    throw badRequest('budget_rows', `Budgettet blev ikke indlæst; intet er gemt. ${errors.slice(0, LISTED_ERRORS).join(' ')}${more}`);
  }
  return lines;
}
