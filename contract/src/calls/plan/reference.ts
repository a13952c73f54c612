// Plan calls: reference data, calendar, recalculation and the admin's price and rule saves.
// Required beyond specification section 5: none.
import { z } from 'zod';
import { call } from '../../call.ts';
import { dateRange, q } from '../../params.ts';
import { ADMIN, EVERY_ROLE, PLANNERS, PLANNING_READERS } from '../../roles.ts';
import { empty } from '../../dto/common.ts';
import { payAccountClosingActivityTypeDto, payAccountDto } from '../../dto/agreements.ts';
import { deleteExportPriceRequest, exportPriceDto, saveExportPriceRequest } from '../../dto/exports.ts';
import { positionGroupDto, propertyDto } from '../../dto/organisation.ts';
import { payAccountRuleDto, savePayAccountRuleRequest } from '../../dto/pay-rules.ts';
import { employeeRecordDto } from '../../dto/people.ts';
import { holidayWeekendWorkdayDto } from '../../dto/watches.ts';

export const referenceCalls = {
  getDepartments: call({
    method: 'GET',
    summary: "The departments (properties) in the caller's reach; all for Admin.",
    access: EVERY_ROLE,
    response: z.array(propertyDto),
  }),
  getPositionGroups: call({ method: 'GET', summary: 'The position groups of budgets and the FTE report.', access: PLANNING_READERS, response: z.array(positionGroupDto) }),
  getPayAccounts: call({ method: 'GET', summary: 'All pay accounts.', access: EVERY_ROLE, response: z.array(payAccountDto) }),
  getPayAccountClosingActivityTypes: call({
    method: 'GET',
    summary: 'The kinds of closing activity: payout, expiry, norm move, derived …',
    access: PLANNING_READERS,
    response: z.array(payAccountClosingActivityTypeDto),
  }),
  getExportprices: call({ method: 'GET', summary: 'All export prices, newest first per wage type.', access: PLANNERS, response: z.array(exportPriceDto) }),
  getEmployeeFromUser: call({
    method: 'GET',
    summary: 'The employee linked to the signed-in user; null when none is.',
    access: EVERY_ROLE,
    response: employeeRecordDto.nullable(),
  }),
  getMonthYear: call({
    method: 'GET',
    summary: 'The days of a month with their day type (holiday, weekend, workday) and Danish title.',
    access: 'authenticated',
    query: { month: q.int().between(1, 12), year: q.int().between(1900, 2200) },
    response: z.array(holidayWeekendWorkdayDto),
  }),
  getPeriodYear: call({
    method: 'GET',
    summary: 'The days from start to end with their day type and Danish title.',
    access: 'authenticated',
    query: { ...dateRange() },
    response: z.array(holidayWeekendWorkdayDto),
  }),
  calculate: call({ method: 'GET', summary: 'Recalculate the open months of every employment in reach.', access: PLANNERS, response: empty }),
  calculateClosed: call({
    method: 'GET',
    summary: 'Recalculate the locked months after a rule change, logging each difference; exported values never change.',
    access: ADMIN,
    response: empty,
  }),
  updateAllDerivedProperties: call({
    method: 'GET',
    summary: 'Recompute the properties derived onto realised watches (e.g. after a template change).',
    access: ADMIN,
    response: empty,
  }),
  calculateClosedSince: call({
    method: 'GET',
    summary: 'Recalculate the locked months from a period on, logging each difference.',
    access: ADMIN,
    query: { period: q.period() },
    response: empty,
  }),
  saveExportPrice: call({ method: 'POST', summary: 'Create or update an export price.', access: ADMIN, body: saveExportPriceRequest, response: exportPriceDto }),
  deleteExportPrice: call({ method: 'POST', summary: 'Delete an export price.', access: ADMIN, body: deleteExportPriceRequest, response: empty }),
  savePayAccountRule: call({
    method: 'POST',
    summary: 'Create or update a pay-account rule with its detail and pre-factors.',
    access: ADMIN,
    body: savePayAccountRuleRequest,
    response: payAccountRuleDto,
  }),
  bum: call({
    method: 'POST',
    summary: 'Test call kept from the original product: answers the number it is given.',
    access: ADMIN,
    query: { nr: q.int().between(-2_147_483_648, 2_147_483_647) },
    response: z.number().int(),
  }),
};
