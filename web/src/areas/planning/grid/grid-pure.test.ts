import { describe, expect, it } from 'vitest';
import type { EmployeeDto, WatchDto } from '@kaj/contract';
import { isoWeek } from '@kaj/calendar';
import { datesOf, isWholeMonth, monthRange, shiftMonths } from './grid-dates.ts';
import { editDay, newWatches, pendingWatch, putRows } from './grid-rows.ts';
import { boundsOf, matchCode, moveSelection } from './selection.ts';
import { chipsOf, watchMarks } from './watch-marks.ts';
import { editsToRestore } from './restore-removed.ts';

const watch = (overrides: Partial<WatchDto>): WatchDto => ({ ...pendingWatch({ watchTemplateId: 1, code: 'D1', color: '#4caf50' }, 7, '2026-11-02'), ...overrides });

function employee(employeeId: number, employmentId: number, watches: WatchDto[]): EmployeeDto {
  return {
    employeeId,
    employments: [{ employmentId, watchDays: [{ date: '2026-11-02', isWorkDay: true, watches }] }],
  } as unknown as EmployeeDto;
}

describe('grid dates', () => {
  it('numbers ISO weeks across a new year and lists the days of a range', () => {
    expect(isoWeek('2026-01-01')).toBe(1);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(isoWeek('2026-11-22')).toBe(47);
    expect(datesOf({ start: '2026-02-27', end: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('moves a whole month to the whole next month, and a free range by a month', () => {
    expect(shiftMonths(monthRange('2026-01-15'), 1)).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(isWholeMonth({ start: '2026-02-01', end: '2026-02-28' })).toBe(true);
    expect(shiftMonths({ start: '2026-01-10', end: '2026-01-20' }, 1)).toEqual({ start: '2026-02-10', end: '2026-02-20' });
  });
});

describe('grid rows in the cache', () => {
  it('puts answered rows in place of the shown ones and finds the watches a change created', () => {
    const before = [employee(1, 7, [watch({ realisedWatchId: 10, plannedWatchId: 5 })]), employee(2, 8, [])];
    const answered = employee(1, 7, [watch({ realisedWatchId: 10, plannedWatchId: 5 }), watch({ realisedWatchId: 11, plannedWatchId: 6, code: 'N1' })]);
    const after = putRows(before, [answered, employee(99, 99, [])]) ?? [];
    expect(after.map((row) => row.employeeId)).toEqual([1, 2]);
    expect(after[0]).toBe(answered);
    expect(newWatches(before, [answered]).map((each) => each.code)).toEqual(['N1']);
  });

  it('edits one employment’s day only', () => {
    const rows = [employee(1, 7, []), employee(2, 8, [])];
    const edited = editDay(rows, 8, '2026-11-02', (watches) => [...watches, watch({ employmentId: 8 })]);
    expect(edited[0]).toBe(rows[0]);
    expect(edited[1]?.employments[0]?.watchDays[0]?.watches).toHaveLength(1);
  });
});

describe('selection and typed codes', () => {
  it('moves the cursor with arrows within the grid, extending with shift', () => {
    const start = { anchor: { row: 1, col: 1 }, cursor: { row: 1, col: 1 } };
    expect(moveSelection(start, 0, -5, false, 3, 31)).toEqual({ anchor: { row: 1, col: 0 }, cursor: { row: 1, col: 0 } });
    const extended = moveSelection(moveSelection(start, 1, 0, true, 3, 31), 0, 2, true, 3, 31);
    expect(boundsOf(extended)).toEqual({ rows: [1, 2], cols: [1, 3] });
  });

  it('matches typed codes case-insensitively, telling an exact code from a beginning', () => {
    const codes = [{ code: 'D1' }, { code: 'D2' }, { code: 'DAG' }, { code: 'N1' }];
    expect(matchCode('d', codes).candidates).toHaveLength(3);
    expect(matchCode('d1', codes).exact).toEqual({ code: 'D1' });
    expect(matchCode('n', codes)).toEqual({ exact: undefined, candidates: [{ code: 'N1' }] });
  });
});

describe('cell marks', () => {
  it('marks changed times (of either watch of a day), extra watches and cancelled plans', () => {
    expect(watchMarks([watch({ realisedWatchId: 1, plannedWatchId: 2 }), watch({ realisedWatchId: 3, plannedWatchId: 2, overridden: true })]).overridden).toBe(true);
    expect(watchMarks([watch({ realisedWatchId: 1, plannedWatchId: 2 })]).overridden).toBe(false);
    expect(watchMarks([watch({ realisedWatchId: 1, plannedWatchId: null })]).extra).toBe(true);
    expect(watchMarks([watch({ realisedWatchId: null, plannedWatchId: 2 })]).cancelled).toBe(true);
  });

  it('shows the two watches of one plan on a day as one chip', () => {
    const chips = chipsOf([watch({ realisedWatchId: 1, plannedWatchId: 2 }), watch({ realisedWatchId: 3, plannedWatchId: 2 }), watch({ realisedWatchId: 4, plannedWatchId: null })]);
    expect(chips.map((chip) => chip.length)).toEqual([2, 1]);
  });
});

describe('undoing the removal of a plan', () => {
  const tourDay = (date: string, overrides: Partial<WatchDto> = {}) => watch({ startDate: date, startTime: '06:00', endTime: '18:00', totalTime: 720, ...overrides });

  it('saves the remade watches whose times, paid time or properties had been changed, day by day', () => {
    const removed = [
      tourDay('2026-11-02', { realisedWatchId: 1 }),
      tourDay('2026-11-03', { realisedWatchId: 2, startTime: '07:00', endTime: '19:30' }),
      tourDay('2026-11-04', { realisedWatchId: 3, totalTime: 600 }),
      tourDay('2026-11-05', { realisedWatchId: 4, properties: [{ propertyId: 9, propertyTypeId: 2, name: 'Overtid', code: 'OT', value: 2.5 }] }),
    ];
    const remade = [4, 3, 2, 5].map((day, index) => tourDay(`2026-11-0${day}`, { realisedWatchId: 20 + index }));
    const { changed, cancelled } = editsToRestore(removed, remade);
    expect(changed.map(({ made, was }) => [made.realisedWatchId, was.realisedWatchId])).toEqual([[21, 2], [20, 3], [23, 4]]);
    expect(cancelled).toEqual([]);
  });

  it('cancels a remade watch on a day the plan showed none, and pairs two watches of a day in order of start', () => {
    const removed = [
      tourDay('2026-11-02', { realisedWatchId: 1, startTime: '00:00', endTime: '04:00', totalTime: 240 }),
      tourDay('2026-11-02', { realisedWatchId: 2, startTime: '12:00', endTime: '16:30', totalTime: 270 }),
    ];
    const remade = [
      tourDay('2026-11-02', { realisedWatchId: 11, startTime: '12:00', endTime: '16:00', totalTime: 240 }),
      tourDay('2026-11-02', { realisedWatchId: 10, startTime: '00:00', endTime: '04:00', totalTime: 240 }),
      tourDay('2026-11-03', { realisedWatchId: 12 }),
    ];
    const { changed, cancelled } = editsToRestore(removed, remade);
    expect(changed.map(({ made, was }) => [made.realisedWatchId, was.endTime])).toEqual([[11, '16:30']]);
    expect(cancelled.map((each) => each.realisedWatchId)).toEqual([12]);
  });
});
