import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BudgetFteLineDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { budgetAccounts, budgetFte, properties, propertyTypes } from '../../db/schema/index.ts';
import { fromDecimal } from '../shared/decimal.ts';

/** One line to store: twelve FTE values as exact decimal strings, January first. */
export interface BudgetLine {
  departmentPropertyId: number;
  budgetAccountId: number;
  positionGroupId: number;
  months: string[];
}

export interface BudgetLineView extends BudgetFteLineDto {
  budgetAccountName: string;
  positionGroupLabel: string;
}

const positionGroup = alias(properties, 'position_group');

/** A year's lines, one department or all, by department code, budget account and position group. */
export async function loadLines(db: Db, year: number, departmentId?: number): Promise<BudgetLineView[]> {
  const rows = await db
    .select({
      month: budgetFte.month,
      value: budgetFte.value,
      departmentPropertyId: budgetFte.departmentPropertyId,
      departmentCode: properties.code,
      departmentName: properties.name,
      budgetAccountId: budgetFte.budgetAccountId,
      budgetAccountName: budgetAccounts.name,
      positionGroupId: budgetFte.positionGroupId,
      positionGroupLabel: positionGroup.name,
      positionGroupCode: positionGroup.code,
    })
    .from(budgetFte)
    .innerJoin(properties, eq(properties.id, budgetFte.departmentPropertyId))
    .innerJoin(budgetAccounts, eq(budgetAccounts.id, budgetFte.budgetAccountId))
    .innerJoin(positionGroup, eq(positionGroup.id, budgetFte.positionGroupId))
    .where(and(eq(budgetFte.year, year), departmentId === undefined ? undefined : eq(budgetFte.departmentPropertyId, departmentId)))
    .orderBy(asc(properties.code), asc(properties.name), asc(budgetAccounts.sortOrder), asc(budgetAccounts.name), asc(positionGroup.name), asc(budgetFte.month));
  const lines = new Map<string, BudgetLineView>();
  for (const row of rows) {
    const key = `${row.departmentPropertyId}:${row.budgetAccountId}:${row.positionGroupId}`;
    let line = lines.get(key);
    if (!line) {
      line = {
        year,
        departmentPropertyId: row.departmentPropertyId,
        departmentCode: row.departmentCode,
        departmentName: row.departmentName,
        budgetAccountId: row.budgetAccountId,
        budgetAccountName: row.budgetAccountName,
        positionGroupId: row.positionGroupId,
        positionGroupLabel: row.positionGroupCode ?? row.positionGroupLabel,
        months: Array.from({ length: 12 }, () => 0),
      };
      lines.set(key, line);
    }
    line.months[row.month - 1] = fromDecimal(row.value);
  }
  return [...lines.values()];
}

const toDto = ({ budgetAccountName: _account, positionGroupLabel: _group, ...dto }: BudgetLineView): BudgetFteLineDto => dto;
export const toBudgetFteLineDtos = (lines: readonly BudgetLineView[]) => lines.map(toDto);

/** Replaces the year's budget (of the given departments, or all) with the lines; every month is stored, zeros too. */
export async function replaceLines(db: Db, year: number, departmentIds: readonly number[] | 'all', lines: readonly BudgetLine[]): Promise<void> {
  const scope = departmentIds === 'all' ? undefined : inArray(budgetFte.departmentPropertyId, [...departmentIds]);
  await db.delete(budgetFte).where(and(eq(budgetFte.year, year), scope));
  const rows = lines.flatMap((line) =>
    line.months.map((value, index) => ({
      year,
      month: index + 1,
      departmentPropertyId: line.departmentPropertyId,
      budgetAccountId: line.budgetAccountId,
      positionGroupId: line.positionGroupId,
      value,
    })),
  );
  // Well below PostgreSQL's 65,535 parameters per statement.
  for (let start = 0; start < rows.length; start += 2000) await db.insert(budgetFte).values(rows.slice(start, start + 2000));
}

export interface BudgetLookups {
  departments: { id: number; code: string | null; name: string; selectable: boolean }[];
  positionGroups: { id: number; code: string | null; name: string; selectable: boolean }[];
  accounts: { id: number; name: string }[];
}

/** Departments, position groups and budget accounts, to find what a sheet or a save names. */
export async function loadLookups(db: Db): Promise<BudgetLookups> {
  const ofType = (key: string) =>
    db
      .select({ id: properties.id, code: properties.code, name: properties.name, selectable: properties.selectable })
      .from(properties)
      .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
      .where(eq(propertyTypes.key, key));
  const departments = await ofType('department');
  const positionGroups = await ofType('positionGroup');
  const accounts = await db.select({ id: budgetAccounts.id, name: budgetAccounts.name }).from(budgetAccounts);
  return { departments, positionGroups, accounts };
}
