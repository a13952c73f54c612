import { wallClockOf } from '@kaj/domain';
import { instantOfTimestamp } from '../planning/watches/watch-times.ts';

/** A registration's start and end as the Copenhagen day and wall-clock times a realised watch is written in. */
export function wallTimesOf(startAt: string, endAt: string): { date: string; startTime: string; endTime: string } {
  const start = wallClockOf(instantOfTimestamp(startAt));
  const end = wallClockOf(instantOfTimestamp(endAt));
  return { date: start.date, startTime: start.time, endTime: end.time };
}
