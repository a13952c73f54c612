import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from '@kaj/calendar';
import { balanceYearOfDate, balancesAt } from './balances.ts';
import type { BalanceAccount, BalanceActivity } from './balances.ts';
import { decimal, formatDecimal } from './decimal.ts';

const FERIE = 1;
const UDBETALING = 2;
const OVERFOERT = 3;
const TILLAEG = 4;
const accounts: BalanceAccount[] = [
  { id: FERIE, carriesBalance: true, saldoStartMonth: 9, parentId: null, useParentBalance: false, useForOverflowId: UDBETALING },
  { id: UDBETALING, carriesBalance: true, saldoStartMonth: null, parentId: null, useParentBalance: false, useForOverflowId: null },
  { id: OVERFOERT, carriesBalance: true, saldoStartMonth: 9, parentId: FERIE, useParentBalance: true, useForOverflowId: null },
  { id: TILLAEG, carriesBalance: false, saldoStartMonth: null, parentId: null, useParentBalance: false, useForOverflowId: null },
];

function activity(payAccountId: number, date: string, value: string, balanceYear: string | null = null, realisedWatchId: number | null = null): BalanceActivity {
  return { payAccountId, date, value: decimal(value), balanceYear, ruleId: 7, realisedWatchId };
}

function readable(calcTo: string, activities: BalanceActivity[], expiry: Record<string, string> = {}) {
  const settings = Object.entries(expiry).map(([year, expiryDate]) => ({ payAccountId: FERIE, balanceYear: year, spendStart: null, expiryDate }));
  return balancesAt({ accounts, activities, settings, calcTo }).map((balance) => ({
    account: balance.payAccountId,
    year: balance.balanceYear,
    balance: formatDecimal(balance.balance),
    entries: balance.entries.map((entry) => `${entry.kind} ${entry.date} ${formatDecimal(entry.value)}`),
  }));
}

describe('balance years', () => {
  it('start in the latest saldoStartMonth at or before the date', () => {
    expect(balanceYearOfDate('2027-03-10', 9)).toBe('2026-09-01');
    expect(balanceYearOfDate('2026-09-01', 9)).toBe('2026-09-01');
    expect(balanceYearOfDate('2026-08-31', 9)).toBe('2025-09-01');
    expect(balanceYearOfDate('2026-08-31', null)).toBe('2026-01-01');
  });
});

describe('balancesAt', () => {
  it('spends first in, first out: 12 days of holiday take the 10 left of 2025/26 and 2 of 2026/27', () => {
    const result = readable('2026-10-31', [
      activity(FERIE, '2025-09-01', '10', '2025-09-01'),
      activity(FERIE, '2026-09-01', '5', '2026-09-01'),
      activity(FERIE, '2026-10-05', '-12', null, 99),
    ]);
    expect(result).toEqual([
      { account: FERIE, year: '2025-09-01', balance: '0', entries: ['earned 2025-09-01 10', 'spent 2026-10-05 -10'] },
      { account: FERIE, year: '2026-09-01', balance: '3', entries: ['earned 2026-09-01 5', 'spent 2026-10-05 -2'] },
    ]);
  });

  it('spends what is earned the same day before it goes negative, and overspending lands in its own year', () => {
    const result = readable('2026-10-31', [activity(FERIE, '2026-10-05', '-3'), activity(FERIE, '2026-10-05', '1', '2026-09-01')]);
    expect(result).toEqual([{ account: FERIE, year: '2026-09-01', balance: '-2', entries: ['earned 2026-10-05 1', 'spent 2026-10-05 -1', 'spent 2026-10-05 -2'] }]);
  });

  it('takes the spendings of one day in their order: what the balance does not cover stays in the year of the first', () => {
    const first = { ...activity(FERIE, '2026-10-05', '-5', '2027-09-01'), order: 1 };
    const second = { ...activity(FERIE, '2026-10-05', '-5', '2028-09-01'), order: 2 };
    const earned = activity(FERIE, '2026-10-01', '3', '2026-09-01');
    const years = (activities: BalanceActivity[]) => readable('2026-10-31', activities).map(({ year, balance }) => `${year} ${balance}`);
    expect(years([earned, second, first])).toEqual(['2026-09-01 0', '2027-09-01 -2', '2028-09-01 -5']);
    expect(years([earned, first, second])).toEqual(years([earned, second, first]));
  });

  it('moves what is left at the expiry date into useForOverflowId the day after, and not before', () => {
    const activities = [activity(FERIE, '2025-09-01', '10', '2025-09-01'), activity(FERIE, '2026-06-01', '-4')];
    const expiry = { '2025-09-01': '2026-12-31' };
    expect(readable('2026-12-31', activities, expiry)).toEqual([
      { account: FERIE, year: '2025-09-01', balance: '6', entries: ['earned 2025-09-01 10', 'spent 2026-06-01 -4'] },
    ]);
    expect(readable('2027-01-15', activities, expiry)).toEqual([
      { account: FERIE, year: '2025-09-01', balance: '0', entries: ['earned 2025-09-01 10', 'spent 2026-06-01 -4', 'expired 2027-01-01 -6'] },
      { account: UDBETALING, year: '2027-01-01', balance: '6', entries: ['received 2027-01-01 6'] },
    ]);
  });

  it('never spends from an expired balance', () => {
    const result = readable('2027-02-01', [activity(FERIE, '2025-09-01', '3', '2025-09-01'), activity(FERIE, '2027-01-10', '-1')], { '2025-09-01': '2026-12-31' });
    expect(result).toEqual([
      { account: FERIE, year: '2025-09-01', balance: '0', entries: ['earned 2025-09-01 3', 'expired 2027-01-01 -3'] },
      { account: FERIE, year: '2026-09-01', balance: '-1', entries: ['spent 2027-01-10 -1'] },
      { account: UDBETALING, year: '2027-01-01', balance: '3', entries: ['received 2027-01-01 3'] },
    ]);
  });

  it('posts a useParentBalance account into its parent, and counts a flow account in calcTo’s month only', () => {
    const result = readable('2026-10-31', [
      activity(OVERFOERT, '2026-09-15', '2.5'),
      activity(TILLAEG, '2026-09-30', '4'),
      activity(TILLAEG, '2026-10-02', '1.25'),
      activity(TILLAEG, '2026-11-01', '8'),
    ]);
    expect(result).toEqual([
      { account: FERIE, year: '2026-09-01', balance: '2.5', entries: ['earned 2026-09-15 2.5'] },
      { account: TILLAEG, year: '2026-10-01', balance: '1.25', entries: ['earned 2026-10-02 1.25'] },
    ]);
  });
});

