import dayjs from 'dayjs';

/** Danish formats for dates and numbers; dayjs's locale is set to 'da' at start (main.tsx). */

export function formatDate(value: string | Date | null | undefined): string {
  return value ? dayjs(value).format('D. MMM YYYY') : '';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  return value ? dayjs(value).format('D. MMM YYYY [kl.] HH:mm') : '';
}

/** Date and time with seconds, for logs. */
export function formatTimestamp(value: string | Date | null | undefined): string {
  return value ? dayjs(value).format('DD.MM.YYYY HH:mm:ss') : '';
}

/** How long ago, in Danish ("for 3 timer siden"). */
export function formatRelative(value: string | Date): string {
  const minutes = Math.round((Date.now() - new Date(value).getTime()) / 60_000);
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
