import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PackedRow } from '../../src/db/packed-row.ts';

describe('PackedRow', () => {
  it('reads the fields of a row in order', () => {
    const row = new PackedRow().read('7||-12|2026-03-01|06:00:00|1|0|1.500000|');
    expect([row.int(), row.intOrNull(), row.int(), row.string(), row.string(5), row.flag(), row.flag(), row.millionths(), row.string()]).toEqual([7, null, -12, '2026-03-01', '06:00', true, false, 1_500_000n, '']);
  });

  it('reads a decimal of up to six decimals as its millionths, exactly, however long', () => {
    /** The decimal text of millionths with `decimals` decimals (the millionths a multiple of what the others drop). */
    const textOf = (millionths: bigint, decimals: number) => {
      const sign = millionths < 0n ? '-' : '';
      const digits = (millionths < 0n ? -millionths : millionths).toString().padStart(7, '0');
      const whole = digits.slice(0, -6);
      const fraction = digits.slice(-6, 6 - decimals === 0 ? undefined : -(6 - decimals));
      return `${sign}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
    };
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 99 }), (value, decimals, after) => {
        const millionths = (value / 10n ** BigInt(6 - decimals)) * 10n ** BigInt(6 - decimals);
        const row = new PackedRow().read(`${textOf(millionths, decimals)}|${after}`);
        expect(row.millionths()).toBe(millionths);
        expect(row.int()).toBe(after);
      }),
    );
    expect(new PackedRow().read('-12.500000').millionths()).toBe(-12_500_000n);
    expect(new PackedRow().read('0.000000').millionths()).toBe(0n);
    expect(new PackedRow().read('99999999999999.999999').millionths()).toBe(99_999_999_999_999_999_999n);
    expect(() => new PackedRow().read('1.0000001').millionths()).toThrow(RangeError);
  });

  it('reads a decimal as the last field', () => {
    expect(new PackedRow().read('-123456789012345.678901').millionths()).toBe(-123456789012345678901n);
    expect(new PackedRow().read('0').millionths()).toBe(0n);
  });
});
