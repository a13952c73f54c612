import { useCallback } from 'react';
import { App } from 'antd';
import { api } from '../../../api/client.ts';
import type { GridRange } from '../grid/grid-dates.ts';
import type { usePlanActions } from '../grid/use-plan-actions.ts';
import { formatDate } from '../../../ui/format.ts';
import { decidedText, rejectedCount } from './queue-groups.ts';

/**
 * Approve, Reject and RemoveSingleApproval from the grid, in the same queue as the planning changes: the answered
 * rows go into the cache (or are read again over the grid's range when the approval covers less), and a refusal
 * shows the server's Danish reason.
 */
export function useApprovalActions(actions: ReturnType<typeof usePlanActions>, range: GridRange, onChanged: () => void) {
  const { run, put, refresh, rows } = actions;
  const { message } = App.useApp();

  const decide = useCallback(
    (rejected: boolean, employmentIds: number[], within: GridRange, comment: string) =>
      run(async () => {
        const query = { start: within.start, end: within.end, comment: comment.trim() || undefined };
        const rejectedBefore = new Set(
          rows()
            .flatMap((row) => row.employments.flatMap((employment) => employment.watchDays.flatMap((day) => day.watches)))
            .flatMap((watch) => (watch.rejected && watch.realisedWatchId !== null ? [watch.realisedWatchId] : [])),
        );
        const answered = (rejected ? await api.plan.reject(query, { employmentIds }) : await api.plan.approve(query, { employmentIds })) ?? [];
        if (within.start === range.start && within.end === range.end) put(answered);
        else await refresh(employmentIds);
        // What the decision did: the watches sent back, or the employments and days approved (a level up each).
        const employments = `${employmentIds.length} ${employmentIds.length === 1 ? 'ansættelse' : 'ansættelser'}`;
        void message.success(
          rejected
            ? `${decidedText(rejectedCount(answered, within, rejectedBefore), true)}. Planlæggeren har fået besked.`
            : `Vagterne er godkendt for ${employments}, ${formatDate(within.start)} – ${formatDate(within.end)}.`,
        );
        onChanged();
        return true;
      }),
    [run, put, refresh, rows, message, range, onChanged],
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
