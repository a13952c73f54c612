const WEEKDAYS = ['søn', 'man', 'tir', 'ons', 'tor', 'fre', 'lør'];

/** "man 2.11.2026": a day as the preview lists it. */
export function danishDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday} ${day}.${month}.${year}`;
}

/** "1 dag", "3 dage". */
export const daysText = (count: number): string => `${count} ${count === 1 ? 'dag' : 'dage'}`;
