// Plan calls (added, issue 15): the planner's side of time registration, behind `allowTimeRegistration` (404 when
// off). The planner reads an employment's registrations beside its realised watches, takes one as the realised times
// ("Brug registreringen", under the watch-change rules) or rejects it with a comment for the employee.
import { z } from 'zod';
import { call } from '../../call.ts';
import { dateRange, q } from '../../params.ts';
import { PLANNERS, PLANNING_READERS } from '../../roles.ts';
import { employeeDto } from '../../dto/planning.ts';
import { rejectTimeRegistrationRequest, timeRegistrationDto, useTimeRegistrationRequest } from '../../dto/self-service.ts';

const range = dateRange();

export const timeRegistrationCalls = {
  getEmploymentTimeRegistrations: call({
    method: 'GET',
    summary: "An employment's time registrations from start to end (at most a year), for the planner beside the realised watches.",
    access: PLANNING_READERS,
    query: { employmentId: q.id(), ...range },
    response: z.array(timeRegistrationDto),
  }),
  useTimeRegistration: call({
    method: 'POST',
    summary: 'Takes a waiting registration’s times as its realised watch’s times (or adds the watch); answers the row from start to end.',
    access: PLANNERS,
    query: { realisedTimeRegistrationId: q.id(), ...range },
    body: useTimeRegistrationRequest,
    response: employeeDto,
  }),
  rejectTimeRegistration: call({
    method: 'POST',
    summary: 'Rejects a waiting registration with a comment the employee is told; answers the row from start to end.',
    access: PLANNERS,
    query: { realisedTimeRegistrationId: q.id(), ...range },
    body: rejectTimeRegistrationRequest,
    response: employeeDto,
  }),
};
