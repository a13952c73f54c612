// Plan calls: planned and realised watches, copy and move, drafts and absence (DOMAIN.md sections 3, 4, 12).
// Calls that change one employee's watches answer that employee's refreshed row over the range they carry;
// calls that may touch two employees (moves, copies, syncs) answer every affected row.
// Required beyond specification section 5: `plannedwatchid` of RemovePlannedWatch, `watchTemplateId` and
// `startDate` of AddPlannedWatchPeriod, `watchTemplateId` of AddPlannedWatchPeriodBulk, `propertyId` of
// AddPropertyToRealisedWatch and EmployeeAbsencePeriod, `newemploymentid` and `newstartdate` of
// Copy/MoveRealisedWatch, `newemploymentid` of the clipboard calls, `draftToMaster` of the sync calls.
// Beyond the specification: an optional `changeDate` on MovePlannedWatch and RemovePlannedWatch, the only
// watch changes without a body, so they too can refuse a lost update (409).
import { z } from 'zod';
import { call } from '../../call.ts';
import { MAX_RANGE_DAYS, dateRange, q } from '../../params.ts';
import { EVERY_ROLE, PLANNERS } from '../../roles.ts';
import { empty } from '../../dto/common.ts';
import { absenceWishDto, absenceWishesRequest, employeeDto, employmentIdsRequest } from '../../dto/planning.ts';
import {
  addPropertyToRealisedWatchRequest,
  getPlannedWatchesRequest,
  plannedWatchDatesRequest,
  plannedWatchDto,
  realisedWatchDto,
  saveRealisedWatchRequest,
  watchClipboardRequest,
  watchDto,
  watchRefsRequest,
} from '../../dto/watches.ts';
import { watchTemplateSummaryDto } from '../../dto/watch-templates.ts';
import { REALISED_EDITORS, WISH_EDITORS } from '../access.ts';

const range = dateRange();

