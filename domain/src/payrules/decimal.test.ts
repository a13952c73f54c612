import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimal, divideRounded, formatDecimal, roundDecimal } from './decimal.ts';

describe('decimal', () => {
  it('reads the text of any decimal with up to six decimals back exactly, as the database writes it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 6 }), (millionths, trailingZeros) => {
        const text = formatDecimal(millionths);
        const padded = text.includes('.') ? `${text}${'0'.repeat(Math.max(0, 6 - trailingZeros - (text.length - text.indexOf('.') - 1)))}` : text;
        expect(decimal(text)).toBe(millionths);
        expect(decimal(padded)).toBe(millionths);
      }),
    );
    expect(decimal('-0.5')).toBe(-500_000n);
    expect(decimal('007.000001')).toBe(7_000_001n);
    expect(decimal('1.0000005')).toBe(1_000_001n);
  });

  it('takes the decimal a person wrote, not its binary value', () => {
    expect(decimal(2.08)).toBe(2_080_000n);
    expect(decimal(0.1) + decimal(0.2)).toBe(decimal(0.3));
    expect(decimal('-7,4')).toBe(-7_400_000n);
    expect(decimal(1e-7)).toBe(0n);
    expect(decimal(5e-7)).toBe(1n);
  });

  it('rounds half away from zero', () => {
    expect(roundDecimal(decimal('2.345'), 2)).toBe(decimal('2.35'));
    expect(roundDecimal(decimal('-2.345'), 2)).toBe(decimal('-2.35'));
    expect(roundDecimal(decimal('2.344999'), 2)).toBe(decimal('2.34'));
    expect(roundDecimal(decimal('0.5'), 0)).toBe(decimal(1));
    expect(roundDecimal(decimal('-0.5'), 0)).toBe(decimal(-1));
  });

  it('divides exactly and rounds once: 20 minutes are 0.333333 hours, 0.33 at two decimals', () => {
    expect(divideRounded(20n, 60n)).toBe(333_333n);
    expect(divideRounded(20n, 60n, 2)).toBe(330_000n);
    expect(divideRounded(40n, 60n, 2)).toBe(670_000n);
  });

  it('formats without trailing zeros', () => {
    expect(formatDecimal(2_080_000n)).toBe('2.08');
    expect(formatDecimal(-500_000n)).toBe('-0.5');
    expect(formatDecimal(0n)).toBe('0');
    expect(formatDecimal(9_000_000n)).toBe('9');
  });
});
