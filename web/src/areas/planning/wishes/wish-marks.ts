import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { addDays } from '@kaj/calendar';
import { api } from '../../../api/client.ts';
import type { GridRange } from '../grid/grid-dates.ts';
import { planningKey } from '../planning-queries.ts';
import './wish-marks.css';

/** The grid's days with an outstanding absence wish, by `employmentId:date`, with what is wished as the cell's hint. */
export type WishMarks = ReadonlyMap<string, string>;

export const wishKey = (employmentId: number, date: string) => `${employmentId}:${date}`;

const NO_MARKS: WishMarks = new Map();

/** The outstanding wishes of the department over the grid's range, as marks (for those who plan; others see none). */
export function useWishMarks(departmentId: number | null, range: GridRange, enabled: boolean): WishMarks {
  const wishes = useQuery({
    queryKey: [...planningKey, 'wishes', departmentId, 'marks', range.start, range.end],
    queryFn: () => api.plan.getOutstandingAbsenceWishes({ departmentid: departmentId! }, { start: range.start, end: range.end }),
    enabled: enabled && departmentId !== null,
    meta: { silentError: true },
  });
  return useMemo(() => {
    if (!wishes.data?.length) return NO_MARKS;
    const marks = new Map<string, string>();
    for (const wish of wishes.data) {
      const last = wish.endDate < range.end ? wish.endDate : range.end;
      for (let date = wish.startDate < range.start ? range.start : wish.startDate; date <= last; date = addDays(date, 1)) {
        marks.set(wishKey(wish.employmentId, date), `Ønsker ${wish.propertyName.toLowerCase()}${wish.comment ? `: ${wish.comment}` : ''} (se Fraværsønsker)`);
      }
    }
    return marks;
  }, [wishes.data, range.start, range.end]);
}
