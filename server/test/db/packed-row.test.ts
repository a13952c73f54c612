import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PackedRow } from '../../src/db/packed-row.ts';

describe('PackedRow', () => {
  it('reads the fields of a row in order', () => {
    const row = new PackedRow().read('7||-12|2026-03-01|06:00:00|1|0|1500000|');
    expect([row.int(), row.intOrNull(), row.int(), row.string(), row.string(5), row.flag(), row.flag(), row.bigint(), row.string()]).toEqual([7, null, -12, '2026-03-01', '06:00', true, false, 1_500_000n, '']);
  });

  it('reads whole numbers of any size exactly as bigints (decimals as their millionths)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 99 }), (value, after) => {
        const row = new PackedRow().read(`${value}|${after}`);
        expect(row.bigint()).toBe(value);
        expect(row.int()).toBe(after);
      }),
    );
  });

  it('reads a bigint as the last field', () => {
    expect(new PackedRow().read('-123456789012345678901').bigint()).toBe(-123456789012345678901n);
    expect(new PackedRow().read('0').bigint()).toBe(0n);
  });
});
