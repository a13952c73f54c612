import type { CellValue, Row } from 'exceljs';
import { badRequest } from '../../errors.ts';
import { newWorkbook } from '../shared/excel.ts';

// The sheet of a year's budget FTE, read and written in one layout: Afdeling (department code),
// Budgetkonto (name), Stillingsgruppe (code or name), then FTE for Jan … Dec.

export const MONTH_HEADERS = ['Jan', 'Feb', 'Mar', 'Apr', 'Maj', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dec'] as const;
export const KEY_HEADERS = ['Afdeling', 'Budgetkonto', 'Stillingsgruppe'] as const;

type Plain = string | number | boolean | Date | null;

/** A row of the sheet as text and raw month values, with its row number in Excel. */
export interface SheetRow {
  rowNumber: number;
  department: string;
  budgetAccount: string;
  positionGroup: string;
  months: Plain[];
}

export interface SheetLine {
  department: string;
  budgetAccount: string;
  positionGroup: string;
  months: number[];
}

function plain(value: CellValue): Plain {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return value.text;
  if ('error' in value) return value.error;
  // A formula counts by the value Excel computed; without one (never calculated) its text shows what is wrong.
  if (value.result === undefined) return `=${value.formula ?? ''}`;
  return plain(value.result);
}

const text = (value: Plain) => (value === null ? '' : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).trim());

function headerFits(row: Row): boolean {
  const keys = KEY_HEADERS.every((header, index) => text(plain(row.getCell(index + 1).value)).toLowerCase() === header.toLowerCase());
  const months = MONTH_HEADERS.every((month, index) => text(plain(row.getCell(index + 4).value)).slice(0, 3).toLowerCase() === month.toLowerCase());
  return keys && months;
}

/** The rows of the first sheet below its header; empty rows are skipped. A file that is no workbook is refused. */
export async function readBudgetSheet(content: Uint8Array): Promise<SheetRow[]> {
  const workbook = await newWorkbook();
  try {
    // exceljs types its input as an ArrayBuffer; JSZip reads the bytes either way.
    await workbook.xlsx.load(content.buffer.slice(content.byteOffset, content.byteOffset + content.byteLength) as ArrayBuffer);
  } catch {
    throw badRequest('invalid_workbook', 'Filen kan ikke læses som et Excel-ark (.xlsx).');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('invalid_workbook', 'Excel-filen har intet ark.');
  if (!headerFits(sheet.getRow(1))) {
    throw badRequest('budget_header', `Budgettet blev ikke indlæst; intet er gemt. Række 1: overskrifterne skal være ${KEY_HEADERS.join(', ')} og ${MONTH_HEADERS.join(', ')}.`);
  }
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const values = Array.from({ length: 15 }, (_, index) => plain(row.getCell(index + 1).value));
    if (values.every((value) => text(value) === '')) return;
    rows.push({ rowNumber, department: text(values[0]!), budgetAccount: text(values[1]!), positionGroup: text(values[2]!), months: values.slice(3) });
  });
  return rows;
}

/** The sheet ImportBudgetFte reads, holding these lines. */
export async function writeBudgetSheet(year: number, lines: readonly SheetLine[]): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  workbook.creator = 'Kaj';
  const sheet = workbook.addWorksheet(`Budget ${year}`, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    ...KEY_HEADERS.map((header) => ({ header, width: 22 })),
    ...MONTH_HEADERS.map((header) => ({ header, width: 8, style: { numFmt: '0.00' } })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const line of lines) sheet.addRow([line.department, line.budgetAccount, line.positionGroup, ...line.months]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
