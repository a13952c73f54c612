// The planning grid's live events as the client takes them: rows another planner's change made, applied only when
// newer than what the grid holds, and the need line it changed.
import type { EmployeeDto, PlanNeedEvent, PlanRowsEvent, PlanStaleEvent } from '@kaj/contract';
import type { GridRange } from './grid-dates.ts';

/** The events of the grid's rows. */
export type RowsEvent = { kind: 'rows'; event: PlanRowsEvent } | { kind: 'stale'; employmentIds: number[] };
export type PlanEvent = RowsEvent | { kind: 'need'; event: PlanNeedEvent };

/** One message of the stream as a plan event; pings, comments and anything unreadable give null. */
export function planEventOf(message: string): PlanEvent | null {
  let name = 'message';
  const data: string[] = [];
  for (const line of message.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trim());
  }
  if (data.length === 0) return null;
  try {
    const parsed = JSON.parse(data.join('\n')) as unknown;
    if (name === 'rows' && isRowsEvent(parsed)) return { kind: 'rows', event: parsed };
    if (name === 'stale' && isStaleEvent(parsed)) return { kind: 'stale', employmentIds: parsed.employmentIds };
    if (name === 'need' && isNeedEvent(parsed)) return { kind: 'need', event: parsed };
  } catch {
    // not JSON: ignored like any other message
  }
  return null;
}

const isRowsEvent = (value: unknown): value is PlanRowsEvent =>
  typeof value === 'object' && value !== null && Array.isArray((value as PlanRowsEvent).rows) && typeof (value as PlanRowsEvent).versions === 'object' && typeof (value as PlanRowsEvent).range === 'object';

const isStaleEvent = (value: unknown): value is PlanStaleEvent =>
  typeof value === 'object' && value !== null && Array.isArray((value as PlanStaleEvent).employmentIds) && (value as PlanStaleEvent).employmentIds.every((id) => typeof id === 'number');

const isNeedEvent = (value: unknown): value is PlanNeedEvent =>
  typeof value === 'object' && value !== null && typeof (value as PlanNeedEvent).departmentId === 'number' && typeof (value as PlanNeedEvent).range === 'object' && typeof (value as PlanNeedEvent).draft === 'boolean' && Array.isArray((value as PlanNeedEvent).lines);

/** The version of each employment the grid's rows are known to be at least as new as. */
export type HeldVersions = Map<number, number>;

/**
 * The rows of these events (in the order they came) that are newer than the versions held, the newest per
 * employee; the held versions move on to theirs. Rows of another range than the grid's are left out: a stream
 * of the range before may still be sending while the grid has moved on.
 */
export function freshRows(events: readonly PlanRowsEvent[], held: HeldVersions, range: GridRange): EmployeeDto[] {
  const fresh = new Map<number, EmployeeDto>();
  for (const event of events) {
    if (event.range.start !== range.start || event.range.end !== range.end) continue;
    for (const row of event.rows) {
      const versions = row.employments.map((employment) => [employment.employmentId, event.versions[employment.employmentId]] as const);
      const newer = versions.some(([id, version]) => version !== undefined && version > (held.get(id) ?? 0));
      if (!newer) continue;
      for (const [id, version] of versions) if (version !== undefined) held.set(id, Math.max(version, held.get(id) ?? 0));
      fresh.set(row.employeeId, row);
    }
  }
  return [...fresh.values()];
}

/** The employments of rows. */
export const employmentIdsOf = (rows: readonly EmployeeDto[]): number[] => rows.flatMap((row) => row.employments.map((employment) => employment.employmentId));

/** What the live rows act on: the grid's rows and range, and the rows the planner edited ahead of the server. */
export interface LiveGrid {
  range(): GridRange;
  /** The employee's row holds edits of the planner whose changes are not all answered yet. */
  unsaved(employeeId: number): boolean;
  put(rows: EmployeeDto[]): void;
  /** Reads these employments' rows again. */
  readAgain(employmentIds: number[]): void;
}

/**
 * The events of the stream on their way into the grid: rows wait to be applied together (`apply`, once per burst),
 * and only rows newer than the grid's are put. A row the planner has edited while the change is being saved is put
 * aside, since it does not hold the edit not yet saved: once all is saved (`saved`), such rows are read again.
 */
export class LiveRows {
  private readonly held: HeldVersions = new Map();
  private waiting: PlanRowsEvent[] = [];
  private readonly putAside = new Set<number>();

  constructor(private readonly grid: LiveGrid) {}

  /** Takes an event; true when rows now wait to be applied and none did before (schedule `apply`). */
  receive(event: RowsEvent): boolean {
    if (event.kind === 'stale') {
      this.grid.readAgain(event.employmentIds);
      return false;
    }
    this.waiting.push(event.event);
    return this.waiting.length === 1;
  }

  apply(): void {
    const fresh = freshRows(this.waiting, this.held, this.grid.range());
    this.waiting = [];
    const ready = fresh.filter((row) => !this.grid.unsaved(row.employeeId));
    for (const id of employmentIdsOf(fresh.filter((row) => !ready.includes(row)))) this.putAside.add(id);
    if (ready.length > 0) this.grid.put(ready);
  }

  /** The planner's changes are all answered: the rows put aside meanwhile are read again. */
  saved(): void {
    if (this.putAside.size === 0) return;
    const ids = [...this.putAside];
    this.putAside.clear();
    this.grid.readAgain(ids);
  }
}
