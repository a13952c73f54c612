/** The grid's selection: a rectangle from an anchor cell to the cursor cell (shift extends it). */

export interface CellPos {
  row: number;
  col: number;
}

export interface Selection {
  anchor: CellPos;
  cursor: CellPos;
}

export interface Bounds {
  rows: [number, number];
  cols: [number, number];
}

export function boundsOf(selection: Selection): Bounds {
  const { anchor, cursor } = selection;
  return {
    rows: [Math.min(anchor.row, cursor.row), Math.max(anchor.row, cursor.row)],
    cols: [Math.min(anchor.col, cursor.col), Math.max(anchor.col, cursor.col)],
  };
}

const clamp = (value: number, max: number) => Math.max(0, Math.min(max, value));

/** The selection after an arrow key: moves the cursor, and the anchor too unless shift is held. */
export function moveSelection(selection: Selection, rowBy: number, colBy: number, extend: boolean, rowCount: number, colCount: number): Selection {
  const cursor = { row: clamp(selection.cursor.row + rowBy, rowCount - 1), col: clamp(selection.cursor.col + colBy, colCount - 1) };
  return { anchor: extend ? selection.anchor : cursor, cursor };
}

export const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** The codes a typed text could still become, and the one it names exactly. */
export function matchCode<T extends { code: string }>(typed: string, templates: readonly T[]): { exact: T | undefined; candidates: T[] } {
  const text = typed.toUpperCase();
  const candidates = templates.filter((template) => template.code.toUpperCase().startsWith(text));
  return { exact: candidates.find((template) => template.code.toUpperCase() === text), candidates };
}
