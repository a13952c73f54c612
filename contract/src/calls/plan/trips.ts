// Plan calls (added, issue 15): trips to payroll, behind `allowMilageRegistration` (404 when off). Approvers and
// planners decide the trips of employees in their departments in a queue; the administrator keeps the state's rates.
import { z } from 'zod';
import { call } from '../../call.ts';
import { dateRange, q } from '../../params.ts';
import { ADMIN, type Role } from '../../roles.ts';
import { empty } from '../../dto/common.ts';
import { mileageRateDto, saveMileageRateRequest, tripDecisionRequest, tripToDecideDto } from '../../dto/self-service.ts';

/** Who decides trips: approvers and planners of the employee's department. */
export const TRIP_DECIDERS: readonly Role[] = ['Admin', 'Planner', 'ApproverWithPlanningRight', 'Approver'];

export const tripCalls = {
  getTripsToDecide: call({
    method: 'GET',
    summary: 'Trips of employees in the caller’s departments with a leg from start to end (at most a year); only waiting ones unless `all`.',
    access: TRIP_DECIDERS,
    query: { ...dateRange(), all: q.bool().optional() },
    response: z.array(tripToDecideDto),
  }),
  approveTrip: call({
    method: 'POST',
    summary: 'Approves a waiting trip (it goes to payroll with its month); the employee is told.',
    access: TRIP_DECIDERS,
    query: { mileageId: q.id() },
    body: tripDecisionRequest,
    response: tripToDecideDto,
  }),
  rejectTrip: call({
    method: 'POST',
    summary: 'Rejects a waiting trip with a comment the employee is told; they may correct it and send it again.',
    access: TRIP_DECIDERS,
    query: { mileageId: q.id() },
    body: tripDecisionRequest,
    response: tripToDecideDto,
  }),
  reopenTrip: call({
    method: 'POST',
    summary: 'Takes back the decision on a trip whose month is not locked: it waits again.',
    access: TRIP_DECIDERS,
    query: { mileageId: q.id() },
    response: tripToDecideDto,
  }),
  getMileageRates: call({
    method: 'GET',
    summary: 'The state’s tax-free rates per km, each from its date.',
    access: TRIP_DECIDERS,
    response: z.array(mileageRateDto),
  }),
  saveMileageRate: call({
    method: 'POST',
    summary: 'Creates or changes a rate; refused once a locked month’s trip uses it.',
    access: ADMIN,
    body: saveMileageRateRequest,
    response: z.array(mileageRateDto),
  }),
  deleteMileageRate: call({
    method: 'POST',
    summary: 'Removes a rate no trip uses.',
    access: ADMIN,
    query: { mileageRateId: q.id() },
    response: empty,
  }),
};
