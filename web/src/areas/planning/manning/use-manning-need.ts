import { useEffect, useMemo, useRef } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@kaj/contract';
import { callApi } from '../../../api/client.ts';
import type { GridQuery } from '../planning-queries.ts';
import { NeedLineFeed, needKey, type NeedShown } from './need-line-feed.ts';

/**
 * The grid's need line (bemanding): read for the department and range, and read again in the background after the
 * planner's own changes (`saving` going off). Another planner's changes bring the line on the live stream: `live`
 * takes it into the cache, and reads it again when the stream comes back after a drop. The web client does not hold
 * the domain's counting rule, so the server counts; the line keeps showing the last answer meanwhile.
 */
export function useManningNeed(query: GridQuery, saving: boolean) {
  const queryClient = useQueryClient();
  const { departmentId, draft } = query;
  const { start, end } = query.range;
  const shown: NeedShown = useMemo(() => ({ departmentId, start, end, draft }), [departmentId, start, end, draft]);
  const need = useQuery({
    queryKey: needKey(shown),
    enabled: departmentId !== null,
    queryFn: async () => (await callApi(contract.plan.getManningNeed, { departmentid: departmentId!, start, end, draft: draft || undefined }, undefined, { track: false })) ?? [],
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Bemandingen kunne ikke hentes' },
  });

  const feed = useMemo(() => new NeedLineFeed(queryClient), [queryClient]);
  useEffect(() => () => feed.stop(), [feed]);
  useEffect(() => feed.saving(saving, shown), [feed, saving, shown]);

  const current = useRef(shown);
  useEffect(() => {
    current.current = shown;
  }, [shown]);
  const live = useMemo(() => ({
    pushed: feed.pushed.bind(feed),
    resynced: () => {
      if (current.current.departmentId !== null) feed.readAgain(current.current);
    },
  }), [feed]);

  return { lines: need.data ?? [], live };
}

/** What the live stream tells the need line. */
export type LiveNeed = ReturnType<typeof useManningNeed>['live'];
