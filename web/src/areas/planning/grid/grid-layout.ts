/** Sizes of the planning grid in pixels; rows and header cells share them so columns stay aligned. */
export const NAME_WIDTH = 180;
export const HOURS_WIDTH = 60;
export const CELL_WIDTH = 38;
/** A pay account's side column (beside the hours). */
export const ACCOUNT_WIDTH = 76;
export const ROW_HEIGHT = 34;
export const WEEK_ROW_HEIGHT = 20;
export const DAY_ROW_HEIGHT = 38;
export const LINE_ROW_HEIGHT = 20;

export function headerHeight(timetableLines: number): number {
  return WEEK_ROW_HEIGHT + DAY_ROW_HEIGHT + timetableLines * LINE_ROW_HEIGHT;
}

export function gridWidth(days: number, accounts = 0): number {
  return NAME_WIDTH + days * CELL_WIDTH + accounts * ACCOUNT_WIDTH + HOURS_WIDTH;
}

/** The width of the columns stuck to the right edge: the chosen pay accounts and the hours. */
export function sideWidth(accounts: number): number {
  return accounts * ACCOUNT_WIDTH + HOURS_WIDTH;
}

/** Where the sticky column of the index-th of `count` pay accounts sits from the right edge (the hours are last). */
export function accountRight(index: number, count: number): number {
  return HOURS_WIDTH + (count - 1 - index) * ACCOUNT_WIDTH;
}
