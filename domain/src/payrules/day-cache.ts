import { resolveDay, windowOf } from '@kaj/calendar';
import type { IsoDate, Span, TimeOfDay } from '@kaj/calendar';

/*
 * Memos for the hot loop: the same few dates, windows and named days come up for every
 * watch and rule of a recalculation. Each map is bounded and cleared when full.
 */
const LIMIT = 100_000;
const windows = new Map<string, Map<IsoDate, Span>>();
const namedDays = new Map<string, IsoDate | null>();

/** The daily window `fromTime`–`toTime` starting on `date` (calendar `windowOf`), memoised. */
export function cachedWindow(date: IsoDate, fromTime: TimeOfDay, toTime: TimeOfDay): Span {
  return windowsOf(fromTime, toTime).get(date) ?? addWindow(date, fromTime, toTime);
}

/** The memo of one daily window by date; look it up once per rule and watch, then by date. */
export function windowsOf(fromTime: TimeOfDay, toTime: TimeOfDay): Map<IsoDate, Span> {
  const key = `${fromTime}|${toTime}`;
  let byDate = windows.get(key);
  if (byDate === undefined) {
    byDate = new Map();
    windows.set(key, byDate);
  }
  return byDate;
}

function addWindow(date: IsoDate, fromTime: TimeOfDay, toTime: TimeOfDay): Span {
  const byDate = windowsOf(fromTime, toTime);
  if (byDate.size >= LIMIT) byDate.clear();
  const window = windowOf(date, fromTime, toTime);
  byDate.set(date, window);
  return window;
}

/** Whether a special day (`MM-DD` or a name) falls on `date` (calendar `resolveDay` in the date's year), memoised. */
export function isNamedDay(day: string, date: IsoDate): boolean {
  const key = `${date.slice(0, 4)}|${day}`;
  let resolved = namedDays.get(key);
  if (resolved === undefined) {
    resolved = resolveDay(day, Number(date.slice(0, 4))) ?? null;
    if (namedDays.size >= LIMIT) namedDays.clear();
    namedDays.set(key, resolved);
  }
  return resolved === date;
}

/** The period of a date without parsing it: '2026-05-14' → '2026-05-01'. */
export function periodOfDate(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}
