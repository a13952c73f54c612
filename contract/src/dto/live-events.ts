// The planning grid's live events (GET /api/Plan/Events, server-sent events): not a call of the specification, but
// its query and its messages are shared by the server, the web client and the load benchmark.
import type { EmployeeDto } from './planning.ts';
import type { ManningNeedLineDto } from './manning.ts';
import { dateRange, q } from '../params.ts';

/**
 * The grid a stream follows: its range (at most the grid's, a year) and, when it shows one, its department, and
 * whether it shows the draft plan (the need line it is sent counts the draft employees then).
 */
export const planEventsQuery = {
  ...dateRange(),
  departmentId: q.id().optional(),
  draft: q.bool().optional(),
} as const;

/**
 * `event: rows`: the rows of the employments that changed, as the listener's grid shows them over its range, and
 * the version each employment reached. Versions grow with every change of an employment, in the order of commit.
 */
export interface PlanRowsEvent {
  range: { start: string; end: string };
  rows: EmployeeDto[];
  /** Employment id → its version. */
  versions: Record<string, number>;
}

/** `event: stale`: these employments changed, but their rows could not be sent: the listener reads them itself. */
export interface PlanStaleEvent {
  employmentIds: number[];
}

/**
 * `event: need`: the need line (as Plan/GetManningNeed answers it) of the department the stream follows, counted
 * again once for all its listeners after a change of the department's employments. Sent only to listeners who reach
 * the whole department, and only when it has a manning document in force in the range.
 */
export interface PlanNeedEvent {
  departmentId: number;
  range: { start: string; end: string };
  draft: boolean;
  lines: ManningNeedLineDto[];
}
