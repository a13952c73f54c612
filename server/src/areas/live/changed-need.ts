// The need line a live event carries (issue 20 × issue 21): counted once per department, range and mode after a
// change of the department's employments, so that a write does not make every planner viewing it read the line again.
import { PLANNING_READERS, type PlanNeedEvent } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { reaches } from '../../auth/reach.ts';
import { hasRole } from '../../auth/session-user.ts';
import type { Viewer } from '../planning/grid/grid-scope.ts';
import { manningNeed } from '../manning/index.ts';
import type { EmploymentAudience } from './event-audience.ts';
import type { Listener } from './changed-rows.ts';

/** The need line a listener follows: that of the department its grid shows, in the grid's mode. */
export interface NeedFollow {
  departmentId: number;
  draft: boolean;
}

/**
 * The need line a stream of this department is sent: only to those who may read the line (Plan/GetManningNeed's
 * roles) over the whole department. An employee following their own department reads no line.
 */
export function needFollowOf(viewer: Viewer, departmentId: number | undefined, draft: boolean): NeedFollow | null {
  if (departmentId === undefined || !hasRole(viewer.user, ...PLANNING_READERS) || !reaches(viewer.reach, departmentId)) return null;
  return { departmentId, draft };
}

/**
 * The change touches the line: an employment of the followed department (or one below it) of the mode shown — the
 * draft plan counts the draft employees, the plan the master employees.
 */
const touches = (listener: Listener, follow: NeedFollow, employment: EmploymentAudience) =>
  employment.isMaster !== follow.draft && employment.departmentIds.some((id) => listener.department?.has(id));

interface Group {
  follow: NeedFollow;
  listener: Listener;
  listeners: Listener[];
}

/** The listeners whose need line the changes touch, grouped by the line they follow. */
function groupsOf(listeners: Iterable<Listener>, audience: readonly EmploymentAudience[]): Group[] {
  const groups = new Map<string, Group>();
  for (const listener of listeners) {
    const { need } = listener;
    if (!need || !audience.some((employment) => touches(listener, need, employment))) continue;
    const key = `${need.departmentId}|${listener.range.start}|${listener.range.end}|${need.draft}`;
    const group = groups.get(key);
    if (group) group.listeners.push(listener);
    else groups.set(key, { follow: need, listener, listeners: [listener] });
  }
  return [...groups.values()];
}

const encoder = new TextEncoder();

/**
 * Sends the need lines the changes touch: counted once per group with the function Plan/GetManningNeed answers with.
 * Every listener of a group reaches the whole department (see `needFollowOf`), so the line counted with one's viewer
 * is the line each would read. A department without a manning document in force sends nothing. A line that fails to
 * count is logged and not sent: the grids keep the line they show until the next change.
 */
export async function deliverNeed(db: Db, listeners: ReadonlySet<Listener>, audience: readonly EmploymentAudience[], onError: (error: unknown) => void): Promise<void> {
  await Promise.all(
    groupsOf(listeners, audience).map(async ({ follow, listener, listeners: members }) => {
      try {
        const lines = await manningNeed(db, listener.viewer, follow.departmentId, listener.range, follow.draft);
        if (lines.length === 0) return;
        const event: PlanNeedEvent = { departmentId: follow.departmentId, range: listener.range, draft: follow.draft, lines };
        const frame = encoder.encode(`event: need\ndata: ${JSON.stringify(event)}\n\n`);
        for (const member of members) member.send(frame);
      } catch (error) {
        onError(error);
      }
    }),
  );
}

/**
 * After counting lines, the next count waits this long: changes heard meanwhile are counted together. The line is
 * a sum over the whole department and month, dearer than a row; before this, each browser read it 300 ms after a change.
 */
export const NEED_PAUSE_MS = 1000;

/**
 * The need lines on their way out, apart from the rows: the rows are not kept waiting while a line is counted, and
 * changes heard while one is counted, or in the pause after, are counted together after it, once per line.
 */
export class NeedDeliveries {
  private pending: EmploymentAudience[] = [];
  private running: Promise<void> | null = null;

  constructor(private readonly db: Db, private readonly listeners: ReadonlySet<Listener>, private readonly onError: (error: unknown) => void) {}

  /** The employments a delivery of rows touched. */
  touched(audience: readonly EmploymentAudience[]): void {
    if (audience.length === 0) return;
    this.pending.push(...audience);
    this.running ??= this.run();
  }

  /** Done once the lines being counted are sent: the server closes after them. */
  async settled(): Promise<void> {
    await this.running;
  }

  private async run(): Promise<void> {
    while (this.pending.length > 0) {
      const audience = this.pending;
      this.pending = [];
      await deliverNeed(this.db, this.listeners, audience, this.onError);
      await new Promise((resolve) => setTimeout(resolve, NEED_PAUSE_MS));
    }
    this.running = null;
  }
}
