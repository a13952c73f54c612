import { getApprovalQueue } from './approval-queue.ts';
import { approve, reject } from './approve.ts';
import { getApprovals } from './get-approvals.ts';
import { removeApproval, removeSingleApproval } from './remove-approval.ts';

/** Approval of realised watches (DOMAIN.md section 5). */
export const approvalHandlers = [approve, reject, removeSingleApproval, removeApproval, getApprovals, getApprovalQueue];
