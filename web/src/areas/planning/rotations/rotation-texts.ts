import type { RotationNormDto } from '@kaj/contract';

const WEEKDAYS = ['søn', 'man', 'tir', 'ons', 'tor', 'fre', 'lør'];

/** "man 2.11.2026": a day as the preview lists it. */
export function danishDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day}.${month}.${year}`;
}

/** "1 dag", "3 dage". */
export const daysText = (count: number): string => `${count} ${count === 1 ? 'dag' : 'dage'}`;

const hoursFormat = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 2 });

/** "1.924 t", "119,4 t". */
export const hours = (value: number) => `${hoursFormat.format(value)} t`;

/** "Norm 1.924 t, planlagt 2.016 t, +92 t": the norm's target against the hours planned in it. */
export function normLine(norm: RotationNormDto): string {
  const sign = norm.difference > 0 ? '+' : norm.difference < 0 ? '−' : '±';
  return `Norm ${hours(norm.target)}, planlagt ${hours(norm.planned)}, ${sign}${hours(Math.abs(norm.difference))}`;
}