describe('balancesAt (property)', () => {
  it('never creates or loses a value: expiries move what is left into Ferie til udbetaling, and every balance adds up its entries', () => {
    const anyActivity = fc.record({
      day: fc.integer({ min: 0, max: 900 }),
      hundredths: fc.integer({ min: -500, max: 500 }),
      saved: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(anyActivity, { maxLength: 40 }), fc.integer({ min: 0, max: 1000 }), (specs, calcDay) => {
        const activities = specs.map((spec) => {
          const date = addDays('2025-01-01', spec.day);
          const value = (spec.hundredths / 100).toFixed(2);
          return activity(FERIE, date, value, spec.saved && spec.hundredths > 0 ? balanceYearOfDate(date, 9) : null);
        });
        const calcTo = addDays('2025-01-01', calcDay);
        const settings = ['2024-09-01', '2025-09-01', '2026-09-01'].map((year) => ({ payAccountId: FERIE, balanceYear: year, spendStart: null, expiryDate: addDays(year, 480) }));
        const balances = balancesAt({ accounts, activities, settings, calcTo });
        const posted = activities.filter((entry) => entry.date <= calcTo).reduce((sum, entry) => sum + entry.value, 0n);
        expect(balances.reduce((sum, balance) => sum + balance.balance, 0n)).toBe(posted);
        for (const balance of balances) expect(balance.entries.reduce((sum, entry) => sum + entry.value, 0n)).toBe(balance.balance);
        for (const balance of balances) {
          if (balance.payAccountId === FERIE && balance.expiryDate !== null && balance.expiryDate < calcTo) expect(balance.balance <= 0n).toBe(true);
        }
      }),
    );
  });
});

describe('balancesAt without explanation (property)', () => {
  it('gives the same balances, and the same expiry entries, as with it', () => {
    const anyActivity = fc.record({
      account: fc.constantFrom(FERIE, OVERFOERT, TILLAEG, UDBETALING),
      day: fc.integer({ min: 0, max: 900 }),
      hundredths: fc.integer({ min: -500, max: 500 }),
    });
    fc.assert(
      fc.property(fc.array(anyActivity, { maxLength: 40 }), fc.integer({ min: 0, max: 1000 }), (specs, calcDay) => {
        const activities = specs.map((spec) => activity(spec.account, addDays('2025-01-01', spec.day), (spec.hundredths / 100).toFixed(2)));
        const settings = ['2024-09-01', '2025-09-01', '2026-09-01'].map((year) => ({ payAccountId: FERIE, balanceYear: year, spendStart: null, expiryDate: addDays(year, 480) }));
        const input = { accounts, activities, settings, calcTo: addDays('2025-01-01', calcDay) };
        const explained = balancesAt(input);
        const expiries = explained.map((balance) => ({ ...balance, entries: balance.entries.filter((entry) => entry.kind === 'expired' || entry.kind === 'received') }));
        expect(balancesAt({ ...input, explained: false })).toEqual(expiries);
      }),
    );
  });
});
