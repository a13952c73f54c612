// Plan calls (added, issue 16): the planner decides absence wishes and approves watch exchanges of employees in
// their departments. The exchange calls are behind `allowTradeShifts` (404 when off).
import { z } from 'zod';
import { call } from '../../call.ts';
import { q } from '../../params.ts';
import { PLANNERS } from '../../roles.ts';
import { absencePreviewDto, absenceWishStateDto, grantAbsenceWishRequest, rejectAbsenceWishRequest } from '../../dto/wishes.ts';
import { exchangeApprovalDto, rejectExchangeRequest, setExchangeApprovalRequest, watchExchangeDto } from '../../dto/exchanges.ts';

export const wishDecisionCalls = {
  previewAbsenceWishGrant: call({
    method: 'POST',
    summary: 'What granting the wish (or the part start–end of it) would do: days placed, balances, norm and rest hours.',
    access: PLANNERS,
    query: { absenceWishId: q.id() },
    body: grantAbsenceWishRequest,
    response: absencePreviewDto,
  }),
  grantAbsenceWish: call({
    method: 'POST',
    summary: 'Grants the wish, or the part start–end of it, placing the absence through EmployeeAbsencePeriod; the employee is told.',
    access: PLANNERS,
    query: { absenceWishId: q.id() },
    body: grantAbsenceWishRequest,
    response: absenceWishStateDto,
  }),
  rejectAbsenceWish: call({
    method: 'POST',
    summary: 'Rejects the wish with a comment the employee is told.',
    access: PLANNERS,
    query: { absenceWishId: q.id() },
    body: rejectAbsenceWishRequest,
    response: absenceWishStateDto,
  }),
};

export const exchangeDecisionCalls = {
  getWatchExchangesToDecide: call({
    method: 'GET',
    summary: 'Accepted exchanges of employees in the department (all the caller reaches when left out) waiting for approval.',
    access: PLANNERS,
    query: { departmentid: q.int().optional() },
    response: z.array(watchExchangeDto),
  }),
  approveWatchExchange: call({
    method: 'POST',
    summary: 'Carries out an accepted exchange: both watches move in one transaction, checked for overlap and rest hours.',
    access: PLANNERS,
    query: { exchangeId: q.id() },
    response: watchExchangeDto,
  }),
  rejectWatchExchange: call({
    method: 'POST',
    summary: 'Rejects an accepted exchange with a comment; both employees are told.',
    access: PLANNERS,
    query: { exchangeId: q.id() },
    body: rejectExchangeRequest,
    response: watchExchangeDto,
  }),
  getExchangeApproval: call({
    method: 'GET',
    summary: 'Whether the department takes accepted exchanges without approval.',
    access: PLANNERS,
    query: { departmentid: q.int() },
    response: exchangeApprovalDto,
  }),
  setExchangeApproval: call({
    method: 'POST',
    summary: 'Sets whether the department takes accepted exchanges without approval.',
    access: PLANNERS,
    query: { departmentid: q.int() },
    body: setExchangeApprovalRequest,
    response: exchangeApprovalDto,
  }),
};
