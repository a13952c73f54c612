import { describe, expect, it } from 'vitest';
import { watchDaysStore } from '../../src/areas/planning/rows/watch-days-cache.ts';

const days = (json: string) => ({ bytes: Buffer.from(json), totalTime: 0 });
const text = (entry: { bytes: Buffer } | undefined) => entry?.bytes.toString();

describe('the store of built days', () => {
  it('gives back what it keeps, and lets go of the least recently read first when it is full', () => {
    const store = watchDaysStore(10);
    store.set('a', days('[1,2]')); // 5 bytes
    store.set('b', days('[3,4]'));
    expect(text(store.get('a'))).toBe('[1,2]');
    store.set('c', days('[5]')); // 13 bytes: b, read least recently, goes
    expect(store.get('b')).toBeUndefined();
    expect(text(store.get('a'))).toBe('[1,2]');
    expect(text(store.get('c'))).toBe('[5]');
  });

  it('counts a replaced entry once', () => {
    const store = watchDaysStore(10);
    store.set('a', days('[1,2]'));
    store.set('a', days('[1,2,3]'));
    store.set('b', days('[]'));
    expect(text(store.get('a'))).toBe('[1,2,3]');
    expect(text(store.get('b'))).toBe('[]');
  });
});
