// What keeps the grid's need line current without a read per live change (issue 20 × issue 21): the server pushes
// the line it counts once for all planners viewing the department, and the planner reads it only after their own changes.
import type { QueryClient } from '@tanstack/react-query';
import type { ManningNeedLineDto, PlanNeedEvent } from '@kaj/contract';
import { planningKey } from '../planning-queries.ts';

/** How long after the planner's own changes are all answered the line is read again: one read for a burst of placements. */
export const SETTLE_MS = 300;

/** The need line of a grid: its department, range and mode. */
export interface NeedShown {
  departmentId: number | null;
  start: string;
  end: string;
  draft: boolean;
}

export const needKey = ({ departmentId, start, end, draft }: NeedShown) => [...planningKey, 'manning-need', departmentId, start, end, draft] as const;

/**
 * The choice to read the line or not: a line the server pushed goes into the cache as it is; the planner's own
 * changes read it again once they are all answered (the server pushes it too, but only to a stream that is up, and
 * only while the department has a manning document); rows that arrived live read nothing.
 */
export class NeedLineFeed {
  private wasSaving = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly queryClient: QueryClient) {}

  /**
   * Whether the planner's own changes are in flight on the line shown; a new change puts the read off. A read due
   * when the grid moves on still marks the line it was due for, read when next shown.
   */
  saving(now: boolean, shown: NeedShown): void {
    if (now) clearTimeout(this.timer);
    else if (this.wasSaving) this.timer = setTimeout(() => this.readAgain(shown), SETTLE_MS);
    this.wasSaving = now;
  }

  /** A line the server counted after a change, the planner's own or another's. */
  pushed(event: PlanNeedEvent): void {
    const shown = { departmentId: event.departmentId, start: event.range.start, end: event.range.end, draft: event.draft };
    this.queryClient.setQueryData<ManningNeedLineDto[]>(needKey(shown), event.lines);
  }

  /** Reads the line again in the background, keeping the last one on screen meanwhile. */
  readAgain(shown: NeedShown): void {
    void this.queryClient.invalidateQueries({ queryKey: needKey(shown) });
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}
