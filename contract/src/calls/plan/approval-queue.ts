// Plan calls: the approval queue (issue 17). Beyond the specification: the screen "Til godkendelse" reads a
// department's waiting, rejected and corrected watches of a period, and the period's approvals, in one call.
import { call } from '../../call.ts';
import { dateRange, q } from '../../params.ts';
import { APPROVAL_QUEUE_READERS } from '../access.ts';
import { APPROVAL_QUEUE_STATES, approvalQueueDto } from '../../dto/approval-queue.ts';

export const approvalQueueCalls = {
  getApprovalQueue: call({
    method: 'GET',
    summary: "A department's realised watches from start to end (at most 62 days) that wait, were rejected or were corrected since, at most 3000, and the approvals touching the period.",
    access: APPROVAL_QUEUE_READERS,
    query: { departmentid: q.int(), ...dateRange(62), state: q.string().oneOf(APPROVAL_QUEUE_STATES).optional() },
    response: approvalQueueDto,
  }),
};
