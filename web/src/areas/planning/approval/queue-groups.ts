import type { ApprovalQueueState, ApprovalQueueWatchDto, EmployeeDto } from '@kaj/contract';

/** One employment's watches in the queue: a row of "Til godkendelse". */
export interface QueueGroup {
  employmentId: number;
  employeeName: string;
  watches: ApprovalQueueWatchDto[];
  counts: Record<ApprovalQueueState, number>;
  /** Waiting watches approved at a level below the top: they wait for the next level. */
  nextLevel: number;
  /** Watches that have not ended: approving stops the day before the first of them. */
  running: number;
}

export function queueGroups(watches: readonly ApprovalQueueWatchDto[]): QueueGroup[] {
  const groups = new Map<number, QueueGroup>();
  for (const watch of watches) {
    const group = groups.get(watch.employmentId) ?? {
      employmentId: watch.employmentId,
      employeeName: watch.employeeName,
      watches: [],
      counts: { waiting: 0, rejected: 0, corrected: 0 },
      nextLevel: 0,
      running: 0,
    };
    group.watches.push(watch);
    if (watch.state === 'waiting' && watch.level > 0) group.nextLevel += 1;
    else group.counts[watch.state] += 1;
    if (!watch.ended) group.running += 1;
    groups.set(watch.employmentId, group);
  }
  return [...groups.values()];
}

const dayBefore = (date: string): string => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
};

/**
 * The range an approval of the chosen employments may cover: the period, ending the day before the first watch that
 * has not ended (the server refuses approving what has not happened). Null when nothing in the period has ended.
 */
export function approvableRange(groups: readonly QueueGroup[], period: { start: string; end: string }): { start: string; end: string } | null {
  const firstRunning = groups.flatMap((group) => group.watches.filter((watch) => !watch.ended).map((watch) => watch.startDate)).sort()[0];
  const end = firstRunning === undefined ? period.end : dayBefore(firstRunning);
  return end < period.start ? null : { start: period.start, end };
}

/** How many watches approving the range takes (the server's rule in approve.ts): each employment's lowest level, one up. */
export function approvedCount(groups: readonly QueueGroup[], range: { start: string; end: string }): number {
  let total = 0;
  for (const group of groups) {
    const inRange = group.watches.filter((watch) => watch.startDate >= range.start && watch.startDate <= range.end);
    if (inRange.length === 0) continue;
    const lowest = Math.min(...inRange.map((watch) => watch.level));
    total += inRange.filter((watch) => watch.level === lowest).length;
  }
  return total;
}

/**
 * How many watches a rejection sent back, read from the rows it answers: those rejected now in the range that were
 * not rejected before (a rejection also takes approved watches, which the queue does not list).
 */
export function rejectedCount(rows: readonly EmployeeDto[], range: { start: string; end: string }, rejectedBefore: ReadonlySet<number>): number {
  return rows
    .flatMap((row) => row.employments.flatMap((employment) => employment.watchDays))
    .filter((day) => day.date >= range.start && day.date <= range.end)
    .flatMap((day) => day.watches)
    .filter((watch) => watch.rejected && watch.realisedWatchId !== null && !rejectedBefore.has(watch.realisedWatchId)).length;
}

/** "7 vagter godkendt", "1 vagt afvist". */
export const decidedText = (count: number, rejecting: boolean): string => `${count} ${count === 1 ? 'vagt' : 'vagter'} ${rejecting ? 'afvist' : 'godkendt'}`;
