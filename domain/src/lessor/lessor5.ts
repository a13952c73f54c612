import { addDays, type IsoDate } from '@kaj/calendar';
import type { Decimal } from '../payrules/decimal.ts';
import { CRLF, type LessorAbsenceLine, type LessorPayLine } from './lines.ts';
import { readNumber, twoDecimals } from './numbers.ts';

// Lessor 5 (DOMAIN.md section 13): semicolon-separated files with a header row and a decimal point.

export const LESSOR5_PAY_HEADER = 'employeeemploymentcode;paytypecode;units;rate';
export const LESSOR5_ABSENCE_HEADER = 'employeeemploymentcode;absencestartdate;absenceenddate;absencecode;hours;days';

/** What a Lessor 5 pay row holds (no department or text). */
export interface Lessor5PayRow {
  employeeCode: string;
  account: string;
  units: Decimal;
  rate: Decimal | null;
}

export type Lessor5AbsenceRow = Omit<LessorAbsenceLine, 'departmentCode'>;

const compact = (date: IsoDate) => date.replaceAll('-', '');

/** A day's start: yyyyMMdd000000. */
export const startStamp = (date: IsoDate) => `${compact(date)}000000`;
/** A day's end: yyyyMMdd240000, the form Lessor uses for the end of a day. */
export const endStamp = (date: IsoDate) => `${compact(date)}240000`;

function dateOfStamp(stamp: string): IsoDate {
  if (!/^\d{8}(000000|240000)$/.test(stamp)) throw new RangeError(`Ikke et Lessor-tidsstempel: '${stamp}'`);
  return `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;
}

/** The first day of an absence from its start stamp. */
const startOfStamp = (stamp: string): IsoDate => (stamp.endsWith('240000') ? addDays(dateOfStamp(stamp), 1) : dateOfStamp(stamp));
/** The last day of an absence from its end stamp (000000 of a day ends the day before). */
const endOfStamp = (stamp: string): IsoDate => (stamp.endsWith('000000') ? addDays(dateOfStamp(stamp), -1) : dateOfStamp(stamp));

const field = (text: string) => {
  if (/[;\r\n]/.test(text)) throw new RangeError(`Et felt i en Lessor-fil må ikke indeholde semikolon eller linjeskift: '${text}'`);
  return text;
};

const fileOf = (header: string, rows: readonly string[]) => [header, ...rows].map((row) => row + CRLF).join('');

export function writeLessor5Pay(lines: readonly LessorPayLine[]): string {
  return fileOf(
    LESSOR5_PAY_HEADER,
    lines.map((line) => [field(line.employeeCode), field(line.account), twoDecimals(line.units), line.rate === null ? '' : twoDecimals(line.rate)].join(';')),
  );
}

export function writeLessor5Absence(lines: readonly LessorAbsenceLine[]): string {
  return fileOf(
    LESSOR5_ABSENCE_HEADER,
    lines.map((line) =>
      [field(line.employeeCode), startStamp(line.startDate), endStamp(line.endDate), field(line.absenceCode), twoDecimals(line.hours), twoDecimals(line.days)].join(';'),
    ),
  );
}

function rowsOf(text: string, header: string, columns: number): string[][] {
  const rows = text.split(CRLF);
  if (rows.at(-1) === '') rows.pop();
  if (rows[0] !== header) throw new RangeError(`Filen begynder ikke med overskriften '${header}'`);
  return rows.slice(1).map((row, index) => {
    const cells = row.split(';');
    if (cells.length !== columns) throw new RangeError(`Linje ${index + 2} har ${cells.length} felter, ikke ${columns}`);
    return cells;
  });
}

export function parseLessor5Pay(text: string): Lessor5PayRow[] {
  return rowsOf(text, LESSOR5_PAY_HEADER, 4).map(([employeeCode = '', account = '', units = '', rate = '']) => ({
    employeeCode,
    account,
    units: readNumber(units),
    rate: rate === '' ? null : readNumber(rate),
  }));
}

export function parseLessor5Absence(text: string): Lessor5AbsenceRow[] {
  return rowsOf(text, LESSOR5_ABSENCE_HEADER, 6).map(([employeeCode = '', start = '', end = '', absenceCode = '', hours = '', days = '']) => ({
    employeeCode,
    startDate: startOfStamp(start),
    endDate: endOfStamp(end),
    absenceCode,
    hours: readNumber(hours),
    days: readNumber(days),
  }));
}
