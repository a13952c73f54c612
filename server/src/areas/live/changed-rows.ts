// The rows a live event carries: built once for every listener who sees the same rows, and written once as bytes.
import { PLANNERS, type PlanStaleEvent } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { departmentReach } from '../../auth/reach.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { rowsJsonOfEmployments, type RowRange } from '../planning/rows/index.ts';
import type { Viewer } from '../planning/grid/grid-scope.ts';
import { audienceOf, reads, type EmploymentAudience } from './event-audience.ts';
import type { PlanChange } from './index.ts';
import type { NeedFollow } from './changed-need.ts';

/** One open stream: who listens, to which grid, and how to reach them. */
export interface Listener {
  viewer: Viewer;
  range: RowRange;
  /** The department the grid shows and all below it; null: every employment the viewer reads. */
  department: ReadonlySet<number> | null;
  /** What besides the employments decides the rows' content: the range, the roles and the planning reach (see `contentKeyOf`). */
  contentKey: string;
  /** The need line the listener is sent after changes of the department, if any. */
  need: NeedFollow | null;
  send(frame: Uint8Array): void;
}

/**
 * Everything of the listener that `rowsJsonOfEmployments` reads besides the employments: the range, the roles (pay
 * and contact fields show by role, and the Ship login sees neither; a self-planner edits their own rows) and the
 * planning reach that makes rows editable. Two listeners with the same key and the same employments get the same
 * rows, except on their own employee's.
 */
export async function contentKeyOf(db: Db, user: SessionUser, range: RowRange): Promise<string> {
  const planningReach = await departmentReach(db, user, PLANNERS);
  const reachKey = planningReach === 'all' ? 'all' : [...planningReach].sort((a, b) => a - b).join(',');
  return `${range.start}|${range.end}|${[...user.roles].sort().join(',')}|${reachKey}`;
}

/**
 * The rows of these employments as the user sees them, as JSON text of EmployeeDto[]. The one place the live events
 * build rows, so that a faster builder (or one answering bytes) is taken up here.
 */
const changedRowsJson = (db: Db, user: SessionUser, employmentIds: readonly number[], range: RowRange): Promise<string> =>
  rowsJsonOfEmployments(db, user, employmentIds, range);

/** The listener's grid shows the employment: in the department followed, or any when none is. */
const shows = (listener: Listener, employment: EmploymentAudience) =>
  listener.department === null || employment.departmentIds.some((id) => listener.department!.has(id));

interface Group {
  user: SessionUser;
  range: RowRange;
  employmentIds: number[];
  listeners: Listener[];
}

/** The listeners who hear of some of the changes, grouped by the rows they are to get. */
function groupsOf(listeners: Iterable<Listener>, audience: readonly EmploymentAudience[]): Group[] {
  const groups = new Map<string, Group>();
  for (const listener of listeners) {
    const heard = audience.filter((employment) => reads(listener.viewer, employment) && shows(listener, employment));
    if (heard.length === 0) continue;
    // A copy: what is read once per user object (its reach) is read again for each delivery, not kept from the stream's start.
    const user = { ...listener.viewer.user };
    // Own watches are built differently for their owner (built-days): only then does the own employee split a group.
    const own = user.employeeId !== null && heard.some((employment) => employment.employeeId === user.employeeId) ? user.employeeId : '';
    const employmentIds = heard.map((employment) => employment.employmentId);
    const key = `${listener.contentKey}|${own}|${employmentIds.join(',')}`;
    const group = groups.get(key);
    if (group) group.listeners.push(listener);
    else groups.set(key, { user, range: listener.range, employmentIds, listeners: [listener] });
  }
  return [...groups.values()];
}

const encoder = new TextEncoder();

/** `event: rows`: the PlanRowsEvent's JSON, written around the rows' text without parsing it. */
function rowsFrame(range: RowRange, versions: Record<string, number>, rowsJson: string): Uint8Array {
  return encoder.encode(`event: rows\ndata: {"range":${JSON.stringify(range)},"versions":${JSON.stringify(versions)},"rows":${rowsJson}}\n\n`);
}

function staleFrame(employmentIds: number[]): Uint8Array {
  const event: PlanStaleEvent = { employmentIds };
  return encoder.encode(`event: stale\ndata: ${JSON.stringify(event)}\n\n`);
}

/**
 * Sends the changed rows to every listener who may read them: one audience lookup for all, one build per group of
 * listeners who see the same rows. A group whose rows fail to build is told which employments to read itself.
 * Answers the audience, for the need lines the changes touch (NeedDeliveries).
 */
export async function deliverChanges(db: Db, listeners: ReadonlySet<Listener>, changes: readonly PlanChange[], onError: (error: unknown) => void): Promise<EmploymentAudience[]> {
  if (listeners.size === 0 || changes.length === 0) return [];
  const versionOf = new Map(changes.map((change) => [change.employmentId, change.version]));
  const audience = await audienceOf(db, [...versionOf.keys()]);
  await Promise.all(
    groupsOf(listeners, audience).map(async ({ user, range, employmentIds, listeners: members }) => {
      let frame: Uint8Array;
      try {
        const versions = Object.fromEntries(employmentIds.map((id) => [id, versionOf.get(id)!]));
        frame = rowsFrame(range, versions, await changedRowsJson(db, user, employmentIds, range));
      } catch (error) {
        onError(error);
        frame = staleFrame(employmentIds);
      }
      for (const member of members) member.send(frame);
    }),
  );
  return audience;
}
