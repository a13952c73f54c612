// The App controller: public app settings and the employee's self-service (DOMAIN.md section 12).
// Answers are always for the caller's linked employee; time registration is behind `allowTimeRegistration`
// and exchanges behind `allowTradeShifts` (404 when off).
// Required beyond specification section 5: none.
import { z } from 'zod';
import { call, controller } from '../call.ts';
import { q } from '../params.ts';
import { empty } from '../dto/common.ts';
import { appSettingsDto } from '../dto/users.ts';
import { employeeDto } from '../dto/planning.ts';
import {
  myAccountDto,
  removeTimeRegistrationRequest,
  saveTimeRegistrationRequest,
  timeRegistrationDto,
  watchExchangeDto,
} from '../dto/self-service.ts';
import { SELF_SERVICE } from './access.ts';
import { mileageCalls } from './milage.ts';
import { referenceCalls } from './plan/reference.ts';

export const app = controller('App', {
  appSettings: call({
    method: 'GET',
    summary: 'The company name and the feature toggles; public, because the login page and footer show them.',
    access: 'public',
    response: appSettingsDto,
  }),
  getEmployeesPeriod: call({
    method: 'POST',
    summary: "The caller's own rows from start to end: employments, watch days, balances and norms.",
    access: SELF_SERVICE,
    query: { start: q.date(), end: q.date() },
    response: z.array(employeeDto),
  }),
  getWatchExchangeList: call({
    method: 'POST',
    summary: 'The open watch exchanges the caller may see: own offers, colleagues’ offers and bids.',
    access: SELF_SERVICE,
    response: z.array(watchExchangeDto),
  }),
  myAccount: call({
    method: 'GET',
    summary: "The caller's own account: employee, employments, balances and norms.",
    access: SELF_SERVICE,
    response: myAccountDto,
  }),
  getMonthYear: referenceCalls.getMonthYear,
  getPeriodYear: referenceCalls.getPeriodYear,
  getTimeRegistrations: call({
    method: 'GET',
    summary: "The caller's time registrations from start to end.",
    access: SELF_SERVICE,
    query: { start: q.date(), end: q.date() },
    response: z.array(timeRegistrationDto),
  }),
  saveRealisedTimeRegistration: call({
    method: 'POST',
    summary: 'Create or update one of the caller’s time registrations (own start and end beside the realised watch).',
    access: SELF_SERVICE,
    body: saveTimeRegistrationRequest,
    response: timeRegistrationDto,
  }),
  removeRealisedTimeRegistration: call({
    method: 'POST',
    summary: 'Remove one of the caller’s time registrations.',
    access: SELF_SERVICE,
    body: removeTimeRegistrationRequest,
    response: empty,
  }),
  ...mileageCalls,
});
