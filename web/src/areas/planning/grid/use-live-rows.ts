import { useEffect, useMemo, useRef } from 'react';
import type { PlanCore } from './use-plan-core.ts';
import { useLiveUpdates, type LiveFollow } from './use-live-updates.ts';
import { employmentIdsOf, LiveRows, type LiveGrid, type PlanEvent } from './live-rows.ts';
import type { LiveNeed } from '../manning/use-manning-need.ts';

/** Events within this long of the first are put in the grid together, in one render. */
const BURST_MS = 30;

type LiveCore = Pick<PlanCore, 'rows' | 'put' | 'unsaved' | 'refresh' | 'resync' | 'saving'>;

/**
 * Keeps the grid's rows live (see LiveRows): the rows changes made are put in the grid as they come, a burst in one
 * render; rows the server could not send, rows put aside while the planner's own change was saved, and everything
 * after a dropped stream, are read again. The need line the server counted goes to `need`, read again after a drop too.
 */
export function useLiveRows(core: LiveCore, follow: LiveFollow, need: LiveNeed) {
  const grid = useRef<LiveGrid>(null!);
  useEffect(() => {
    grid.current = {
      range: () => follow.range,
      unsaved: core.unsaved,
      put: core.put,
      // Only those the grid shows: the server sends the rows of every employment the planner reads in the department.
      readAgain: (employmentIds) => {
        const shown = new Set(employmentIdsOf(core.rows()));
        const ids = employmentIds.filter((id) => shown.has(id));
        if (ids.length > 0) void core.refresh(ids).catch(() => undefined);
      },
    };
  });
  const live = useMemo(() => new LiveRows({
    range: () => grid.current.range(),
    unsaved: (employeeId) => grid.current.unsaved(employeeId),
    put: (rows) => grid.current.put(rows),
    readAgain: (ids) => grid.current.readAgain(ids),
  }), []);

  useEffect(() => {
    if (!core.saving) live.saved();
  }, [core.saving, live]);

  const { resync } = core;
  const handlers = useMemo(() => ({
    onEvent: (event: PlanEvent) => {
      if (event.kind === 'need') need.pushed(event.event);
      else if (live.receive(event)) setTimeout(() => live.apply(), BURST_MS);
    },
    onResync: () => {
      void resync().catch(() => undefined);
      need.resynced();
    },
  }), [live, resync, need]);
  useLiveUpdates(follow, handlers);
}
