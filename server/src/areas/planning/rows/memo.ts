import { toIsoDateTime } from '@kaj/domain';
import { readableTextColor } from '@kaj/contract';

// A grid of 300 rows repeats the same few instants (a code's start on a date) and colours thousands of times;
// both are pure, so they are worked out once each.

const LIMIT = 50_000;

export function memoised<K, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      if (cache.size >= LIMIT) cache.clear();
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}

/** `toIsoDateTime`, remembered. */
export const isoDateTimeOf = memoised(toIsoDateTime);

/** `readableTextColor`, remembered. */
export const textColorOf = memoised(readableTextColor);