export const watchCalls = {
  getRealisedWatch: call({
    method: 'GET',
    summary: 'Realised watches for editing: those of a planned watch, or one by id (give either).',
    access: EVERY_ROLE,
    query: { plannedwatchid: q.int().optional(), realisedwatchid: q.int().optional() },
    response: z.array(realisedWatchDto),
  }),
  saveRealisedWatchPeriod: call({
    method: 'POST',
    summary: 'Save a realised watch (times, paid time, properties, cancellation) or add one without a plan.',
    access: REALISED_EDITORS,
    query: range,
    body: saveRealisedWatchRequest,
    response: employeeDto,
  }),
  saveRealisedWatch: call({
    method: 'POST',
    summary: 'Save a realised watch; answers the row of the month.',
    access: REALISED_EDITORS,
    query: { period: q.period() },
    body: saveRealisedWatchRequest,
    response: employeeDto,
  }),
  movePlannedWatch: call({
    method: 'GET',
    summary: 'Move a planned watch and its untouched realised watches to another employment or date.',
    access: PLANNERS,
    query: { plannedwatchid: q.int(), newemploymentid: q.int(), newstartdate: q.date(), period: q.period(), changeDate: q.datetime().optional() },
    response: z.array(watchDto),
  }),
  removeRealisedWatchPeriod: call({
    method: 'POST',
    summary: 'Cancel realised watches (kept for history); plannedwatchid names the plan they belong to, if any.',
    access: REALISED_EDITORS,
    query: { plannedwatchid: q.int().optional(), ...range },
    body: watchRefsRequest,
    response: employeeDto,
  }),
  removeRealisedWatch: call({
    method: 'POST',
    summary: 'Cancel realised watches; answers the row of the month.',
    access: REALISED_EDITORS,
    query: { plannedwatchid: q.int().optional(), period: q.period() },
    body: watchRefsRequest,
    response: employeeDto,
  }),
  removePlannedWatch: call({
    method: 'POST',
    summary: 'Remove a planned watch with its realised watches.',
    access: WISH_EDITORS,
    query: { plannedwatchid: q.int(), ...range, changeDate: q.datetime().optional() },
    response: employeeDto,
  }),
  addPlannedWatch: call({
    method: 'POST',
    summary: 'Place a watch template on an employment and date, creating its realised watches.',
    access: WISH_EDITORS,
    query: { watchTemplateId: q.int(), employmentId: q.int(), startDate: q.date(), period: q.period() },
    response: employeeDto,
  }),
  addPlannedWatchPeriod: call({
    method: 'POST',
    summary: 'Place a watch template on an employment and date; answers the row from start to end.',
    access: WISH_EDITORS,
    query: { watchTemplateId: q.int(), employmentId: q.int(), startDate: q.date(), ...range },
    response: employeeDto,
  }),
  addPlannedWatchPeriodBulk: call({
    method: 'POST',
    summary: 'Place a watch template on an employment on each of the given dates.',
    access: PLANNERS,
    query: { watchTemplateId: q.int(), employmentId: q.int(), ...range },
    body: plannedWatchDatesRequest,
    response: employeeDto,
  }),
  getPlannedWatches: call({
    method: 'POST',
    summary: 'The planned watches of chosen employments from start to end.',
    access: EVERY_ROLE,
    body: getPlannedWatchesRequest,
    response: z.array(plannedWatchDto),
  }),
  addPropertyToRealisedWatch: call({
    method: 'POST',
    summary: 'Give realised watches a property (e.g. Syg, Kursus), with a value where its type allows one.',
    access: REALISED_EDITORS,
    query: { propertyId: q.int(), propertyTypeId: q.int().optional(), period: q.period() },
    body: addPropertyToRealisedWatchRequest,
    response: employeeDto,
  }),

  // Copy and move of realised watches, singly or from the clipboard; times and properties are kept.
  copyRealisedWatch: call({
    method: 'POST',
    summary: 'Copy realised watches to another employment and start date.',
    access: PLANNERS,
    query: { plannedwatchid: q.int().optional(), newemploymentid: q.int(), newstartdate: q.date(), ...range },
    body: watchRefsRequest,
    response: z.array(employeeDto),
  }),
  moveRealisedWatch: call({
    method: 'POST',
    summary: 'Move realised watches to another employment and start date.',
    access: PLANNERS,
    query: { plannedwatchid: q.int().optional(), newemploymentid: q.int(), newstartdate: q.date(), ...range },
    body: watchRefsRequest,
    response: z.array(employeeDto),
  }),
  moveRealisedWatchFromClipboard: call({
    method: 'POST',
    summary: "Move the clipboard's watches to an employment, each to its new start date.",
    access: PLANNERS,
    query: { newemploymentid: q.int(), ...range },
    body: watchClipboardRequest,
    response: z.array(employeeDto),
  }),
  copyRealisedWatchFromClipboard: call({
    method: 'POST',
    summary: "Copy the clipboard's watches to an employment, each to its new start date.",
    access: PLANNERS,
    query: { newemploymentid: q.int(), ...range },
    body: watchClipboardRequest,
    response: z.array(employeeDto),
  }),
  removeRealisedWatchFromClipboard: call({
    method: 'POST',
    summary: "Cancel the clipboard's realised watches (and remove its plans).",
    access: PLANNERS,
    query: range,
    body: watchClipboardRequest,
    response: z.array(employeeDto),
  }),

  // Drafts (DOMAIN.md section 3).
  syncEmployment: call({
    method: 'GET',
    summary: "Copy an employment's planned watches of the range draft→master (draftToMaster) or master→draft.",
    access: PLANNERS,
    query: { employmentId: q.int(), draftToMaster: q.bool(), ...range, period: q.period() },
    response: z.array(employeeDto),
  }),
  syncEmployments: call({
    method: 'POST',
    summary: 'Copy the planned watches of the range between drafts and masters for chosen employments.',
    access: PLANNERS,
    query: { draftToMaster: q.bool(), ...range },
    body: employmentIdsRequest,
    response: empty,
  }),

  // Absence wishes (DOMAIN.md section 12).
  getOutstandingAbsenceWishes: call({
    method: 'POST',
    summary: "The absence wishes of a department's employees not yet granted or turned down.",
    access: PLANNERS,
    query: { departmentid: q.int() },
    body: absenceWishesRequest,
    response: z.array(absenceWishDto),
  }),
  getAbsenceWishesTemplates: call({
    method: 'POST',
    summary: 'The watch templates an absence wish can be made with (Ferie, Afspadsering …).',
    access: EVERY_ROLE,
    response: z.array(watchTemplateSummaryDto),
  }),
  employeeAbsencePeriod: call({
    method: 'POST',
    summary: 'Grant absence from start to end: places the absence watches; answers the row from returnStart to returnEnd.',
    access: PLANNERS,
    query: {
      employmentId: q.int(),
      ...range,
      /** The grid's range to answer; start and end when left out. */
      returnStart: q.date().optional(),
      returnEnd: q.date().optional().after('returnStart', MAX_RANGE_DAYS),
      /** The absence property (Ferie, Syg …). */
      propertyId: q.int(),
    },
    response: employeeDto,
  }),
};
