import { describe, expect, it } from 'vitest';
import { WatchDaysStore } from '../../src/areas/planning/rows/watch-days-cache.ts';

const days = (json: string) => ({ json, totalTime: 0 });

describe('the store of built days', () => {
  it('gives back what it keeps, and lets go of the least recently read first when it is full', () => {
    const store = new WatchDaysStore(10);
    store.set('a', days('[1,2]')); // 5 characters
    store.set('b', days('[3,4]'));
    expect(store.get('a')?.json).toBe('[1,2]');
    store.set('c', days('[5]')); // 13 characters: b, read least recently, goes
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')?.json).toBe('[1,2]');
    expect(store.get('c')?.json).toBe('[5]');
  });

  it('counts a replaced entry once', () => {
    const store = new WatchDaysStore(10);
    store.set('a', days('[1,2]'));
    store.set('a', days('[1,2,3]'));
    store.set('b', days('[]'));
    expect(store.get('a')?.json).toBe('[1,2,3]');
    expect(store.get('b')?.json).toBe('[]');
  });
});
