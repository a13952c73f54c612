import { describe, expect, it } from 'vitest';
import { lastBankingDay } from './pay-date.ts';
import { priceOf } from './pricing.ts';

describe('pay date: the last banking day of the pay month', () => {
  it.each([
    ['2026-11-01', '2026-11-30'], // a Monday
    ['2026-10-01', '2026-10-30'], // 31 October is a Saturday
    ['2026-05-01', '2026-05-29'], // 31 May is a Sunday
    ['2026-12-01', '2026-12-30'], // nytårsaften is a bank holiday
    ['2027-12-01', '2027-12-30'],
    ['2024-03-01', '2024-03-27'], // skærtorsdag 28 and langfredag 29 March, then a weekend
    ['2030-05-01', '2030-05-29'], // Kristi himmelfartsdag 30 May 2030, and the Friday after is closed
  ])('%s is paid on %s', (period, date) => {
    expect(lastBankingDay(period)).toBe(date);
  });
});

describe('export prices', () => {
  const prices = [
    { account: '1310', agreementCode: null, departmentCode: null, isDis: false, validFrom: '2026-01-01', value: 30 },
    { account: '1310', agreementCode: 'MEN', departmentCode: null, isDis: false, validFrom: '2025-03-01', value: 37.85 },
    { account: '1310', agreementCode: 'MEN', departmentCode: null, isDis: false, validFrom: '2026-03-01', value: 38.99 },
    { account: '1310', agreementCode: 'MEN', departmentCode: 'DÆK', isDis: false, validFrom: '2026-03-01', value: 40 },
    { account: '1310', agreementCode: 'MEN-DIS', departmentCode: null, isDis: true, validFrom: '2026-03-01', value: 31 },
  ];
  const line = { account: '1310', agreementCode: 'MEN', departmentCode: 'MASK', isDis: false, date: '2026-10-01' };

  it('takes the latest valid price of the most specific match', () => {
    expect(priceOf(prices, line)).toBe(38.99);
    expect(priceOf(prices, { ...line, date: '2026-02-01' })).toBe(37.85);
    expect(priceOf(prices, { ...line, departmentCode: 'DÆK' })).toBe(40);
    expect(priceOf(prices, { ...line, agreementCode: 'CAT' })).toBe(30);
  });

  it('gives a DIS price only to a DIS employment, and no price before any is valid', () => {
    expect(priceOf(prices, { ...line, agreementCode: 'MEN-DIS', isDis: true })).toBe(31);
    expect(priceOf(prices, { ...line, agreementCode: 'MEN-DIS', isDis: false })).toBe(30);
    expect(priceOf(prices, { ...line, date: '2024-12-01' })).toBeNull();
    expect(priceOf(prices, { ...line, account: '1320' })).toBeNull();
  });
});
