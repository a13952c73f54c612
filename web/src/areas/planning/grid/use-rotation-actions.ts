import { useCallback } from 'react';
import type { ApplyRotationRequest, AppliedRotationDto, CopyPeriodRequest } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import type { PlanCore } from './use-plan-core.ts';

/**
 * Laying a rotation or copying a week or month from the grid: one call, its rows put back, and one undo that takes
 * every watch it placed back.
 */
export function useRotationActions(core: PlanCore) {
  const { range, run, put, remember, message } = core;

  const lay = useCallback(
    (label: string, undone: string, call: () => Promise<AppliedRotationDto | null | undefined>) =>
      run(async () => {
        const laid = await call();
        if (!laid) return undefined;
        put(laid.rows);
        const ids = laid.plannedWatchIds;
        if (ids.length > 0) {
          remember({
            label: `${label} (${ids.length} vagter)`,
            undo: async () => {
              put((await api.plan.removePlannedWatches({ start: range.start, end: range.end }, ids)) ?? []);
              void message.success(`${undone}: ${ids.length} vagter fjernet`);
            },
          });
        }
        return laid;
      }),
    [range, run, put, remember, message],
  );

  const layRotation = useCallback(
    (name: string, request: ApplyRotationRequest) => lay(`Turnus ${name}`, 'Turnussen er fortrudt', () => api.plan.applyRotation({ start: range.start, end: range.end }, request)),
    [lay, range],
  );

  const copyPeriod = useCallback(
    (label: string, request: CopyPeriodRequest) => lay(label, 'Kopien er fortrudt', () => api.plan.copyPeriod({ start: range.start, end: range.end }, request)),
    [lay, range],
  );

  return { layRotation, copyPeriod };
}
