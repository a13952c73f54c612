import { weekday, type IsoDate } from '@kaj/domain';
import { toDecimalString } from '../shared/decimal.ts';

// How the PDF reports write numbers and days for Danish readers (1.234,50; man. 3.11).

const WEEKDAYS = ['man', 'tir', 'ons', 'tor', 'fre', 'lør', 'søn'] as const;

export const weekdayName = (date: IsoDate) => WEEKDAYS[weekday(date) - 1]!;

/** 1234.5 → "1.234,50". */
export function danishNumber(value: number): string {
  const [whole = '0', fraction = ''] = toDecimalString(value, 2).replace('-', '').split('.');
  const sign = value < 0 && toDecimalString(value, 2) !== '0' ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction.padEnd(2, '0')}`;
}

/** Paid minutes as hours: 450 → "7,50". */
export const danishHours = (minutes: number) => danishNumber(minutes / 60);
