import dayjs from 'dayjs';
import { copenhagenMoment, instantOfValue } from './copenhagen-time.ts';

/**
 * Danish formats for dates and numbers; dayjs's locale is set to 'da' at start (main.tsx). Dates and times are shown
 * as Copenhagen reads them, whatever the PC's zone (see copenhagen-time.ts).
 */

type Moment = string | Date | null | undefined;

/** "25. nov. 2026"; an instant is shown on its Copenhagen date. */
export function formatDate(value: Moment): string {
  const moment = value ? copenhagenMoment(value) : null;
  return moment ? dayjs(moment.date).format('D. MMM YYYY') : '';
}

/** "25. nov. 2026 kl. 14:05" in Copenhagen. */
export function formatDateTime(value: Moment): string {
  const moment = value ? copenhagenMoment(value) : null;
  return moment ? `${dayjs(moment.date).format('D. MMM YYYY')} kl. ${moment.time}` : '';
}

/** Date and time with seconds, for logs: "25.11.2026 14:05:09" in Copenhagen. */
export function formatTimestamp(value: Moment): string {
  const moment = value ? copenhagenMoment(value) : null;
  return moment ? `${dayjs(moment.date).format('DD.MM.YYYY')} ${moment.time}:${String(moment.seconds).padStart(2, '0')}` : '';
}

/** How long ago, in Danish ("for 3 timer siden"). */
export function formatRelative(value: string | Date): string {
  const minutes = Math.round((Date.now() - instantOfValue(value)) / 60_000);
  if (minutes < 1) return 'lige nu';
  if (minutes < 60) return `for ${minutes} min. siden`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `for ${hours} ${hours === 1 ? 'time' : 'timer'} siden`;
  const days = Math.round(hours / 24);
  return `for ${days} ${days === 1 ? 'dag' : 'dage'} siden`;
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/** 1.234,50 with the given number of decimals. */
export function formatNumber(value: number, decimals = 0): string {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('da-DK', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(decimals, format);
  }
  return format.format(value);
}

const currency = new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK' });

/** 1.234,50 kr. */
export function formatKroner(value: number): string {
  return currency.format(value);
}
