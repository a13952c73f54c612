// Numeric columns arrive from PostgreSQL as exact decimal strings. The API carries numbers, so the
// conversion happens here only: in with a fixed number of decimals, out as the nearest number.

/**
 * A number as a decimal string with at most `scale` decimals, rounded half away from zero on its
 * decimal digits (1.005 → "1.01"), not on its binary value (which `toFixed` would give as "1.00").
 */
export function toDecimalString(value: number, scale: number): string {
  if (!Number.isFinite(value)) throw new Error(`Ikke et endeligt tal: ${value}`);
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(Math.max(scale + 6, 10)).split('.');
  const digits = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  const roundUp = Number(fraction.charAt(scale) || '0') >= 5 ? 1n : 0n;
  const rounded = (digits + roundUp).toString().padStart(scale + 1, '0');
  const sign = value < 0 && /[1-9]/.test(rounded) ? '-' : '';
  if (scale === 0) return `${sign}${rounded}`;
  const text = `${rounded.slice(0, -scale)}.${rounded.slice(-scale)}`.replace(/\.?0+$/, '');
  return `${sign}${text}`;
}

/** A factor or other decimal as typed: the shortest text that reads back as the same number. */
export function decimalText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Ikke et endeligt tal: ${value}`);
  return String(value);
}

export function fromDecimal(text: string): number;
export function fromDecimal(text: string | null): number | null;
export function fromDecimal(text: string | null): number | null {
  return text === null ? null : Number(text);
}
