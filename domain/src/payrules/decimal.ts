/**
 * Exact decimals for posted values: a `Decimal` is a bigint count of millionths (10^-6), the
 * finest `round` a rule can ask for. Values are computed as exact ratios of bigints and rounded
 * once, half away from zero, so no binary fraction ever reaches a posting.
 */
export type Decimal = bigint;

export const DECIMALS = 6;
export const ONE: Decimal = 1_000_000n;

const POWERS: readonly bigint[] = [1n, 10n, 100n, 1_000n, 10_000n, 100_000n, 1_000_000n];
const DECIMAL_TEXT = /^(-)?(\d+)(?:\.(\d+))?$/;
const fromNumberCache = new Map<number, Decimal>();

/**
 * The decimal a person wrote: `2.08` is exactly 2.08 (from the number's shortest decimal text,
 * not its binary value). More than six decimals are rounded half away from zero.
 */
export function decimal(value: number | string): Decimal {
  if (typeof value === 'number') {
    const cached = fromNumberCache.get(value);
    if (cached !== undefined) return cached;
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    const parsed = parse(Math.abs(value) < 1e-6 && value !== 0 ? value.toFixed(20) : String(value));
    if (fromNumberCache.size >= 10_000) fromNumberCache.clear();
    fromNumberCache.set(value, parsed);
    return parsed;
  }
  return parse(value.trim().replace(',', '.'));
}

/** `numerator / denominator` rounded half away from zero to `decimals` (0–6) decimals. */
export function divideRounded(numerator: bigint, denominator: bigint, decimals: number = DECIMALS): Decimal {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const places = POWERS[decimals];
  const unit = POWERS[DECIMALS - decimals];
  if (places === undefined || unit === undefined || !Number.isInteger(decimals)) throw new RangeError(`Decimals must be 0–6: ${decimals}`);
  const negative = numerator < 0n !== denominator < 0n;
  const top = (numerator < 0n ? -numerator : numerator) * places;
  const bottom = denominator < 0n ? -denominator : denominator;
  let quotient = top / bottom;
  if ((top % bottom) * 2n >= bottom) quotient += 1n;
  const rounded = quotient * unit;
  return negative ? -rounded : rounded;
}

/** A decimal rounded half away from zero to `decimals` (0–6) decimals. */
export function roundDecimal(value: Decimal, decimals: number): Decimal {
  return divideRounded(value, ONE, decimals) ;
}

/** Plain text without trailing zeros: 2080000n → '2.08', -500000n → '-0.5'. */
export function formatDecimal(value: Decimal): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(DECIMALS + 1, '0');
  const whole = digits.slice(0, -DECIMALS);
  const fraction = digits.slice(-DECIMALS).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** For display and JSON only; never compute with the result. */
export function decimalToNumber(value: Decimal): number {
  return Number(formatDecimal(value));
}

/** Up to six decimals, as the database writes numerics: scaled exactly without a division. */
const PLAIN_DECIMAL_TEXT = /^-?\d+(?:\.\d{1,6})?$/;
const ZEROS = '000000';

function parse(text: string): Decimal {
  if (PLAIN_DECIMAL_TEXT.test(text)) {
    const point = text.indexOf('.');
    if (point === -1) return BigInt(text) * ONE;
    return BigInt(`${text.slice(0, point)}${text.slice(point + 1)}${ZEROS.slice(text.length - point - 1)}`);
  }
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new RangeError(`Not a decimal number: '${text}'`);
  const fraction = match[3] ?? '';
  const scaled = BigInt(`${match[2]}${fraction}`);
  const value = divideRounded(scaled, 10n ** BigInt(fraction.length), DECIMALS);
  return match[1] ? -value : value;
}
