// Required beyond specification section 5: `timetableId` of GetTimeTableById and `propertyId` (the
// department) of GetTimeTableByDepartment.
import { z } from 'zod';
import { call, controller } from '../call.ts';
import { q } from '../params.ts';
import { ADMIN, EVERY_ROLE } from '../roles.ts';
import {
  saveTimeTableEntryRequest,
  saveTimeTableLineRequest,
  saveTimeTableRequest,
  timeTableDto,
  timeTableEntryDto,
  timeTableLineDto,
} from '../dto/organisation.ts';

export const department = controller('Department', {
  getTimeTables: call({ method: 'GET', summary: 'All timetables (sailing plans) with their lines.', access: EVERY_ROLE, response: z.array(timeTableDto) }),
  getTimeTableById: call({
    method: 'GET',
    summary: 'One timetable with its lines and entries.',
    access: EVERY_ROLE,
    query: { timetableId: q.int() },
    response: timeTableDto,
  }),
  getTimeTableByDepartment: call({
    method: 'GET',
    summary: "A department's timetable, with the lines of the given month; null when it has none.",
    access: EVERY_ROLE,
    query: { propertyId: q.int(), year: q.int().between(1900, 2200), month: q.int().between(1, 12) },
    response: timeTableDto.nullable(),
  }),
  saveTimeTable: call({
    method: 'POST',
    summary: 'Create or update a timetable: name and the departments that sail by it.',
    access: ADMIN,
    body: saveTimeTableRequest,
    response: timeTableDto,
  }),
  saveTimeTableLine: call({
    method: 'POST',
    summary: 'Create or update a line (a month) of a timetable.',
    access: ADMIN,
    body: saveTimeTableLineRequest,
    response: timeTableLineDto,
  }),
  saveTimeTableEntry: call({
    method: 'POST',
    summary: 'Create or update the entry of a day in a timetable line; empty text removes it (answers null).',
    access: ADMIN,
    body: saveTimeTableEntryRequest,
    response: timeTableEntryDto.nullable(),
  }),
});
