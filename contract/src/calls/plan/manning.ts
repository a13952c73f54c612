// Plan calls for safe manning (bemandingskrav, issue 20), beyond the specification: the departments' manning
// documents, edited by administrators and the departments' planners, and the grid's need line.
import { z } from 'zod';
import { call } from '../../call.ts';
import { dateRange, q } from '../../params.ts';
import { PLANNERS, PLANNING_READERS } from '../../roles.ts';
import { empty } from '../../dto/common.ts';
import { manningDocumentDto, manningNeedLineDto, saveManningDocumentRequest } from '../../dto/manning.ts';

export const manningCalls = {
  getManningDocuments: call({
    method: 'GET',
    summary: 'The manning documents (every version) of the departments the user plans, or of one department and those below it.',
    access: PLANNERS,
    query: { departmentid: q.int().optional() },
    response: z.array(manningDocumentDto),
  }),
  saveManningDocument: call({
    method: 'POST',
    summary: "Save a version of a department's manning document from a date, replacing its lines (and moving it from previousValidFrom).",
    access: PLANNERS,
    body: saveManningDocumentRequest,
    response: manningDocumentDto,
  }),
  deleteManningDocument: call({
    method: 'POST',
    summary: "Delete one version of a department's manning document.",
    access: PLANNERS,
    query: { departmentid: q.int(), validFrom: q.date() },
    response: empty,
  }),
  getManningNeed: call({
    method: 'GET',
    summary: "The need line: per requirement line of the department and those below it, required against planned per day.",
    access: PLANNING_READERS,
    query: { departmentid: q.int(), ...dateRange(), draft: q.bool().optional() },
    response: z.array(manningNeedLineDto),
  }),
};
