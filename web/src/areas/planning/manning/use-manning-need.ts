import { useEffect, useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@kaj/contract';
import { callApi } from '../../../api/client.ts';
import { planningKey, type GridQuery } from '../planning-queries.ts';

/** How long after the rows last changed the need line is read again: one read for a burst of placements. */
const SETTLE_MS = 300;

const needKey = (departmentId: number | null, start: string, end: string, draft: boolean) => [...planningKey, 'manning-need', departmentId, start, end, draft] as const;

/**
 * The grid's need line (bemanding): read for the department and range, and read again in the background whenever
 * the rows change (a placement, an undo, another planner's change arriving live). The web client does not hold the
 * domain's counting rule, so the server counts; the line keeps showing the last answer meanwhile.
 */
export function useManningNeed(query: GridQuery, rows: unknown) {
  const queryClient = useQueryClient();
  const { departmentId, draft } = query;
  const { start, end } = query.range;
  const need = useQuery({
    queryKey: needKey(departmentId, start, end, draft),
    enabled: departmentId !== null,
    queryFn: async () => (await callApi(contract.plan.getManningNeed, { departmentid: departmentId!, start, end, draft: draft || undefined }, undefined, { track: false })) ?? [],
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Bemandingen kunne ikke hentes' },
  });

  // The rows of another department, range or mode come with a read of their own; only changes of the same rows read again.
  const shown = `${departmentId}|${start}|${end}|${draft}`;
  const seen = useRef({ rows, shown });
  useEffect(() => {
    if (seen.current.rows === rows) return;
    const changed = seen.current.rows !== undefined && seen.current.shown === shown;
    seen.current = { rows, shown };
    if (!changed) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: needKey(departmentId, start, end, draft) }), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [rows, shown, queryClient, departmentId, start, end, draft]);

  return need.data ?? [];
}
