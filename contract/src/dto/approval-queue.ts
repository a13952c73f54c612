import { z } from 'zod';
import { id, isoDate, isoDateTime, timeOfDay } from './common.ts';
import { minutes } from './values.ts';

// The approval queue (issue 17): a department's realised watches that wait for an approver, were rejected, or
// were corrected since their rejection, and the approvals of the period, which an approver may remove.

export const APPROVAL_QUEUE_STATES = ['waiting', 'rejected', 'corrected'] as const;
export const approvalQueueState = z.enum(APPROVAL_QUEUE_STATES);
export type ApprovalQueueState = z.infer<typeof approvalQueueState>;

export const approvalQueueWatchDto = z.object({
  realisedWatchId: id,
  employmentId: id,
  employeeId: id,
  employeeName: z.string(),
  code: z.string(),
  color: z.string(),
  startDate: isoDate,
  startTime: timeOfDay,
  endTime: timeOfDay,
  totalTime: minutes,
  state: approvalQueueState,
  /** The highest level it is approved at (0: none); a waiting watch below the top level waits for the next. */
  level: z.number().int().min(0),
  /** The watch has ended by the business clock; approvals are refused before. */
  ended: z.boolean(),
  /** The latest rejection's comment and approver (rejected and corrected watches). */
  rejectionComment: z.string().nullable(),
  rejectedBy: z.string().nullable(),
});
export type ApprovalQueueWatchDto = z.infer<typeof approvalQueueWatchDto>;

export const approvalQueueApprovalDto = z.object({
  approvalId: id,
  employmentId: id,
  employeeName: z.string(),
  approvalLevel: z.string(),
  rejected: z.boolean(),
  comment: z.string().nullable(),
  approvalTime: isoDateTime,
  approvedBy: z.string(),
  watchCount: z.number().int().min(0),
  firstDate: isoDate,
  lastDate: isoDate,
  /** A watch of it lies in a locked month: it cannot be removed. */
  closed: z.boolean(),
});
export type ApprovalQueueApprovalDto = z.infer<typeof approvalQueueApprovalDto>;

export const approvalQueueDto = z.object({
  watches: z.array(approvalQueueWatchDto),
  approvals: z.array(approvalQueueApprovalDto),
  /** More than the answer holds matched: narrow the period or the filter. */
  truncated: z.boolean(),
});
export type ApprovalQueueDto = z.infer<typeof approvalQueueDto>;
