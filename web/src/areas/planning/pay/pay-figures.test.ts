import { describe, expect, it } from 'vitest';
import type { ApprovalDto, EmployeeDto } from '@kaj/contract';
import { rejectionComments } from '../approval/use-rejection-comments.ts';
import { accountsInRows, figureOf, figureTitle, normTitle, sumExact } from './pay-figures.ts';

const saldo = (payAccountId: number, payAccountName: string, balanceYear: string, balance: number) => ({
  payAccountBalanceId: payAccountId * 100 + Number(balanceYear.slice(2)),
  payAccountId,
  payAccountName,
  unit: 'hours' as const,
  balanceYear,
  balance,
  spendStart: null,
  expiryDate: null,
});

const row = {
  employeeId: 1,
  totalTime: 9_630,
  saldi: [saldo(3, 'Ferie', '2025', 12.5), saldo(3, 'Ferie', '2026', 2.08), saldo(5, 'Afspadsering', '2026', 0.1)],
  payAccountValues: [
    { payAccountId: 5, name: 'Afspadsering', unit: 'hours', value: 0.2 },
    { payAccountId: 7, name: 'Aftentillæg', unit: 'hours', value: 24 },
  ],
  norms: [{ payAccountRulePeriodDefId: 9, employmentId: 3, name: 'Norm 2026', startDate: '2026-01-01', endDate: null, targetActivity: 148, min: null, max: 160, timeLoss: 7.4, activity: 160.5, balance: 12.5 }],
  isOverTarget: true,
  isOverMax: true,
} as unknown as EmployeeDto;

describe('pay figures of a grid row', () => {
  it('sums balance years exactly and lists the accounts of the rows by name', () => {
    // 0,1 + 0,2 in floats is 0,30000000000000004; in hundredths it is 0,30.
    expect(sumExact([0.1, 0.2])).toBe(0.3);
    expect(accountsInRows([row]).map((account) => account.name)).toEqual(['Afspadsering', 'Aftentillæg', 'Ferie']);
    // Ferie: 12,50 left from the balance year 2025 and 2,08 earned in 2026.
    expect(figureOf(row, 3)).toMatchObject({ balance: 14.58, activity: null });
    // Aftentillæg has activity in the range but no balance.
    expect(figureOf(row, 7)).toMatchObject({ balance: null, activity: 24 });
    expect(figureTitle({ payAccountId: 5, name: 'Afspadsering', unit: 'hours' }, figureOf(row, 5))).toBe(
      'Afspadsering\nSaldo ved periodens slut: 0,10 t – klik for forklaringen\nAktivitet i perioden: 0,20 t',
    );
  });

  it('explains the norm state on hover: target, max, time loss, activity and balance', () => {
    expect(normTitle(row)).toBe('Planlagte timer i perioden: 160,50\nNorm 2026: mål 148,00 t, maks. 160,00 t, tidstab 7,40 t, aktivitet 160,50 t, saldo +12,50 t\nOver maksimum');
  });
});

describe('rejection comments', () => {
  const approval = (approvalId: number, approvalTime: string, rejected: boolean, comment: string | null, realisedWatchIds: number[]): ApprovalDto => ({
    approvalId,
    approvalLevelId: 1,
    approvalLevel: 'Skib',
    comment,
    approvalTime,
    approvedBy: 'Anna Godkender',
    rejected,
    employmentId: 4,
    realisedWatchIds,
  });

  it('keeps the latest rejection of each watch, and forgets it when a later approval covers the watch', () => {
    const comments = rejectionComments([
      approval(3, '2026-12-15T09:00:00.000Z', false, null, [11]),
      approval(1, '2026-12-14T08:00:00.000Z', true, 'Forkerte tider', [10, 11]),
      approval(2, '2026-12-14T10:00:00.000Z', true, 'Mangler kursus', [12]),
    ]);
    expect([...comments]).toEqual([
      [10, 'Forkerte tider'],
      [12, 'Mangler kursus'],
    ]);
  });
});
