import { paidMinutesOf, spanMinutes, spanOf, toIsoDateTime, unpaidBreakOf, type IsoDate, type TimeOfDay } from '@kaj/domain';

/** Where a realised watch lies: wall-clock date and times beside the real instants (DST-correct). */
export interface WatchTimes {
  startDate: IsoDate;
  startTime: TimeOfDay;
  endTime: TimeOfDay;
  startAt: string;
  endAt: string;
}

/** PostgreSQL reads a `time` back as HH:mm:ss; the contract and the calendar speak HH:mm. */
export const hhmm = (time: string): TimeOfDay => time.slice(0, 5);

export function timesOf(startDate: IsoDate, startTime: TimeOfDay, endTime: TimeOfDay): WatchTimes {
  const span = spanOf(startDate, hhmm(startTime), hhmm(endTime));
  return { startDate, startTime: hhmm(startTime), endTime: hhmm(endTime), startAt: toIsoDateTime(span.start), endAt: toIsoDateTime(span.end) };
}

/** Real elapsed minutes of a watch: 22:00–06:00 is 540 across the last Sunday of October. */
export const realMinutes = (startDate: IsoDate, startTime: TimeOfDay, endTime: TimeOfDay): number => spanMinutes(spanOf(startDate, hhmm(startTime), hhmm(endTime)));

/**
 * The paid minutes of a template's watch placed on a date: the real span less the detail's unpaid break, so the
 * break keeps its length and a night 22:00–06:00 across the last Sunday of October pays the 9 hours worked.
 */
export function paidMinutesOn(startDate: IsoDate, startTime: TimeOfDay, endTime: TimeOfDay, templatePaid: number): number {
  return paidMinutesOf(startDate, hhmm(startTime), hhmm(endTime), unpaidBreakOf({ startTime: hhmm(startTime), endTime: hhmm(endTime), totalTime: templatePaid }));
}

/** Milliseconds of a timestamp as PostgreSQL writes it ('2026-11-22 22:10:00.123+00') or as JSON carries it. */
export function instantOfTimestamp(text: string): number {
  const iso = text.includes('T') ? text : text.replace(' ', 'T');
  return Date.parse(/[+-]\d{2}$/.test(iso) ? `${iso}:00` : iso);
}
