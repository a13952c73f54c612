// The App controller: public app settings and the employee's self-service (DOMAIN.md section 12).
// Answers are always for the caller's linked employee; time registration is behind `allowTimeRegistration`
// and exchanges behind `allowTradeShifts` (404 when off).
// Required beyond specification section 5: none.
import { z } from 'zod';
import { call, controller } from '../call.ts';
import { dateRange, q } from '../params.ts';
import { empty } from '../dto/common.ts';
import { appSettingsDto } from '../dto/users.ts';
import { employeeDto } from '../dto/planning.ts';
import {
  myAccountDto,
  removeTimeRegistrationRequest,
  saveTimeRegistrationRequest,
  timeRegistrationDto,
} from '../dto/self-service.ts';
import { watchExchangeDto } from '../dto/exchanges.ts';
import { calendarLinkDto } from '../dto/calendar.ts';
import { restCardStatusDto } from '../dto/rest.ts';
import { SELF_SERVICE } from './access.ts';
import { mileageCalls } from './milage.ts';
import { exchangeAppCalls, wishAppCalls } from './app-wishes.ts';
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
    query: { ...dateRange() },
    response: z.array(employeeDto),
  }),
  getWatchExchangeList: call({
    method: 'POST',
    summary: 'The exchanges the caller may see: open offers of colleagues, and their own offers and bids, open, waiting or closed within 14 days.',
    access: SELF_SERVICE,
    response: z.array(watchExchangeDto),
  }),
  myAccount: call({
    method: 'GET',
    summary: "The caller's own account: employee, employments, balances and norms.",
    access: SELF_SERVICE,
    response: myAccountDto,
  }),
  getOwnRestCards: call({
    method: 'GET',
    summary: "The caller's own rest cards from start to end: each month an employment of theirs has a realised watch, with its signatures (what is still to sign).",
    access: SELF_SERVICE,
    query: { ...dateRange() },
    response: z.array(restCardStatusDto),
  }),
  getMonthYear: referenceCalls.getMonthYear,
  getPeriodYear: referenceCalls.getPeriodYear,
  getTimeRegistrations: call({
    method: 'GET',
    summary: "The caller's time registrations from start to end.",
    access: SELF_SERVICE,
    query: { ...dateRange() },
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
  ...wishAppCalls,
  ...exchangeAppCalls,
  getCalendarFeed: call({
    method: 'GET',
    summary: "The employee's own watches as an iCalendar feed (RFC 5545), for a calendar app to subscribe to; the secret token is the access.",
    access: 'public',
    query: { token: q.string() },
    response: z.null(),
    file: true,
  }),
  getCalendarLink: call({
    method: 'GET',
    summary: "Whether the caller has a calendar link, and since when (the link itself is shown only when made).",
    access: SELF_SERVICE,
    response: calendarLinkDto,
  }),
  renewCalendarLink: call({
    method: 'POST',
    summary: 'Makes a new calendar link and answers it once; the old link stops working.',
    access: SELF_SERVICE,
    response: calendarLinkDto,
  }),
  revokeCalendarLink: call({
    method: 'POST',
    summary: 'Stops the caller’s calendar link.',
    access: SELF_SERVICE,
    response: empty,
  }),
});
