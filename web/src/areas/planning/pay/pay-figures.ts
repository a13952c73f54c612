import type { EmployeeDto, NormDto, PayAccountBalanceDto, PayAccountUnit } from '@kaj/contract';
import { formatNumber } from '../../../ui/format.ts';

/** A pay account the planner can show as a side column of the grid. */
export interface PayAccountColumn {
  payAccountId: number;
  name: string;
  unit: PayAccountUnit;
}

/** One row's figure of an account: its balance at the range's end (all balance years) and its activity in the range. */
export interface PayFigure {
  balance: number | null;
  activity: number | null;
  saldi: PayAccountBalanceDto[];
}

const UNIT_TEXT: Record<PayAccountUnit, string> = { hours: 't', days: 'dage', kroner: 'kr.', count: 'stk.' };

/** Sums in hundredths, so 0,1 + 0,2 is 0,30 and not a float's 0,30000000000000004 (the server sends two decimals). */
export function sumExact(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;
}

/** 1.234,50 t */
export function formatFigure(value: number, unit: PayAccountUnit): string {
  return `${formatNumber(value, 2)} ${UNIT_TEXT[unit]}`;
}

/** The accounts with a balance or an activity in any of the rows, by name. */
export function accountsInRows(rows: readonly EmployeeDto[]): PayAccountColumn[] {
  const found = new Map<number, PayAccountColumn>();
  for (const row of rows) {
    for (const saldo of row.saldi) found.set(saldo.payAccountId, { payAccountId: saldo.payAccountId, name: saldo.payAccountName, unit: saldo.unit });
    for (const value of row.payAccountValues) if (!found.has(value.payAccountId)) found.set(value.payAccountId, { payAccountId: value.payAccountId, name: value.name, unit: value.unit });
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name, 'da'));
}

export function figureOf(row: EmployeeDto, payAccountId: number): PayFigure {
  const saldi = row.saldi.filter((saldo) => saldo.payAccountId === payAccountId);
  const activity = row.payAccountValues.filter((value) => value.payAccountId === payAccountId);
  return {
    balance: saldi.length ? sumExact(saldi.map((saldo) => saldo.balance)) : null,
    activity: activity.length ? sumExact(activity.map((value) => value.value)) : null,
    saldi,
  };
}

/** The hover text of an account cell. */
export function figureTitle(column: PayAccountColumn, figure: PayFigure): string {
  const lines = [column.name];
  if (figure.balance !== null) lines.push(`Saldo ved periodens slut: ${formatFigure(figure.balance, column.unit)} – klik for forklaringen`);
  if (figure.activity !== null) lines.push(`Aktivitet i perioden: ${formatFigure(figure.activity, column.unit)}`);
  return lines.join('\n');
}

/** The norm state of a row on hover: each norm period's target, activity and balance, and whether it is over. */
export function normTitle(row: Pick<EmployeeDto, 'totalTime' | 'norms' | 'isOverTarget' | 'isOverMax'>): string {
  const lines = [`Planlagte timer i perioden: ${formatNumber(row.totalTime / 60, 2)}`];
  for (const norm of row.norms) lines.push(normLine(norm));
  if (row.isOverMax) lines.push('Over maksimum');
  else if (row.isOverTarget) lines.push('Over målet');
  return lines.join('\n');
}

/** One norm period in words: "Norm: mål 160 t, aktivitet 120 t, saldo -40 t". */
export function normLine(norm: NormDto): string {
  const parts = [`mål ${formatNumber(norm.targetActivity, 2)} t`];
  if (norm.max !== null) parts.push(`maks. ${formatNumber(norm.max, 2)} t`);
  if (norm.timeLoss) parts.push(`tidstab ${formatNumber(norm.timeLoss, 2)} t`);
  parts.push(`aktivitet ${formatNumber(norm.activity, 2)} t`, `saldo ${norm.balance > 0 ? '+' : ''}${formatNumber(norm.balance, 2)} t`);
  return `${norm.name}: ${parts.join(', ')}`;
}
