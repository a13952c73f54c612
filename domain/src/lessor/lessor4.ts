import type { IsoDate } from '@kaj/calendar';
import type { Decimal } from '../payrules/decimal.ts';
import { CRLF, type LessorAbsenceLine, type LessorPayLine } from './lines.ts';
import { amountOf, readNumber, twoDecimals } from './numbers.ts';

// Lessor 4 (DOMAIN.md section 13): LESSOR4.LON, fixed-width lines of 208 characters. Text is left-aligned,
// numbers right-aligned with a decimal comma, dates yyyymmdd; every other position is blank.

export const LESSOR4_FILE_NAME = 'LESSOR4.LON';

export interface Lessor4Record {
  employeeCode: string;
  account: string | null;
  departmentCode: string | null;
  amount: Decimal | null;
  text: string;
  units: Decimal | null;
  absenceCode: string | null;
  validFrom: IsoDate | null;
  validTo: IsoDate | null;
  rate: Decimal | null;
  days: Decimal | null;
}

type Kind = 'text' | 'number' | 'date';

interface Field {
  key: keyof Lessor4Record;
  /** 1-based, inclusive, as the layout names them. */
  from: number;
  to: number;
  kind: Kind;
}

export const LESSOR4_FIELDS: readonly Field[] = [
  { key: 'employeeCode', from: 1, to: 12, kind: 'text' },
  { key: 'account', from: 13, to: 16, kind: 'text' },
  { key: 'departmentCode', from: 17, to: 22, kind: 'text' },
  { key: 'amount', from: 39, to: 49, kind: 'number' },
  { key: 'text', from: 50, to: 73, kind: 'text' },
  { key: 'units', from: 74, to: 81, kind: 'number' },
  { key: 'absenceCode', from: 86, to: 97, kind: 'text' },
  { key: 'validFrom', from: 98, to: 105, kind: 'date' },
  { key: 'validTo', from: 106, to: 113, kind: 'date' },
  { key: 'rate', from: 193, to: 200, kind: 'number' },
  { key: 'days', from: 201, to: 208, kind: 'number' },
];

export const LESSOR4_LINE_LENGTH = 208;

function cellOf(record: Lessor4Record, field: Field): string {
  const width = field.to - field.from + 1;
  const value = record[field.key];
  if (value === null) return ' '.repeat(width);
  const text =
    field.kind === 'number' ? twoDecimals(value as Decimal, ',') : field.kind === 'date' ? (value as string).replaceAll('-', '') : (value as string);
  // The wage type's name is a description: cut to fit. Anything else too long would be misread, so it is refused.
  const fitted = field.key === 'text' ? text.slice(0, width) : text;
  if (fitted.length > width) throw new RangeError(`'${fitted}' er for lang til Lessor 4-feltet ${field.from}–${field.to}`);
  return field.kind === 'number' ? fitted.padStart(width) : fitted.padEnd(width);
}

export function lessor4Line(record: Lessor4Record): string {
  const line = Array.from({ length: LESSOR4_LINE_LENGTH }, () => ' ');
  for (const field of LESSOR4_FIELDS) line.splice(field.from - 1, field.to - field.from + 1, ...cellOf(record, field));
  return line.join('');
}

export function writeLessor4(records: readonly Lessor4Record[]): string {
  return records.map((record) => lessor4Line(record) + CRLF).join('');
}

function valueOf(cell: string, kind: Kind): unknown {
  const trimmed = cell.trim();
  if (trimmed === '') return null;
  if (kind === 'number') return readNumber(trimmed);
  if (kind === 'date') return `${trimmed.slice(0, 4)}-${trimmed.slice(4, 6)}-${trimmed.slice(6, 8)}`;
  return trimmed;
}

export function parseLessor4(text: string): Lessor4Record[] {
  const lines = text.split(CRLF);
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line, index) => {
    if (line.length !== LESSOR4_LINE_LENGTH) throw new RangeError(`Linje ${index + 1} har ${line.length} tegn, ikke ${LESSOR4_LINE_LENGTH}`);
    const record = Object.fromEntries(LESSOR4_FIELDS.map((field) => [field.key, valueOf(line.slice(field.from - 1, field.to), field.kind)]));
    return { ...record, text: (record.text as string | null) ?? '' } as Lessor4Record;
  });
}

export function lessor4PayRecord(line: LessorPayLine): Lessor4Record {
  return {
    employeeCode: line.employeeCode,
    account: line.account,
    departmentCode: line.departmentCode,
    amount: line.rate === null ? null : amountOf(line.units, line.rate),
    text: line.text,
    units: line.units,
    absenceCode: null,
    validFrom: null,
    validTo: null,
    rate: line.rate,
    days: null,
  };
}

export function lessor4AbsenceRecord(line: LessorAbsenceLine): Lessor4Record {
  return {
    employeeCode: line.employeeCode,
    account: null,
    departmentCode: line.departmentCode,
    amount: null,
    text: '',
    units: line.hours,
    absenceCode: line.absenceCode,
    validFrom: line.startDate,
    validTo: line.endDate,
    rate: null,
    days: line.days,
  };
}
