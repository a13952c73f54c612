import type { WatchDto, WatchTemplateSummaryDto } from '@kaj/contract';
import { isPending, type GridRow } from './grid-rows.ts';
import { boundsOf, type Selection } from './selection.ts';

/** Whether a date lies within the row's employment (a watch outside it is refused). */
export function inEmployment(row: GridRow, date: string): boolean {
  return date >= row.employment.startDate && (row.employment.endDate === null || date <= row.employment.endDate);
}

export function isSingleCell(selection: Selection): boolean {
  return selection.anchor.row === selection.cursor.row && selection.anchor.col === selection.cursor.col;
}

/** Places a code on every selected cell of the editable rows, one call per row; false when no cell could take it. */
export function placeOnSelection(
  rows: readonly GridRow[],
  dates: readonly string[],
  selection: Selection,
  template: WatchTemplateSummaryDto,
  place: (template: WatchTemplateSummaryDto, employmentId: number, dates: string[]) => unknown,
): boolean {
  const { rows: [r0, r1], cols: [c0, c1] } = boundsOf(selection);
  let placed = false;
  for (let index = r0; index <= r1; index++) {
    const row = rows[index];
    if (!row?.employment.editable) continue;
    const chosen = dates.slice(c0, c1 + 1).filter((date) => inEmployment(row, date));
    if (chosen.length === 0) continue;
    place(template, row.employment.employmentId, chosen);
    placed = true;
  }
  return placed;
}

/** The saved watches in the selected cells of the editable rows. */
export function editableWatchesIn(rows: readonly GridRow[], dates: readonly string[], selection: Selection): WatchDto[] {
  const { rows: [r0, r1], cols: [c0, c1] } = boundsOf(selection);
  const found: WatchDto[] = [];
  for (let index = r0; index <= r1; index++) {
    const row = rows[index];
    if (!row?.employment.editable) continue;
    for (const date of dates.slice(c0, c1 + 1)) found.push(...(row.days.get(date)?.watches ?? []));
  }
  return found.filter((watch) => !isPending(watch));
}
