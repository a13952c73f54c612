// Required beyond specification section 5: none. `department` of GetFte and `departmentid` of the work
// schedule are optional: without them the report covers every department in the caller's reach.
// GetCateringWatchReport is not in section 7; the specification names the report ("Catering: Vagtrapport").
import { z } from 'zod';
import { call, controller } from '../call.ts';
import { dateRange, q } from '../params.ts';
import { REPORT_READERS } from '../roles.ts';
import { employeeFilterDto, employmentIdsRequest } from '../dto/planning.ts';
import { cateringDayDto, fteAheadLineDto } from '../dto/reports.ts';
import { manningShortfallDto } from '../dto/manning.ts';

export const report = controller('Report', {
  getFte: call({
    method: 'GET',
    summary: 'FTE report as an Excel workbook: budget FTE beside realised FTE per department, budget account and position group, and the twelve months ahead with planned FTE.',
    access: REPORT_READERS,
    /** `closeDay`: the day of the month up to which realised hours count. */
    query: { period: q.period(), department: q.int().optional(), closeDay: q.int().between(1, 31) },
    response: z.null(),
    file: true,
  }),
  getFteAhead: call({
    method: 'GET',
    summary: 'Budget FTE beside the FTE of the watches for the twelve months from period: realised for months that are over, planned from the current month on.',
    access: REPORT_READERS,
    query: { period: q.period(), department: q.int().optional() },
    response: z.array(fteAheadLineDto),
  }),
  helloWorldPDF: call({
    method: 'GET',
    summary: 'A one-page test PDF, to check that PDF rendering works.',
    access: REPORT_READERS,
    response: z.null(),
    file: true,
  }),
  getWorkcard: call({
    method: 'POST',
    summary: "Work cards as PDF: per chosen employment, each day's watches, times, properties, totals and balances.",
    access: REPORT_READERS,
    query: { ...dateRange() },
    body: employmentIdsRequest,
    response: z.null(),
    file: true,
  }),
  getWorkSchedule: call({
    method: 'POST',
    summary: "Work schedule as PDF: a department's employees by days, with the chosen columns and font size.",
    access: REPORT_READERS,
    query: {
      ...dateRange(),
      departmentid: q.int().optional(),
      header: q.string().optional(),
      showWatchDetailsCode: q.bool().optional(),
      showWatchDetailsTime: q.bool().optional(),
      showTelephone: q.bool().optional(),
      showExplanations: q.bool().optional(),
      showEmployeeIndex: q.bool().optional(),
      showDayOfWeek: q.bool().optional(),
      showWeekNum: q.bool().optional(),
      showNorm: q.bool().optional(),
      /** Points, 6-14; 9 when left out. */
      fontSize: q.int().between(6, 14).optional(),
    },
    body: employeeFilterDto,
    response: z.null(),
    file: true,
  }),
  getCateringWatchReport: call({
    method: 'GET',
    summary: 'Catering watch report: per day, the number of crew on each watch code in catering departments.',
    access: REPORT_READERS,
    query: { ...dateRange(), departmentid: q.int().optional() },
    response: z.array(cateringDayDto),
  }),
  getManningShortfalls: call({
    method: 'GET',
    summary: "Manning shortfalls of a ship's month (beyond the specification): each day and requirement line short of people.",
    access: REPORT_READERS,
    query: { period: q.period(), shipid: q.int() },
    response: z.array(manningShortfallDto),
  }),
  getManningShortfallsPdf: call({
    method: 'GET',
    summary: "The manning shortfalls of a ship's month as a PDF.",
    access: REPORT_READERS,
    query: { period: q.period(), shipid: q.int() },
    response: z.null(),
    file: true,
  }),
});
