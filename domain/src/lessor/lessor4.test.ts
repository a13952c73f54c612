import { describe, expect, it } from 'vitest';
import { decimal } from '../payrules/decimal.ts';
import { decodeWindows1252 } from './windows-1252.ts';
import { lessorPayFile } from './files.ts';
import { lessor4AbsenceRecord, lessor4Line, lessor4PayRecord, parseLessor4, writeLessor4 } from './lessor4.ts';
import type { LessorAbsenceLine, LessorPayLine } from './lines.ts';

const payLine: LessorPayLine = {
  employeeCode: '100234',
  account: '1310',
  departmentCode: 'DÆK',
  text: 'Aftentillæg',
  units: decimal('12.5'),
  rate: decimal('38.99'),
};

const absenceLine: LessorAbsenceLine = {
  employeeCode: '100234',
  departmentCode: 'MASK',
  absenceCode: 'FERIE',
  startDate: '2026-10-05',
  endDate: '2026-10-09',
  hours: decimal('37'),
  days: decimal('5'),
};

/** The characters of a 1-based inclusive field. */
const at = (line: string, from: number, to: number) => line.slice(from - 1, to);

describe('Lessor 4 pay line', () => {
  const line = lessor4Line(lessor4PayRecord(payLine));

  it('is 208 characters', () => expect(line).toHaveLength(208));

  it('puts each field at its positions', () => {
    expect(at(line, 1, 12)).toBe('100234      ');
    expect(at(line, 13, 16)).toBe('1310');
    expect(at(line, 17, 22)).toBe('DÆK   ');
    expect(at(line, 39, 49)).toBe('     487,38'); // 12,5 × 38,99 = 487,375 → 487,38
    expect(at(line, 50, 73)).toBe('Aftentillæg             ');
    expect(at(line, 74, 81)).toBe('   12,50');
    expect(at(line, 193, 200)).toBe('   38,99');
  });

  it('leaves every other position blank', () => {
    for (const [from, to] of [[23, 38], [82, 192], [201, 208]] as const) expect(at(line, from, to).trim()).toBe('');
  });

  it('cuts a long wage type name to 24 characters and refuses a long employee number', () => {
    expect(at(lessor4Line(lessor4PayRecord({ ...payLine, text: 'Søn- og helligdagstillæg, DIS' })), 50, 73)).toBe('Søn- og helligdagstillæg');
    expect(() => lessor4Line(lessor4PayRecord({ ...payLine, employeeCode: '1234567890123' }))).toThrow(/for lang/);
  });
});

describe('Lessor 4 absence line', () => {
  const line = lessor4Line(lessor4AbsenceRecord(absenceLine));

  it('puts the absence fields at their positions', () => {
    expect(at(line, 1, 12)).toBe('100234      ');
    expect(at(line, 13, 16)).toBe('    ');
    expect(at(line, 17, 22)).toBe('MASK  ');
    expect(at(line, 74, 81)).toBe('   37,00');
    expect(at(line, 86, 97)).toBe('FERIE       ');
    expect(at(line, 98, 105)).toBe('20261005');
    expect(at(line, 106, 113)).toBe('20261009');
    expect(at(line, 201, 208)).toBe('    5,00');
    expect(at(line, 193, 200)).toBe('        ');
  });
});

describe('LESSOR4.LON', () => {
  it('parses back into the same records', () => {
    const records = [lessor4PayRecord(payLine), lessor4PayRecord({ ...payLine, rate: null, units: decimal('-2') }), lessor4AbsenceRecord(absenceLine)];
    expect(parseLessor4(writeLessor4(records))).toEqual(records);
  });

  it('is Windows-1252 with CRLF line ends and carries the absence lines after the pay lines', () => {
    const file = lessorPayFile('lessor4', '2026-10-01', [payLine], [absenceLine]);
    expect(file.fileName).toBe('LESSOR4.LON');
    expect(file.data.length).toBe(2 * 210);
    expect(file.data[17]).toBe(0xc6); // Æ of DÆK at position 18, one byte
    expect([file.data[208], file.data[209], file.data[418], file.data[419]]).toEqual([13, 10, 13, 10]);
    const parsed = parseLessor4(decodeWindows1252(file.data));
    expect(parsed.map((record) => record.absenceCode)).toEqual([null, 'FERIE']);
  });
});
