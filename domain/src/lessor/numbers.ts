import { divideRounded, formatDecimal, decimal, ONE, roundDecimal, type Decimal } from '../payrules/decimal.ts';

// Numbers in the Lessor files: two decimals, a point in Lessor 5 and a comma in Lessor 4.

/** Exactly two decimals, rounded half away from zero: 7.4 → '7.40', -0.125 → '-0.13'. */
export function twoDecimals(value: Decimal, separator: '.' | ',' = '.'): string {
  const rounded = roundDecimal(value, 2);
  const negative = rounded < 0n;
  const [whole = '0', fraction = ''] = formatDecimal(negative ? -rounded : rounded).split('.');
  return `${negative ? '-' : ''}${whole}${separator}${fraction.padEnd(2, '0')}`;
}

/** A number as a file writes it (either separator). */
export function readNumber(text: string): Decimal {
  return decimal(text.trim().replace(',', '.'));
}

/** units × rate in kroner, rounded to øre. */
export function amountOf(units: Decimal, rate: Decimal): Decimal {
  return divideRounded(units * rate, ONE * ONE, 2);
}
