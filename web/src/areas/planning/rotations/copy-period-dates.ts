import dayjs from 'dayjs';
import type { CopyPeriodKind } from '@kaj/contract';

// The periods of "Kopiér periode": a week from its Monday, a month from its 1st, each named by its first day.

/** The Monday of the ISO week of a day. */
export const mondayOf = (date: string): string => {
  const day = dayjs(date);
  return day.subtract((day.day() + 6) % 7, 'day').format('YYYY-MM-DD');
};

/** The first day of the period of that kind holding the day. */
export const firstDayOf = (kind: CopyPeriodKind, date: string): string => (kind === 'week' ? mondayOf(date) : dayjs(date).startOf('month').format('YYYY-MM-DD'));

/** The first day of the period `count` periods later. */
export const periodAfter = (kind: CopyPeriodKind, first: string, count = 1): string => dayjs(first).add(count, kind === 'week' ? 'week' : 'month').format('YYYY-MM-DD');

/** The ISO week number: the week of its Thursday. */
export const isoWeekOf = (date: string): number => {
  const thursday = dayjs(mondayOf(date)).add(3, 'day');
  return Math.floor((thursday.diff(thursday.startOf('year'), 'day')) / 7) + 1;
};

/** "uge 45, 2026" or "november 2026". */
export const periodName = (kind: CopyPeriodKind, first: string): string =>
  kind === 'week' ? `uge ${isoWeekOf(first)}, ${dayjs(mondayOf(first)).add(3, 'day').year()}` : dayjs(first).format('MMMM YYYY');
