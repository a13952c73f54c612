import { useCallback } from 'react';
import { api } from '../../../api/client.ts';
import type { GridRange } from '../grid/grid-dates.ts';
import type { usePlanActions } from '../grid/use-plan-actions.ts';

/**
 * Approve, Reject and RemoveSingleApproval from the grid, in the same queue as the planning changes: the answered
 * rows go into the cache (or are read again over the grid's range when the approval covers less), and a refusal
 * shows the server's Danish reason.
 */
export function useApprovalActions(actions: ReturnType<typeof usePlanActions>, range: GridRange, onChanged: () => void) {
  const { run, put, refresh } = actions;

  const decide = useCallback(
    (rejected: boolean, employmentIds: number[], within: GridRange, comment: string) =>
      run(async () => {
        const query = { start: within.start, end: within.end, comment: comment.trim() || undefined };
        const answered = rejected ? await api.plan.reject(query, { employmentIds }) : await api.plan.approve(query, { employmentIds });
        if (within.start === range.start && within.end === range.end) put(answered ?? []);
        else await refresh(employmentIds);
        onChanged();
        return true;
      }),
    [run, put, refresh, range, onChanged],
  );

  const removeSingle = useCallback(
    (realisedWatchId: number) =>
      run(async () => {
        put([await api.plan.removeSingleApproval({ realisedWatchId, start: range.start, end: range.end })]);
        onChanged();
        return true;
      }),
    [run, put, range, onChanged],
  );

  return { decide, removeSingle };
}
