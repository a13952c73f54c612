import { describe, expect, it } from 'vitest';
import { decimal } from './decimal.ts';
import { meanActivityBalance } from './mean-activity.ts';
import { employment, rule } from './test-helpers.ts';
import type { MeanActivityDetail } from './types.ts';

const NORMTIMER = 1;
const OVERTID = 2;
const contract = rule<MeanActivityDetail>({ kind: 'meanActivity', targetActivity: 37, payAccountId: NORMTIMER, payAccountId2: null, payAccountId3: null }, { round: 2 });

describe('mean activity (Gennemsnitlig arbejdstid 37 timer)', () => {
  it('June 2026 (30 days) with 160 normtimer: target 37 × 30 / 7 = 158,57; balance 1,43', () => {
    const result = meanActivityBalance(contract, { start: '2026-06-01', end: '2026-06-30', employment, activity: new Map([[NORMTIMER, decimal(160)]]) });
    expect(result).toEqual({ ruleId: 1, days: 30, target: decimal('158.57'), activity: decimal(160), balance: decimal('1.43') });
  });

  it('pro rata: employed from 2026-06-16 (15 days) with 70 hours: target 79,29, balance -9,29', () => {
    const result = meanActivityBalance(contract, {
      start: '2026-06-01',
      end: '2026-06-30',
      employment: { ...employment, start: '2026-06-16' },
      activity: new Map([[NORMTIMER, decimal(70)]]),
    });
    expect([result.days, result.target, result.balance]).toEqual([15, decimal('79.29'), decimal('-9.29')]);
  });

  it('sums the named accounts and adds adjustments: 150 + 10 hours and an adjustment of -1,5', () => {
    const both = { ...contract, detail: { ...contract.detail, payAccountId2: OVERTID } };
    const result = meanActivityBalance(both, {
      start: '2026-06-01',
      end: '2026-06-30',
      employment,
      activity: new Map([[NORMTIMER, decimal(150)], [OVERTID, decimal(10)], [99, decimal(1000)]]),
      adjustments: [decimal('-1.5')],
    });
    // 160 − 1,5 − 158,571429 = -0,071429 → -0,07
    expect([result.activity, result.balance]).toEqual([decimal(160), decimal('-0.07')]);
  });

  it('no employed days: target 0', () => {
    const result = meanActivityBalance(contract, { start: '2019-06-01', end: '2019-06-30', employment, activity: new Map() });
    expect([result.days, result.target, result.balance]).toEqual([0, 0n, 0n]);
  });
});
