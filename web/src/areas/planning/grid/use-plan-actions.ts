import { useCallback } from 'react';
import type { RealisedWatchDto, WatchDto } from '@kaj/contract';
import { periodOf } from '@kaj/calendar';
import { api } from '../../../api/client.ts';
import type { GridQuery } from '../planning-queries.ts';
import { newWatches } from './grid-rows.ts';
import { useClipboardActions } from './use-clipboard-actions.ts';
import { usePlanCore } from './use-plan-core.ts';
import { useRotationActions } from './use-rotation-actions.ts';
import { useWatchMoves } from './use-watch-moves.ts';
import { latestRealised } from './watch-lookup.ts';

export type { Clipboard, ClipboardWatch } from './use-clipboard-actions.ts';

export interface SaveRealisedInput {
  previous: RealisedWatchDto | null;
  request: Parameters<typeof api.plan.saveRealisedWatchPeriod>[1];
}

/** Every planning change of the grid: optimistic where it can be, answered rows into the cache, undo by inverse calls. */
export function usePlanActions(query: GridQuery) {
  const core = usePlanCore(query);
  const { queryClient, key, range, rows, setRows, put, refresh, run, remember, restoreEdits } = core;
  const { place, remove, move } = useWatchMoves(core);
  const { paste } = useClipboardActions(core);
  const { layRotation, copyPeriod } = useRotationActions(core);

  const saveRealised = useCallback(
    ({ previous, request }: SaveRealisedInput) =>
      run(async () => {
        const before = rows();
        const answered = await api.plan.saveRealisedWatchPeriod({ start: range.start, end: range.end }, request);
        put([answered]);
        const id = previous?.realisedWatchId ?? newWatches(before, [answered])[0]?.realisedWatchId ?? null;
        if (id === null) return true;
        remember({
          label: `${previous?.code ?? 'Vagt'} ændret`,
          undo: async () => {
            const current = latestRealised(rows(), id);
            if (!current) return;
            if (!previous) {
              put([await api.plan.removeRealisedWatchPeriod({ start: range.start, end: range.end }, [{ realisedWatchId: id, changeDate: current.lastChanged }])]);
              return;
            }
            put([await api.plan.saveRealisedWatchPeriod({ start: range.start, end: range.end }, {
              realisedWatchId: id,
              plannedWatchId: previous.plannedWatchId,
              employmentId: previous.employmentId,
              startDate: previous.startDate,
              startTime: previous.startTime,
              endTime: previous.endTime,
              totalTime: previous.paidTimeManual ? previous.totalTime : null,
              properties: previous.properties.map((property) => ({ propertyId: property.propertyId, value: property.value })),
              cancelled: previous.cancelled,
              changeDate: current.lastChanged,
            })]);
          },
        });
        return true;
      }),
    [run, rows, range, put, remember],
  );

  /** Gives the realised watches a property (Syg, Kursus, Overtid 2,5 …), one call per employment. */
  const addProperty = useCallback(
    (watches: readonly WatchDto[], propertyId: number, value: number | null) =>
      run(async () => {
        const realised = watches.filter((watch) => watch.realisedWatchId !== null);
        const byEmployment = new Map<number, WatchDto[]>();
        for (const watch of realised) byEmployment.set(watch.employmentId, [...(byEmployment.get(watch.employmentId) ?? []), watch]);
        for (const list of byEmployment.values()) {
          // The call answers the month of the first watch; other months of the range are read again.
          const period = periodOf(list[0]!.startDate);
          const answered = await api.plan.addPropertyToRealisedWatch({ propertyId, period }, {
            watches: list.map((watch) => ({ realisedWatchId: watch.realisedWatchId!, changeDate: watch.lastChanged })),
            value,
          });
          if (period === range.start && answered?.periodEnd === range.end) put([answered]);
          else await refresh([list[0]!.employmentId]);
        }
        if (realised.length > 0) {
          remember({
            label: 'Egenskab givet',
            undo: () => {
              const changed = realised.flatMap((was) => {
                const made = latestRealised(rows(), was.realisedWatchId!);
                return made ? [{ made, was }] : [];
              });
              return restoreEdits({ changed, cancelled: [] });
            },
          });
        }
        return realised.length;
      }),
    [run, range, put, refresh, remember, rows, restoreEdits],
  );

  const sync = useCallback(
    (employmentIds: number[], draftToMaster: boolean) =>
      run(async () => {
        await api.plan.syncEmployments({ draftToMaster, start: range.start, end: range.end }, employmentIds);
        await queryClient.invalidateQueries({ queryKey: key });
        return true;
      }),
    [run, range, queryClient, key],
  );

  const saveOrder = useCallback(
    (departmentId: number, employeeIds: number[]) => {
      const snapshot = rows();
      const position = new Map(employeeIds.map((id, index) => [id, index]));
      setRows((current) => [...current].sort((a, b) => (position.get(a.employeeId) ?? 0) - (position.get(b.employeeId) ?? 0)));
      return run(
        () => api.plan.saveEmployeeSortOrder({ departmentid: departmentId }, employeeIds.map((employeeId, sortOrder) => ({ employeeId, sortOrder }))),
        () => setRows(() => snapshot),
      );
    },
    [rows, setRows, run],
  );

  return { place, remove, move, paste, layRotation, copyPeriod, saveRealised, addProperty, undo: core.undo, sync, saveOrder, refresh, resync: core.resync, run, put, unsaved: core.unsaved, rows, saving: core.saving, canUndo: core.canUndo, undoLabel: core.undoLabel };
}
