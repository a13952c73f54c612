import type { Workbook } from 'exceljs';

/** A new workbook. exceljs (some 35 MB once loaded) loads the first time a workbook is read or written, not at start. */
export async function newWorkbook(): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  return new ExcelJS.Workbook();
}
