import { describe, expect, it } from 'vitest';
import { decimal } from '../payrules/decimal.ts';
import { groupAbsenceLines, groupPayLines } from './grouping.ts';
import { mergeAbsence } from './merge-absence.ts';

const day = (employeeCode: string, absenceCode: string, date: string) => ({
  employeeCode,
  absenceCode,
  startDate: date,
  endDate: date,
  hours: decimal('7.4'),
  days: decimal('1'),
});

const keyOf = (span: { employeeCode: string; absenceCode: string }) => `${span.employeeCode}|${span.absenceCode}`;

describe('merging absence days into periods', () => {
  it('merges consecutive days of one absence and keeps a gap apart', () => {
    const days = ['2026-10-07', '2026-10-05', '2026-10-06', '2026-10-09'].map((date) => day('1', 'FERIE', date));
    expect(mergeAbsence(days, keyOf)).toEqual([
      { employeeCode: '1', absenceCode: 'FERIE', startDate: '2026-10-05', endDate: '2026-10-07', hours: decimal('22.2'), days: decimal('3') },
      { employeeCode: '1', absenceCode: 'FERIE', startDate: '2026-10-09', endDate: '2026-10-09', hours: decimal('7.4'), days: decimal('1') },
    ]);
  });

  it('keeps another absence or another employee on the next day apart', () => {
    const days = [day('1', 'FERIE', '2026-10-05'), day('1', 'SYG', '2026-10-06'), day('2', 'FERIE', '2026-10-06')];
    expect(mergeAbsence(days, keyOf).map((span) => [span.employeeCode, span.absenceCode, span.startDate, span.endDate])).toEqual([
      ['1', 'FERIE', '2026-10-05', '2026-10-05'],
      ['1', 'SYG', '2026-10-06', '2026-10-06'],
      ['2', 'FERIE', '2026-10-06', '2026-10-06'],
    ]);
  });

  it('merges spans that already cover several days across a month end', () => {
    const spans = [
      { ...day('1', 'FERIE', '2026-09-28'), endDate: '2026-09-30', days: decimal('3') },
      { ...day('1', 'FERIE', '2026-10-01'), endDate: '2026-10-02', days: decimal('2') },
    ];
    expect(mergeAbsence(spans, keyOf)).toMatchObject([{ startDate: '2026-09-28', endDate: '2026-10-02', days: decimal('5') }]);
  });
});

describe('grouping', () => {
  it('sums pay lines per employee, wage type, department and rate over their dates', () => {
    const line = { employeeCode: '1', account: '1310', departmentCode: 'DÆK', rate: decimal('38.99') };
    const grouped = groupPayLines([
      { ...line, startDate: '2026-10-01', endDate: '2026-10-15', units: decimal('4') },
      { ...line, startDate: '2026-10-16', endDate: '2026-10-31', units: decimal('2.5') },
      { ...line, departmentCode: 'MASK', startDate: '2026-10-01', endDate: '2026-10-31', units: decimal('1') },
    ]);
    expect(grouped).toEqual([
      { ...line, startDate: '2026-10-01', endDate: '2026-10-31', units: decimal('6.5') },
      { ...line, departmentCode: 'MASK', startDate: '2026-10-01', endDate: '2026-10-31', units: decimal('1') },
    ]);
  });

  it('sums absence lines per employee, absence code and department', () => {
    const grouped = groupAbsenceLines([day('1', 'FERIE', '2026-10-05'), day('1', 'FERIE', '2026-10-20')].map((span) => ({ ...span, departmentCode: null })));
    expect(grouped).toEqual([{ ...day('1', 'FERIE', '2026-10-05'), departmentCode: null, endDate: '2026-10-20', hours: decimal('14.8'), days: decimal('2') }]);
  });
});
