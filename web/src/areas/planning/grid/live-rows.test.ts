import { describe, expect, it } from 'vitest';
import type { EmployeeDto, PlanRowsEvent } from '@kaj/contract';
import { LiveRows, freshRows, planEventOf, type LiveGrid } from './live-rows.ts';

const NOVEMBER = { start: '2026-11-01', end: '2026-11-30' };

/** A row of one employee with these employments, marked by `mark` (its first name) to tell versions apart. */
const row = (employeeId: number, employmentIds: number[], mark = ''): EmployeeDto =>
  ({ employeeId, firstName: mark, employments: employmentIds.map((employmentId) => ({ employmentId, watchDays: [] })) }) as unknown as EmployeeDto;

const rowsEvent = (rows: EmployeeDto[], versions: Record<number, number>, range = NOVEMBER): PlanRowsEvent => ({ range, rows, versions });

/** A grid that records what the live rows did to it. */
function fakeGrid(unsaved: number[] = []) {
  const done = { put: [] as EmployeeDto[][], readAgain: [] as number[][], unsaved: new Set(unsaved) };
  const grid: LiveGrid = { range: () => NOVEMBER, unsaved: (employeeId) => done.unsaved.has(employeeId), put: (rows) => done.put.push(rows), readAgain: (ids) => done.readAgain.push(ids) };
  return { grid, done };
}

describe('reading the live stream', () => {
  it('reads need events', () => {
    const event = { departmentId: 4, range: NOVEMBER, draft: false, lines: [] };
    expect(planEventOf(`event: need\ndata: ${JSON.stringify(event)}`)).toEqual({ kind: 'need', event });
    expect(planEventOf('event: need\ndata: {"departmentId":4}')).toBeNull();
  });

  it('reads rows and stale events, and ignores pings, the old plan event and broken data', () => {
    const event = rowsEvent([row(1, [7])], { 7: 12 });
    expect(planEventOf(`event: rows\ndata: ${JSON.stringify(event)}`)).toEqual({ kind: 'rows', event });
    expect(planEventOf('event: stale\ndata: {"employmentIds":[3,4]}')).toEqual({ kind: 'stale', employmentIds: [3, 4] });
    expect(planEventOf(': ping')).toBeNull();
    expect(planEventOf('event: plan\ndata: {"employmentIds":[3]}')).toBeNull();
    expect(planEventOf('event: rows\ndata: {"rows":')).toBeNull();
    expect(planEventOf('event: stale\ndata: {"employmentIds":["x"]}')).toBeNull();
  });
});

describe('fresh rows', () => {
  it('takes the newest row of each employee from a burst and moves the held versions on', () => {
    const held = new Map<number, number>();
    const rows = freshRows([rowsEvent([row(1, [7], 'a'), row(2, [8])], { 7: 10, 8: 11 }), rowsEvent([row(1, [7], 'b')], { 7: 12 })], held, NOVEMBER);
    expect(rows.map((each) => [each.employeeId, each.firstName])).toEqual([[1, 'b'], [2, '']]);
    expect([...held]).toEqual([[7, 12], [8, 11]]);
  });

  it('ignores rows no newer than the version held, and rows of another range', () => {
    const held = new Map([[7, 12]]);
    expect(freshRows([rowsEvent([row(1, [7])], { 7: 12 }), rowsEvent([row(1, [7])], { 7: 11 })], held, NOVEMBER)).toEqual([]);
    expect(freshRows([rowsEvent([row(2, [8])], { 8: 1 }, { start: '2026-10-01', end: '2026-10-31' })], held, NOVEMBER)).toEqual([]);
    expect(held.get(8)).toBeUndefined();
  });

  it('takes a row of two employments when one of them is newer', () => {
    const held = new Map([[7, 12], [9, 3]]);
    expect(freshRows([rowsEvent([row(1, [7, 9])], { 7: 12, 9: 4 })], held, NOVEMBER)).toHaveLength(1);
    expect(held.get(9)).toBe(4);
  });
});

describe('live rows in the grid', () => {
  it('puts a burst of events in the grid at once, when applied', () => {
    const { grid, done } = fakeGrid();
    const live = new LiveRows(grid);
    expect(live.receive({ kind: 'rows', event: rowsEvent([row(1, [7])], { 7: 1 }) })).toBe(true);
    expect(live.receive({ kind: 'rows', event: rowsEvent([row(2, [8])], { 8: 2 }) })).toBe(false);
    expect(done.put).toEqual([]);
    live.apply();
    expect(done.put.map((rows) => rows.map((each) => each.employeeId))).toEqual([[1, 2]]);
    // The same versions again (another instance's late copy, say) change nothing.
    live.receive({ kind: 'rows', event: rowsEvent([row(1, [7])], { 7: 1 }) });
    live.apply();
    expect(done.put).toHaveLength(1);
  });

  it("puts aside a row the planner edited while the change is saved, puts the others, and reads it again once all is saved", () => {
    const { grid, done } = fakeGrid([2]);
    const live = new LiveRows(grid);
    live.receive({ kind: 'rows', event: rowsEvent([row(1, [7]), row(2, [8, 9])], { 7: 5, 8: 5, 9: 5 }) });
    live.apply();
    expect(done.put.map((rows) => rows.map((each) => each.employeeId))).toEqual([[1]]);
    done.unsaved.clear();
    live.saved();
    expect(done.readAgain).toEqual([[8, 9]]);
    live.saved();
    expect(done.readAgain).toHaveLength(1);
  });

  it('reads again the rows the server could not send', () => {
    const { grid, done } = fakeGrid();
    expect(new LiveRows(grid).receive({ kind: 'stale', employmentIds: [4, 5] })).toBe(false);
    expect(done.readAgain).toEqual([[4, 5]]);
  });
});
