import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { ManningNeedLineDto, PlanNeedEvent } from '@kaj/contract';
import { NeedLineFeed, SETTLE_MS, needKey } from './need-line-feed.ts';

const DECK = { departmentId: 4, start: '2026-11-01', end: '2026-11-30', draft: false };
const line = (planned: number): ManningNeedLineDto => ({ departmentId: 4, departmentName: 'Dæk', positionGroupId: 9, positionGroupName: 'Dæksofficerer', watchTemplateId: 1, code: 'D1', days: [{ date: '2026-11-10', required: 1, planned }] });
const pushed = (planned: number, shown = DECK): PlanNeedEvent => ({ departmentId: shown.departmentId, range: { start: shown.start, end: shown.end }, draft: shown.draft, lines: [line(planned)] });

/** A grid showing the deck's need line, counting the reads of it. */
function shownLine() {
  const queryClient = new QueryClient();
  const reads = { count: 0 };
  const observer = new QueryObserver(queryClient, { queryKey: needKey(DECK), queryFn: () => ++reads.count && [line(0)], staleTime: 30_000 });
  const unsubscribe = observer.subscribe(() => undefined);
  return { queryClient, reads, feed: new NeedLineFeed(queryClient), stop: unsubscribe };
}

describe('the need line: read or not', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes a pushed line into the cache without reading', async () => {
    const { queryClient, reads, feed, stop } = shownLine();
    await vi.runAllTimersAsync();
    expect(reads.count).toBe(1);
    feed.pushed(pushed(1));
    await vi.runAllTimersAsync();
    expect(queryClient.getQueryData(needKey(DECK))).toEqual([line(1)]);
    expect(reads.count).toBe(1);
    // A line of another range goes to its own place, not over the one shown.
    feed.pushed(pushed(2, { ...DECK, start: '2026-12-01', end: '2026-12-31' }));
    expect(queryClient.getQueryData(needKey(DECK))).toEqual([line(1)]);
    stop();
  });

  it('reads again once, SETTLE_MS after a burst of own changes is answered, and nothing while the planner changes nothing (rows that arrive live)', async () => {
    const { reads, feed, stop } = shownLine();
    await vi.runAllTimersAsync();
    feed.saving(false, DECK);
    await vi.advanceTimersByTimeAsync(SETTLE_MS * 2);
    expect(reads.count).toBe(1);
    for (const saving of [true, false, true]) {
      feed.saving(saving, DECK);
      await vi.advanceTimersByTimeAsync(SETTLE_MS - 1);
    }
    expect(reads.count).toBe(1);
    feed.saving(false, DECK);
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 1);
    expect(reads.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads.count).toBe(2);
    await vi.advanceTimersByTimeAsync(SETTLE_MS * 2);
    expect(reads.count).toBe(2);
    stop();
  });

  it('reads again when asked (a stream back after a drop), and reads nothing once stopped', async () => {
    const { reads, feed, stop } = shownLine();
    await vi.runAllTimersAsync();
    feed.readAgain(DECK);
    await vi.runAllTimersAsync();
    expect(reads.count).toBe(2);
    feed.saving(true, DECK);
    feed.saving(false, DECK);
    feed.stop();
    await vi.advanceTimersByTimeAsync(SETTLE_MS * 2);
    expect(reads.count).toBe(2);
    stop();
  });
});
