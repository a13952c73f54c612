import { describe, expect, it } from 'vitest';
import { cashCompensation } from './cash-compensation.ts';
import { decimal } from './decimal.ts';
import { derivedActivity } from './derived-activity.ts';
import { rule } from './test-helpers.ts';
import type { CashCompensationDetail, DerivedActivityDetail } from './types.ts';

describe('cash compensation (Afspadsering udbetales i april)', () => {
  const april = rule<CashCompensationDetail>({ kind: 'cashCompensation', everyMonth: false, month: 4 }, { payAccountId: 7 });

  it('pays out a positive balance of 12,5 hours at the closing of April', () => {
    expect(cashCompensation(april, '2026-04-01', decimal('12.5'))).toEqual({ ruleId: 1, payAccountId: 7, period: '2026-04-01', value: 12_500_000n });
  });

  it('pays nothing in another month, or from a balance of zero or below', () => {
    expect(cashCompensation(april, '2026-05-01', decimal('12.5'))).toBeNull();
    expect(cashCompensation(april, '2026-04-01', 0n)).toBeNull();
    expect(cashCompensation(april, '2026-04-01', decimal(-3))).toBeNull();
  });

  it('every month when everyMonth is set, rounded per the rule', () => {
    const monthly = rule<CashCompensationDetail>({ kind: 'cashCompensation', everyMonth: true, month: null }, { round: 1 });
    expect(cashCompensation(monthly, '2026-11-01', decimal('3.25'))?.value).toBe(decimal('3.3'));
  });
});

describe('derived activity (Feriegodtgørelse 12,5 % af udbetalt afspadsering)', () => {
  const feriegodtgoerelse = rule<DerivedActivityDetail>({ kind: 'derivedActivity', sourceTypeId: 1, targetTypeId: 9, factor: 0.125 }, { round: 2 });

  it('12,5 % of 12,5 hours paid out is 1,5625 → 1,56', () => {
    expect(derivedActivity(feriegodtgoerelse, '2026-04-01', decimal('12.5'))).toEqual({
      ruleId: 1,
      payAccountId: 100,
      closingTypeId: 9,
      period: '2026-04-01',
      value: 1_560_000n,
    });
  });

  it('12,5 % of 13,4 is 1,675 → 1,68 (half away from zero), of -13,4 is -1,68', () => {
    expect(derivedActivity(feriegodtgoerelse, '2026-04-01', decimal('13.4'))?.value).toBe(decimal('1.68'));
    expect(derivedActivity(feriegodtgoerelse, '2026-04-01', decimal('-13.4'))?.value).toBe(decimal('-1.68'));
  });

  it('nothing from nothing', () => {
    expect(derivedActivity(feriegodtgoerelse, '2026-04-01', 0n)).toBeNull();
  });
});
