import { useCallback } from 'react';
import type { ApplyRotationRequest } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import type { PlanCore } from './use-plan-core.ts';

/** Laying a rotation from the grid: one call, its rows put back, and one undo that takes every watch it placed back. */
export function useRotationActions(core: PlanCore) {
  const { range, run, put, remember, message } = core;

  const layRotation = useCallback(
    (name: string, request: ApplyRotationRequest) =>
      run(async () => {
        const laid = await api.plan.applyRotation({ start: range.start, end: range.end }, request);
        if (!laid) return undefined;
        put(laid.rows);
        const ids = laid.plannedWatchIds;
        if (ids.length > 0) {
          remember({
            label: `Turnus ${name} (${ids.length} vagter)`,
            undo: async () => {
              put((await api.plan.removePlannedWatches({ start: range.start, end: range.end }, ids)) ?? []);
              void message.success(`Turnussen er fortrudt: ${ids.length} vagter fjernet`);
            },
          });
        }
        return laid;
      }),
    [range, run, put, remember, message],
  );

  return { layRotation };
}
