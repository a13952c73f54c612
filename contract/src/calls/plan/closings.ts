// Plan calls: closings (DOMAIN.md section 8).
// Required beyond specification section 5: `closingId` of GetClosingById and ValidateClosing, `calcFrom` and
// `calcTo` of GetClosingMid, `validationState` of ValidateClosing. `showall` is required only by GetClosing,
// as the specification says; elsewhere it defaults to false.
import { z } from 'zod';
import { call } from '../../call.ts';
import { dateRange, namedDateRange, q } from '../../params.ts';
import { PLANNERS, PLANNING_READERS } from '../../roles.ts';
import {
  closingEmployeeDto,
  lockClosingRequest,
  saveClosingRequest,
  simpleClosingDto,
  simpleClosingsRequest,
  unlockClosingRequest,
} from '../../dto/closings.ts';
import { employeeDto } from '../../dto/planning.ts';
import { PAY_READERS, VALIDATORS } from '../access.ts';

export const closingCalls = {
  getClosing: call({
    method: 'GET',
    summary: "An employment's closing of a month (computed on the fly while open); showall adds empty accounts and each posting.",
    access: PAY_READERS,
    query: { employmentId: q.int(), period: q.period(), showall: q.bool() },
    response: closingEmployeeDto,
  }),
  getClosingById: call({
    method: 'GET',
    summary: 'One closing by id.',
    access: PAY_READERS,
    query: { closingId: q.int(), showall: q.bool().optional() },
    response: closingEmployeeDto,
  }),
  getClosingMid: call({
    method: 'GET',
    summary: "An employment's closing computed over calcFrom-calcTo (part of a month), stored nowhere.",
    access: PAY_READERS,
    query: { employmentId: q.int(), ...namedDateRange('calcFrom', 'calcTo'), showall: q.bool().optional() },
    response: closingEmployeeDto,
  }),
  saveClosing: call({
    method: 'POST',
    summary: "Save the comment and the excluded flag of an employment's month; answers the row from start to end.",
    access: PLANNERS,
    query: { employmentId: q.int(), ...dateRange() },
    body: saveClosingRequest,
    response: employeeDto,
  }),
  lockClosing: call({
    method: 'POST',
    summary: 'Lock chosen months in one closing group with a comment; 400 names what stops a month.',
    access: PLANNERS,
    query: { comment: q.string().maxChars(1000).optional() },
    body: lockClosingRequest,
    response: z.array(simpleClosingDto),
  }),
  unlockClosing: call({
    method: 'POST',
    summary: 'Reopen closings that no later locked month follows and no Lessor export holds.',
    access: PLANNERS,
    body: unlockClosingRequest,
    response: z.array(simpleClosingDto),
  }),
  validateClosing: call({
    method: 'GET',
    summary: "Set a closing's validation state (a controller's check).",
    access: VALIDATORS,
    query: { closingId: q.int(), validationState: q.bool() },
    response: simpleClosingDto,
  }),
  getSimpleClosings: call({
    method: 'POST',
    summary: 'The closings of a month, by department, export package or employments.',
    access: PLANNING_READERS,
    body: simpleClosingsRequest,
    response: z.array(simpleClosingDto),
  }),
};
