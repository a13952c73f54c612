// Plan calls of recalculation (issue 14): the jobs and their progress, the impact of a rule or agreement change
// before it is saved, recalculation of a department on demand, and the corrections of locked months.
// Required beyond specification section 5: all of them are new.
import { z } from 'zod';
import { call } from '../../call.ts';
import { q } from '../../params.ts';
import { ADMIN, PLANNING_READERS } from '../../roles.ts';
import {
  carriedCorrectionsDto,
  carryCorrectionsRequest,
  closedDifferenceDto,
  recalculationImpactDto,
  recalculationJobDto,
  recalculationStartedDto,
} from '../../dto/recalculation.ts';

export const recalculationCalls = {
  getRecalculationJobs: call({
    method: 'GET',
    summary: "Recalculation jobs that are waiting or running, and those finished in the last day, counted within the caller's departments (Admin: all).",
    access: PLANNING_READERS,
    response: z.array(recalculationJobDto),
  }),
  getRecalculationImpact: call({
    method: 'GET',
    summary: 'How many agreements, employments and open months saving this rule and/or agreement would recalculate; nothing is saved.',
    access: ADMIN,
    query: { payAccountRuleId: q.id().optional(), changedAgreementId: q.id().optional() },
    response: recalculationImpactDto,
  }),
  recalculateDepartment: call({
    method: 'POST',
    summary: "Recalculate the open months of a department's employments from a month on, as a job with progress.",
    access: ADMIN,
    query: { departmentId: q.id(), period: q.period() },
    response: recalculationStartedDto,
  }),
  getClosedDifferences: call({
    method: 'GET',
    summary: "Per locked month of the department's employments from a month on: frozen against recomputed activity per pay account. Nothing is changed.",
    access: ADMIN,
    query: { departmentId: q.id(), since: q.period() },
    response: z.array(closedDifferenceDto),
  }),
  carryClosedCorrections: call({
    method: 'POST',
    summary: "Carry the differences of the department's locked months into each employment's next open month as corrections (audited).",
    access: ADMIN,
    body: carryCorrectionsRequest,
    response: carriedCorrectionsDto,
  }),
};
