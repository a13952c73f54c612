import { useCallback, useMemo, useRef, useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { EmployeeDto, WatchDto } from '@kaj/contract';
import { contract } from '@kaj/contract';
import { api, callApi } from '../../../api/client.ts';
import { isApiError } from '../../../api/api-error.ts';
import { errorText, isHandledByLogout } from '../../../api/show-error.ts';
import { gridKey, planningKey, readGridRows, type GridQuery } from '../planning-queries.ts';
import { editDay, isPending, putRows } from './grid-rows.ts';
import type { RestoredEdits } from './restore-removed.ts';
import { newestChange, uniquePlans } from './watch-lookup.ts';

/** A change that can be taken back (Ctrl+Z) by its inverse call. */
export interface UndoEntry {
  label: string;
  undo: () => Promise<void>;
}

/**
 * What every planning change shares: the grid's rows in the query cache, answered rows put back, changes run one
 * after another with rollback and the server's reason on refusal, and the undo stack.
 */
export function usePlanCore(query: GridQuery) {
  const queryClient = useQueryClient();
  const { notification, message } = App.useApp();
  const key = useMemo(() => gridKey(query), [query]);
  const range = query.range;
  const [undoStack, setUndoStack] = useState<UndoEntry[]>([]);
  /** Changes sent and not yet answered. */
  const [saving, setSaving] = useState(0);
  /** Changes run one after another, so the server sees them in the order the planner made them. */
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  /** Changes sent and not yet answered, counted at once (the state above renders later). */
  const inFlight = useRef(0);
  /** Employees whose rows the planner edited since the changes in flight began: live rows of theirs wait for the answers. */
  const edited = useRef(new Set<number>());

  const rows = useCallback(() => queryClient.getQueryData<EmployeeDto[]>(key) ?? [], [queryClient, key]);
  /** Edits the rows in the cache as the planner's change does, ahead of the server's answer. */
  const setRows = useCallback((edit: (current: EmployeeDto[]) => EmployeeDto[]) => {
    queryClient.setQueryData<EmployeeDto[]>(key, (current) => {
      if (!current) return current;
      const next = edit(current);
      const before = new Map(current.map((row) => [row.employeeId, row]));
      for (const row of next) if (before.get(row.employeeId) !== row) edited.current.add(row.employeeId);
      return next;
    });
  }, [queryClient, key]);
  /** Puts the server's rows in the cache. */
  const put = useCallback((answered: readonly (EmployeeDto | null)[]) => {
    queryClient.setQueryData<EmployeeDto[]>(key, (current) => (current ? (putRows(current, answered) ?? current) : current));
  }, [queryClient, key]);
  /** The employee's row holds edits of the planner whose changes are not all answered yet. */
  const unsaved = useCallback((employeeId: number) => inFlight.current > 0 && edited.current.has(employeeId), []);

  const refresh = useCallback(async (employmentIds: readonly number[]) => {
    const ids = [...new Set(employmentIds)];
    if (ids.length === 0) return;
    // In the background (live updates, after a move): the grid shows its own saving state, not the overlay.
    const answered = (await callApi(contract.plan.getSelectedEmployeesPeriod, { start: range.start, end: range.end }, ids, { track: false })) ?? [];
    put(answered);
  }, [range, put]);

  /**
   * After a dropped live stream changes may have been missed: the shown rows are read again in the background (as
   * live updates are, without the overlay), and other months and departments kept in the cache when next shown.
   */
  const resync = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: [...planningKey, 'grid'], refetchType: 'none' });
    queryClient.setQueryData<EmployeeDto[]>(key, await readGridRows(query, { track: false }));
  }, [queryClient, key, query]);

  const refuse = useCallback((error: unknown) => {
    if (isHandledByLogout(error)) return;
    notification.error({ title: 'Ændringen blev ikke gemt', description: errorText(error), placement: 'topRight', duration: 8 });
    // Someone else changed the watch: show their version.
    if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: key });
  }, [notification, queryClient, key]);

  /** Runs a change in turn; on refusal undoes the optimistic edit and shows the server's reason. */
  const run = useCallback(
    <T,>(change: () => Promise<T>, rollback?: () => void): Promise<T | undefined> => {
      setSaving((count) => count + 1);
      inFlight.current += 1;
      const next = queue.current.then(async () => {
        try {
          return await change();
        } catch (error) {
          rollback?.();
          refuse(error);
          return undefined;
        } finally {
          setSaving((count) => count - 1);
          inFlight.current -= 1;
          if (inFlight.current === 0) edited.current.clear();
        }
      });
      queue.current = next;
      return next;
    },
    [refuse],
  );

  const remember = useCallback((entry: UndoEntry) => setUndoStack((stack) => [...stack.slice(-49), entry]), []);

  /** Removes pending watches of a template from cells, as a refused placing leaves them. */
  const dropPending = useCallback((employmentId: number, dates: readonly string[], templateId: number) => {
    setRows((current) => dates.reduce((acc, date) => editDay(acc, employmentId, date, (watches) => watches.filter((w) => !(isPending(w) && w.watchTemplateId === templateId))), current));
  }, [setRows]);

  /** Removes the watches' plans; `seen` is the grid they were chosen in, whose change dates the server checks. */
  const removePlans = useCallback(async (watches: readonly WatchDto[], seen: readonly EmployeeDto[] = rows()) => {
    for (const watch of uniquePlans(watches)) {
      const answered = await api.plan.removePlannedWatch({ plannedwatchid: watch.plannedWatchId ?? 0, start: range.start, end: range.end, changeDate: newestChange(seen, watch) });
      put([answered]);
    }
  }, [range, put, rows]);

  /** Saves watches as they were: a removed plan's edits on the watches placing it again made, or properties given. */
  const restoreEdits = useCallback(async ({ changed, cancelled }: RestoredEdits) => {
    for (const { made, was } of changed) {
      put([await api.plan.saveRealisedWatchPeriod({ start: range.start, end: range.end }, {
        realisedWatchId: made.realisedWatchId,
        plannedWatchId: made.plannedWatchId,
        employmentId: made.employmentId,
        startDate: was.startDate,
        startTime: was.startTime,
        endTime: was.endTime,
        totalTime: was.totalTime,
        properties: was.properties.map((property) => ({ propertyId: property.propertyId, value: property.value })),
        cancelled: false,
        changeDate: made.lastChanged,
      })]);
    }
    if (cancelled.length === 0) return;
    put([await api.plan.removeRealisedWatchPeriod({ start: range.start, end: range.end }, cancelled.map((watch) => ({ realisedWatchId: watch.realisedWatchId ?? 0, changeDate: watch.lastChanged })))]);
  }, [range, put]);

  const undo = useCallback(() => {
    const entry = undoStack.at(-1);
    if (!entry) return Promise.resolve(undefined);
    setUndoStack((stack) => stack.slice(0, -1));
    return run(entry.undo);
  }, [undoStack, run]);

  return { queryClient, key, range, message, rows, setRows, put, unsaved, refresh, resync, run, remember, dropPending, removePlans, restoreEdits, undo, saving: saving > 0, canUndo: undoStack.length > 0, undoLabel: undoStack.at(-1)?.label ?? null };
}

export type PlanCore = ReturnType<typeof usePlanCore>;
