import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ApprovalDto, WatchDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { periodOf } from '@kaj/calendar';
import { planningKey } from '../planning-queries.ts';

/** The comment of the latest rejection of each realised watch among an employee's approvals. */
export function rejectionComments(approvals: readonly ApprovalDto[]): Map<number, string> {
  const comments = new Map<number, string>();
  const byTime = [...approvals].sort((a, b) => a.approvalTime.localeCompare(b.approvalTime));
  for (const approval of byTime) {
    for (const id of approval.realisedWatchIds) {
      if (approval.rejected && approval.comment) comments.set(id, approval.comment);
      else comments.delete(id);
    }
  }
  return comments;
}

/**
 * The rejection comments the planner has asked for: GetApprovals of a row's month, fetched once when a rejected
 * watch is hovered or opened, and again after the next approval change.
 */
export function useRejectionComments() {
  const queryClient = useQueryClient();
  const [comments, setComments] = useState<ReadonlyMap<number, string>>(new Map());
  const asked = useRef(new Set<string>());

  const ask = useCallback((watch: WatchDto, employeeId: number) => {
    if (watch.realisedWatchId === null) return;
    const period = periodOf(watch.startDate);
    const key = `${employeeId}:${period}`;
    if (asked.current.has(key)) return;
    asked.current.add(key);
    queryClient
      .fetchQuery({ queryKey: [...planningKey, 'approvals', employeeId, period], queryFn: async () => (await api.plan.getApprovals({ employeeId, period })) ?? [], staleTime: 0 })
      .then((approvals) => setComments((current) => new Map([...current, ...rejectionComments(approvals)])))
      .catch(() => asked.current.delete(key));
  }, [queryClient]);

  /** After an approval change the comments are asked for again. */
  const forget = useCallback(() => {
    asked.current.clear();
    setComments(new Map());
  }, []);

  return { comments, ask, forget };
}
