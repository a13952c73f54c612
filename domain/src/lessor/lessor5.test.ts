import { describe, expect, it } from 'vitest';
import { decimal } from '../payrules/decimal.ts';
import type { LessorAbsenceLine, LessorPayLine } from './lines.ts';
import { endStamp, parseLessor5Absence, parseLessor5Pay, startStamp, writeLessor5Absence, writeLessor5Pay } from './lessor5.ts';

const pay: LessorPayLine[] = [
  { employeeCode: '1001', account: '1310', departmentCode: 'DÆK', text: 'Aftentillæg', units: decimal('12.5'), rate: decimal('38.99') },
  { employeeCode: '1001', account: '1510', departmentCode: null, text: 'Udbetalt afspadsering', units: decimal('-3.25'), rate: null },
  { employeeCode: 'Å-7', account: '1341', departmentCode: 'MASK', text: 'Søn- og helligdagstillæg, DIS', units: decimal('7.4'), rate: decimal('71.25') },
];

const absence: LessorAbsenceLine[] = [
  { employeeCode: '1001', departmentCode: 'DÆK', absenceCode: 'FERIE', startDate: '2026-10-05', endDate: '2026-10-09', hours: decimal('0'), days: decimal('5') },
  { employeeCode: '1002', departmentCode: null, absenceCode: 'SYG', startDate: '2026-10-31', endDate: '2026-10-31', hours: decimal('7.4'), days: decimal('1') },
];

describe('Lessor 5 pay file', () => {
  it('has a header row, a decimal point, two decimals and CRLF line ends', () => {
    expect(writeLessor5Pay(pay)).toBe(
      'employeeemploymentcode;paytypecode;units;rate\r\n' + '1001;1310;12.50;38.99\r\n' + '1001;1510;-3.25;\r\n' + 'Å-7;1341;7.40;71.25\r\n',
    );
  });

  it('parses back into the same lines', () => {
    expect(parseLessor5Pay(writeLessor5Pay(pay))).toEqual(pay.map(({ employeeCode, account, units, rate }) => ({ employeeCode, account, units, rate })));
  });

  it('refuses a field with a semicolon', () => {
    expect(() => writeLessor5Pay([{ ...pay[0]!, employeeCode: '10;01' }])).toThrow(/semikolon/);
  });
});

describe('Lessor 5 absence file', () => {
  it('writes a period from the first day at 000000 to the last day at 240000', () => {
    expect(startStamp('2026-10-05')).toBe('20261005000000');
    expect(endStamp('2026-10-09')).toBe('20261009240000');
    expect(writeLessor5Absence(absence)).toBe(
      'employeeemploymentcode;absencestartdate;absenceenddate;absencecode;hours;days\r\n' +
        '1001;20261005000000;20261009240000;FERIE;0.00;5.00\r\n' +
        '1002;20261031000000;20261031240000;SYG;7.40;1.00\r\n',
    );
  });

  it('parses back into the same lines', () => {
    expect(parseLessor5Absence(writeLessor5Absence(absence))).toEqual(absence.map(({ departmentCode: _, ...row }) => row));
  });

  it('reads an end stamp of 000000 as the end of the day before', () => {
    const text = 'employeeemploymentcode;absencestartdate;absenceenddate;absencecode;hours;days\r\n1;20261005000000;20261010000000;F;0;5\r\n';
    expect(parseLessor5Absence(text)[0]).toMatchObject({ startDate: '2026-10-05', endDate: '2026-10-09' });
  });
});
