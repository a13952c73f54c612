import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingTracker } from './loading-tracker.ts';

describe('LoadingTracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at the first request and hides 500 ms after the last ends', () => {
    const tracker = new LoadingTracker();
    const first = tracker.start('/api/UserManagement/GetUsers');
    expect(tracker.isVisible()).toBe(true);
    const second = tracker.start('/api/Log/GetTotalLogs');
    first();
    vi.advanceTimersByTime(1000);
    expect(tracker.isVisible()).toBe(true);
    second();
    vi.advanceTimersByTime(499);
    expect(tracker.isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tracker.isVisible()).toBe(false);
  });

  it('stays visible when a new request starts within the delay', () => {
    const tracker = new LoadingTracker();
    tracker.start('/api/A')();
    vi.advanceTimersByTime(300);
    const next = tracker.start('/api/B');
    vi.advanceTimersByTime(400);
    expect(tracker.isVisible()).toBe(true);
    next();
    vi.advanceTimersByTime(500);
    expect(tracker.isVisible()).toBe(false);
  });

  it('skips the URLs of the skip list', () => {
    const tracker = new LoadingTracker();
    for (const url of [
      '/api/Plan/GetRealisedWatch',
      '/api/Plan/AddPlannedWatch?x=1',
      '/api/Plan/GetClosing',
      '/api/Plan/GetBalance',
      '/api/Employee/GetEmployeeByCode',
      '/api/Employee/GetEmployeeByName',
      '/api/user/x',
    ]) {
      tracker.start(url);
      expect(tracker.isVisible(), url).toBe(false);
    }
  });

  it('notifies subscribers only on changes and counts an ended request once', () => {
    const tracker = new LoadingTracker();
    const listener = vi.fn();
    tracker.subscribe(listener);
    const end = tracker.start('/api/A');
    tracker.start('/api/B');
    end();
    end();
    vi.advanceTimersByTime(1000);
    expect(tracker.isVisible()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
