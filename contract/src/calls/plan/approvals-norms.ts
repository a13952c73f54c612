// Plan calls: approval (DOMAIN.md section 5), norm periods and balances (sections 6 and 7).
// Required beyond specification section 5: `realisedWatchId` of RemoveSingleApproval, `approvalId` of
// RemoveApproval, `startdate` of SetNormStart, `payaccountruleperioddefid` of SetNormPeriodEnd,
// `payAccountBalanceId` of SetBalanceExpiryDate, `payAccountRuleMeanActivityBalanceId` and `changeValue` of
// AdjustContractBalance, `payAccountRulePeriodDefID` of GetNorms. Optional by design: SetNormPeriodEnd's
// `endDate` and SetBalanceExpiryDate's `expiryDate` (left out: no end, no expiry).
// Beyond the specification: an optional `comment` on AdjustContractBalance (DOMAIN.md: "adjustable with a comment").
import { z } from 'zod';
import { PAY_READERS_AND_OWN } from '../access.ts';
import { call } from '../../call.ts';
import { dateRange, q } from '../../params.ts';
import { APPROVERS, EVERY_ROLE, PLANNERS } from '../../roles.ts';
import { employeeDto, normDto, normPeriodRefDto } from '../../dto/planning.ts';
import { approvalDto, approvalRequest } from '../../dto/watches.ts';

const range = dateRange();

export const approvalAndNormCalls = {
  approve: call({
    method: 'POST',
    summary: 'Approve the realised watches of chosen employments from start to end, with an optional comment.',
    access: APPROVERS,
    query: { comment: q.string().maxChars(1000).optional(), ...range },
    body: approvalRequest,
    response: z.array(employeeDto),
  }),
  reject: call({
    method: 'POST',
    summary: 'Reject the realised watches of chosen employments from start to end; the comment goes to the planner.',
    access: APPROVERS,
    query: { comment: q.string().maxChars(1000).optional(), ...range },
    body: approvalRequest,
    response: z.array(employeeDto),
  }),
  removeSingleApproval: call({
    method: 'GET',
    summary: 'Take one realised watch out of its approval, so it can change again.',
    access: APPROVERS,
    query: { realisedWatchId: q.int(), ...range },
    response: employeeDto,
  }),
  removeApproval: call({
    method: 'GET',
    summary: 'Remove a whole approval (or rejection).',
    access: APPROVERS,
    query: { approvalId: q.int(), ...range },
    response: employeeDto,
  }),
  getApprovals: call({
    method: 'GET',
    summary: "An employee's approvals and rejections in a month.",
    access: EVERY_ROLE,
    query: { employeeId: q.int(), period: q.period() },
    response: z.array(approvalDto),
  }),
  setNormStart: call({
    method: 'GET',
    summary: "Start a norm period of an employment's period-activity rule on a date (onlySecondary: its secondary employments' rule).",
    access: PLANNERS,
    query: { employmentid: q.int(), startdate: q.date(), ...range, onlySecondary: q.bool().optional() },
    response: employeeDto,
  }),
  setNormPeriodEnd: call({
    method: 'GET',
    summary: 'End a norm period on a date, or reopen it when endDate is left out.',
    access: PLANNERS,
    query: { employmentid: q.int(), payaccountruleperioddefid: q.int(), endDate: q.date().optional(), ...range },
    response: employeeDto,
  }),
  deleteNormPeriod: call({
    method: 'POST',
    summary: 'Delete a norm period that no locked closing has used (400 otherwise).',
    access: PLANNERS,
    query: { employmentid: q.int(), period: q.period() },
    body: normPeriodRefDto,
    response: employeeDto,
  }),
  setBalanceExpiryDate: call({
    method: 'GET',
    summary: "Change when one of an employee's balances expires; without expiryDate it never does.",
    access: PLANNERS,
    query: { employmentid: q.int(), payAccountBalanceId: q.int(), expiryDate: q.date().optional(), period: q.period() },
    response: employeeDto,
  }),
  adjustContractBalance: call({
    method: 'GET',
    summary: 'Correct a contract (mean-activity) balance by changeValue hours, with a comment.',
    access: PLANNERS,
    query: {
      employmentId: q.int(),
      payAccountRuleMeanActivityBalanceId: q.int(),
      changeValue: q.number().between(-10_000, 10_000),
      ...range,
      comment: q.string().maxChars(1000).optional(),
    },
    response: employeeDto,
  }),
  getNorms: call({
    method: 'GET',
    summary: 'A norm period month by month: target, min, max, time loss, activity and balance.',
    access: PAY_READERS_AND_OWN,
    query: { payAccountRulePeriodDefID: q.int() },
    response: z.array(normDto),
  }),
};
