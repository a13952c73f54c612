/** Sizes of the planning grid in pixels; rows and header cells share them so columns stay aligned. */
export const NAME_WIDTH = 180;
export const HOURS_WIDTH = 60;
export const CELL_WIDTH = 38;
export const ROW_HEIGHT = 34;
export const WEEK_ROW_HEIGHT = 20;
export const DAY_ROW_HEIGHT = 38;
export const LINE_ROW_HEIGHT = 20;

export function headerHeight(timetableLines: number): number {
  return WEEK_ROW_HEIGHT + DAY_ROW_HEIGHT + timetableLines * LINE_ROW_HEIGHT;
}

export function gridWidth(days: number): number {
  return NAME_WIDTH + days * CELL_WIDTH + HOURS_WIDTH;
}
