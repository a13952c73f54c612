import { describe, expect, it } from 'vitest';
import { evaluateUseFuture } from './use-future.ts';
import { FERIE, noFilter, prepared, props, rule } from './test-helpers.ts';
import type { Posting, UseFutureDetail } from './types.ts';

const ferieAfholdt = rule<UseFutureDetail>({ kind: 'useFuture', ...noFilter, propertyId: FERIE, factor: -1, hoursPrDay: 7.4 }, { round: 2 });

describe('use future', () => {
  it('posts a planned ferie watch after today as a forecast: 7,4 hours are -1 day', () => {
    const out: Posting[] = [];
    evaluateUseFuture(ferieAfholdt, prepared('2026-12-28', '08:00', '15:24', { id: 9, properties: props(FERIE), forecast: true }), out);
    expect(out).toEqual([
      { ruleId: 1, payAccountId: 100, realisedWatchId: 9, date: '2026-12-28', period: '2026-12-01', value: -1_000_000n, forecast: true },
    ]);
  });

  it('posts a realised ferie watch as an ordinary activity', () => {
    const out: Posting[] = [];
    evaluateUseFuture(ferieAfholdt, prepared('2026-07-06', '08:00', '15:24', { properties: props(FERIE) }), out);
    expect(out.map((posting) => [posting.value, posting.forecast])).toEqual([[-1_000_000n, false]]);
  });
});
