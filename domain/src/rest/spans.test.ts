import { describe, expect, it } from 'vitest';
import { clipSpans, mergeSpans, subtractSpans } from './spans.ts';

const s = (start: number, end: number) => ({ start, end });

describe('span arithmetic', () => {
  it('merges overlapping and touching spans and drops empty ones', () => {
    expect(mergeSpans([s(5, 8), s(0, 2), s(2, 3), s(7, 9), s(4, 4)])).toEqual([s(0, 3), s(5, 9)]);
  });

  it('subtracts spans, leaving the parts outside them', () => {
    expect(subtractSpans([s(0, 10)], [s(2, 3), s(5, 12)])).toEqual([s(0, 2), s(3, 5)]);
    expect(subtractSpans([s(0, 10), s(20, 30)], [s(-5, 0), s(25, 26)])).toEqual([s(0, 10), s(20, 25), s(26, 30)]);
  });

  it('clips to a window, also spans open to either side', () => {
    expect(clipSpans([s(-Infinity, 3), s(5, 8), s(9, Infinity)], s(2, 10))).toEqual([s(2, 3), s(5, 8), s(9, 10)]);
  });
});
